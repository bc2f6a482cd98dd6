import { z } from 'zod';

/** Input pieces many endpoints share. Messages are catalogue keys (messages/validation). */

/** Snowflake ids of rows (announcements, messages, users, orgs). */
export const rowId = z.string('validation.required').regex(/^\d{1,32}$/, 'validation.format');

/** Attachment ids: random base64url capabilities (unknown ones answer "not found", not "bad input"). */
export const attachmentId = z.string('validation.required').regex(/^[\w-]{1,64}$/, 'validation.format');

/** Ids as the platform sends them in a query string: 'a,b,c' (SPEC §9: selected ids joined with ','). */
export const rowIdList = z
  .string('validation.required')
  .transform((value) =>
    value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  )
  .pipe(z.array(rowId).min(1, 'validation.required').max(500, 'validation.max'));

/** An attached file as replies name it (forms, announcements, messages). */
export const attachmentRef = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  type: z.string(),
});

/** Epoch milliseconds, as every reply sends times. */
export const epochMs = z.number();
