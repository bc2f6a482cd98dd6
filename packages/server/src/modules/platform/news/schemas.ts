import { z } from 'zod';
import { attachmentId, rowId } from '../shared/schemas.js';

/** Input of the announcement routes (IBPS-API.md §3 field names). Messages are catalogue keys. */

/** Epoch milliseconds as a number or a digit string; empty means none. */
const epochMs = z
  .union([
    z.number().int('validation.integer').min(0, 'validation.min'),
    z
      .string()
      .regex(/^\d{1,16}$/, 'validation.format')
      .transform(Number),
    z.literal('').transform(() => null),
  ])
  .nullable()
  .optional();

/**
 * A save. The author (userId, userName) comes from the token and publicDate from the moment of
 * first publishing, so those fields are ignored if sent; attachments are re-read from the
 * database by id, so only `id` of each counts.
 */
export const newsSave = z.object({
  id: rowId.optional(),
  title: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.maxLength'),
  content: z.string().max(500_000, 'validation.maxLength').default(''),
  publicItem: z.enum(['important', 'notices'], 'validation.oneOf').default('notices'),
  status: z.enum(['publish', 'drafts'], 'validation.oneOf').default('drafts'),
  loseDate: epochMs,
  isPublic: z.enum(['Y', 'N'], 'validation.oneOf').default('Y'),
  depId: rowId.nullable().optional(),
  fileAttach: z
    .array(z.object({ id: attachmentId }))
    .max(20, 'validation.maxCount')
    .default([]),
  picture: z
    .union([attachmentId, z.literal('')])
    .nullable()
    .optional(),
  typeId: z.string().max(32, 'validation.maxLength').nullable().optional(),
});
export type NewsSave = z.infer<typeof newsSave>;

export const newsIdQuery = z.object({ newsId: rowId });
