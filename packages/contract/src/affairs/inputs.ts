import { z } from 'zod';
import { isAcademicYear } from './years.js';

/**
 * Input pieces of the student-affairs routes (the mechanism's and the groups'). Messages are
 * catalogue keys (messages/validation).
 */

/** A record id (snowflake or capability id) as it travels in queries and bodies. */
export const recordId = z.string('validation.required').regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format');

/** A module's or a setting's key. */
export const moduleKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'validation.key');

/** An academic year, 2026-2027. */
export const academicYearInput = z.string().refine(isAcademicYear, 'validation.format');

/** `data`: the form values as a JSON string (as the platform sends them) or as an object. */
export const formDataInput = z
  .union([z.string().max(200_000, 'validation.maxLength'), z.record(z.string(), z.unknown())])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'bpm.formNotObject' });
    return z.NEVER;
  });
