import { z } from 'zod';
import { isAcademicYear } from './years.js';

/**
 * Input pieces of the student-affairs routes (the mechanism's and the groups'). Messages are
 * catalogue keys (messages/validation). The record id and the form values are shared with other
 * areas: api/inputs.ts.
 */

/** A module's or a setting's key. */
export const moduleKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key');

/** An academic year, 2026-2027. */
export const academicYearInput = z.string().refine(isAcademicYear, 'validation.format');
