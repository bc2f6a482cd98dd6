import { z } from 'zod';
import { pageQuery } from '../../list.js';
import { importEndpoints, type ImportEndpoints } from '../affairs/imports.js';
import { endpointsOf } from '../endpoints-of.js';

/**
 * The school's master data from spreadsheets (issue 28), for its administrator: one import kind
 * per kind of record, each at `/affairs/admin/imports/<kind>` under the business service (upload =
 * preview, confirm, status, template), and the history of every import of the school.
 * Rows refer to each other by natural key (a class by its code, a person by their number), so a
 * school imports them in this order.
 */
export const MASTER_IMPORT_KINDS = [
  'orgs',
  'majors',
  'classes',
  'staff',
  'students',
  'assignments',
  'beds',
] as const;
export type MasterImportKind = (typeof MASTER_IMPORT_KINDS)[number];

export const masterImportPath = (kind: MasterImportKind) => `/affairs/admin/imports/${kind}` as const;

/** The endpoints of one kind (the same objects on every call). */
export const masterImportEndpoints = (kind: MasterImportKind): ImportEndpoints =>
  importEndpoints('business', masterImportPath(kind));

/** One import in the school's history. */
export const importHistoryRow = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  /** Who uploaded it, and when. */
  userName: z.string(),
  createdAt: z.number(),
  state: z.enum(['staged', 'running', 'done', 'failed']),
  total: z.number(),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Rows refused (the file was not written). */
  refused: z.number(),
});
export type ImportHistoryRow = z.infer<typeof importHistoryRow>;

export const IMPORT_HISTORY_PAGE_MAX = 100;

export const importHistoryQuery = pageQuery(IMPORT_HISTORY_PAGE_MAX);

export const importHistoryReply = z.object({ rows: z.array(importHistoryRow), total: z.number() });

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const adminImportEndpoints = {
  /** Newest first, a page at a time: who imported what, and what it did. */
  history: business.get('/affairs/admin/imports/history', {
    query: importHistoryQuery,
    reply: importHistoryReply,
  }),
};
