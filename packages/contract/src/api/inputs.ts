import { z } from 'zod';

/**
 * Input pieces the declarations of several areas share (the workflow's, the student-affairs
 * mechanism's and the groups'), in one place so their messages and limits cannot drift apart.
 * Messages are catalogue keys (messages/validation).
 */

/** A record id (snowflake or capability id) as it travels in queries and bodies. */
export const recordId = z.string('validation.required').regex(/^[0-9A-Za-z_-]{1,32}$/, 'validation.format');

/** Ids as the platform sends them: 'a,b,c' in a query string, or an array in a body. */
export const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter(Boolean),
  )
  .pipe(z.array(recordId).min(1, 'validation.required').max(100, 'validation.max'));

/** A reviewer's opinion on a workflow command. */
export const opinion = z.string().max(2000, 'validation.maxLength').optional();

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

/** A whole number from min to max, typed in a query string or sent as a number. */
export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number('validation.number')
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');
