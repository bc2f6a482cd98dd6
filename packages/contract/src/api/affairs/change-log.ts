import { z } from 'zod';
import { pageQuery } from '../../list.js';
import { fileBytes } from '../endpoint.js';
import { endpointsOf } from '../endpoints-of.js';
import { recordId } from '../inputs.js';
import { listReplyOf } from '../list-reply.js';

/**
 * The change log (issue 28): who changed which school object, when, from where, and each changed
 * field before and after. Read by the school's administrator and the student-affairs office
 * (relation `changeLogReader`), a page at a time or as a spreadsheet with the same filters.
 * Append-only: there is deliberately no endpoint that edits or removes an entry.
 */

/** The student-affairs records whose changes are recorded. */
const AFFAIRS_KINDS = ['setting', 'batch', 'quota', 'bill', 'payment', 'sanction', 'score'] as const;
/** The school's master data (people and who holds which role). */
const MASTER_KINDS = ['student', 'staff', 'org', 'role', 'dorm', 'syncClient'] as const;
/** The workflow's requests an administrator stops, lets go on, or frees a locked task of; a process's published versions. */
const WORKFLOW_KINDS = ['request', 'process'] as const;
/** The kinds of object whose changes are recorded (a new kind is one word above). */
export const CHANGE_KINDS = [...AFFAIRS_KINDS, ...MASTER_KINDS, ...WORKFLOW_KINDS] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** What any record undergoes, and the steps particular to some (a payment, a lifted sanction). */
const EDITS = ['create', 'update', 'delete'] as const;
const STEPS = ['close', 'pay', 'defer', 'lift', 'revoke', 'approve', 'suspend', 'recover', 'unlock'] as const;
export const CHANGE_ACTIONS = [...EDITS, ...STEPS] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

/** The largest page the log answers. */
export const CHANGE_PAGE_MAX = 100;

/** One changed field: its name and its values before and after (null: absent). */
export const changedField = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type ChangedField = z.infer<typeof changedField>;

export const changeRow = z.object({
  id: z.string(),
  at: z.number(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  ip: z.string(),
  client: z.string(),
  kind: z.enum(CHANGE_KINDS),
  objectId: z.string(),
  objectLabel: z.string(),
  action: z.enum(CHANGE_ACTIONS),
  fields: z.array(changedField),
});
export type ChangeRow = z.infer<typeof changeRow>;

const epochInput = z.coerce
  .number('validation.number')
  .int('validation.integer')
  .min(0, 'validation.min')
  .max(9_999_999_999_999, 'validation.max');

/** The filters, shared by the page and the export. */
export const changeFilter = z.object({
  kind: z.enum(CHANGE_KINDS, 'validation.oneOf').optional(),
  objectId: z.string().trim().max(64, 'validation.maxLength').optional(),
  actorId: recordId.optional(),
  /** From this moment (epoch ms, inclusive). */
  from: epochInput.optional(),
  /** Up to this moment (epoch ms, inclusive). */
  to: epochInput.optional(),
  /** Over the object's label and the actor's name. */
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
});
export type ChangeFilter = z.output<typeof changeFilter>;

export const changePageQuery = changeFilter.extend(pageQuery(CHANGE_PAGE_MAX).shape);
export type ChangePageQuery = z.input<typeof changePageQuery>;

/**
 * A page of entries and what their coded values name, so a reader sees people and units rather
 * than ids: looked up once per page, in the caller's school only (an id of another school, or one
 * no longer there, is absent and shown as stored).
 */
export const changePageReply = listReplyOf(changeRow).extend({
  /** An org's or a person's id found in the page's fields (orgId, parentId…) -> its name. */
  names: z.record(z.string(), z.string()),
  /** A role code found in the page's fields (role, roles) -> the role's name in the reader's language. */
  roleNames: z.record(z.string(), z.string()),
});
export type ChangePageReply = z.infer<typeof changePageReply>;

const business = endpointsOf({ service: 'business', access: { relation: 'changeLogReader' } });

export const changeLogEndpoints = {
  /** One page, newest first, with the names its ids and role codes stand for. */
  query: business.get('/affairs/changes/query', { query: changePageQuery, reply: changePageReply }),
  /** The filtered entries as a spreadsheet (newest first, at most CHANGE_EXPORT_MAX rows). */
  export: business.get('/affairs/changes/export', { query: changeFilter, reply: fileBytes }),
};

/** The most rows one export writes. */
export const CHANGE_EXPORT_MAX = 10_000;
