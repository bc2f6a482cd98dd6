import { z } from 'zod';
import { isAcademicYear, isDate } from '@campus/contract';

/** Input pieces several services' routes share. Messages are catalogue keys. */

/** A record id (snowflake or capability id) as it travels in queries and bodies. */
export const id = z.string('validation.required').regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format');

/** `data`: the form values as a JSON string (as the platform sends them) or as an object. */
export const formData = z
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

/** A calendar day, yyyy-MM-dd, that exists. */
export const day = z
  .string('validation.required')
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isDate(v), 'validation.date');

/** An academic year, 2026-2027. */
export const academicYear = z.string('validation.required').refine(isAcademicYear, 'validation.format');

/** A text that is not blank once trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');

/** A whole number between `min` and `max`. */
export const integer = (min: number, max: number) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');

/** One of the keys of a table of labels (a contract's enumeration), typed as the key. */
export const keyOf = <T extends Record<string, unknown>>(table: T) =>
  z.enum(Object.keys(table) as [keyof T & string, ...(keyof T & string)[]], 'validation.oneOf');
