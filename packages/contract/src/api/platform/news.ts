import { z } from 'zod';
import { removedReply } from '../removed-reply.js';
import { endpointsOf } from '../endpoints-of.js';
import { attachmentId, attachmentRef, rowId, rowIdList } from '../ids.js';

/** Announcements (IBPS-API.md §3): query, get, save (publishing is a save with status 'publish'), remove. */

/** The three lists: published (important ones pinned), the caller's drafts, expired ones. */
export const NEWS_VIEWS = ['publish', 'drafts', 'expired'] as const;
export type NewsView = (typeof NEWS_VIEWS)[number];
export type PublicItem = 'important' | 'notices';

/** The list body parameter that picks the view (the platform's status filter). */
export const NEWS_VIEW_PARAMETER = 'Q^status^S';

const newsRow = z.object({
  id: z.string(),
  title: z.string(),
  publicItem: z.enum(['important', 'notices']),
  userId: z.string(),
  userName: z.string(),
  depId: z.string().nullable(),
  depName: z.string().nullable(),
  /** When it was first published; null for a draft never published. */
  publicDate: z.number().nullable(),
  /** When it expires; null for never. */
  loseDate: z.number().nullable(),
  /** 'N' keeps it to staff. */
  isPublic: z.enum(['Y', 'N']),
  status: z.enum(NEWS_VIEWS),
  /** The cover picture's attachment id. */
  picture: z.string().nullable(),
  typeId: z.string().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
  readCount: z.number(),
  isRead: z.enum(['Y', 'N']),
});
export type NewsRow = z.infer<typeof newsRow>;

const news = newsRow.omit({ isRead: true }).extend({
  /** Rich text, sanitised by the server (and again by the client before showing it). */
  content: z.string(),
  fileAttach: z.array(attachmentRef),
});
export type News = z.infer<typeof news>;

/** Epoch milliseconds as a number or a digit string; empty means none. */
const epochMsInput = z
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
const newsSave = z.object({
  id: rowId.optional(),
  title: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.maxLength'),
  content: z.string().max(500_000, 'validation.maxLength').default(''),
  publicItem: z.enum(['important', 'notices'], 'validation.oneOf').default('notices'),
  status: z.enum(['publish', 'drafts'], 'validation.oneOf').default('drafts'),
  loseDate: epochMsInput,
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
export type NewsSaveInput = z.input<typeof newsSave>;
export type NewsSave = z.output<typeof newsSave>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const newsEndpoints = {
  /** One page of a view; variables.mayPublish says whether to offer "make an announcement". */
  query: platform.list('/system/news/query', newsRow, { variables: z.object({ mayPublish: z.boolean() }) }),
  /** The announcement with its content and attachments; reading it counts the reader. */
  get: platform.get('/system/news/get', { query: z.object({ newsId: rowId }), reply: news }),
  save: platform.post('/system/news/save', { body: newsSave, reply: news, idempotent: true }),
  remove: platform.post('/system/news/remove', {
    query: z.object({ newsIds: rowIdList }),
    reply: removedReply,
  }),
};
