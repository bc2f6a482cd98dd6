import { z } from 'zod';
import { isDate } from '../validation-rules.js';
import { isAcademicYear } from './years.js';

/**
 * Input pieces the student-affairs groups' own endpoints share (modules/<group>/api.ts), as the
 * server's routes had them (messages are catalogue keys, limits unchanged).
 */

/** A record id: the one every area's declarations use, under the name the groups import. */
export { recordId as groupId } from '../api/inputs.js';

/** A calendar day, yyyy-MM-dd, that exists. */
export const calendarDay = z
  .string('validation.required')
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isDate(v), 'validation.date');

/** A day as some groups check it: the yyyy-MM-dd shape, then a date Date.parse accepts. */
export const parsedDay = z
  .string('validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');

/** A day of ten characters that exists (leave, work-study). */
export const tenCharDay = z
  .string('validation.required')
  .refine((v) => v.length === 10 && isDate(v), 'validation.date');

/** An academic year, 2026-2027. */
export const academicYearInput = z.string('validation.required').refine(isAcademicYear, 'validation.format');

/** A text that is not blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');

/** A text that may be left out, at most `max` characters once trimmed. */
export const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional();

/** A whole number between `min` and `max`. */
export const wholeNumber = (min: number, max: number) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');

/** One of the keys of a table of labels (a contract's enumeration), typed as the key. */
export const keyOf = <T extends Record<string, unknown>>(table: T) =>
  z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]], 'validation.oneOf');
