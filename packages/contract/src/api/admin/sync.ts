import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { recordId } from '../inputs.js';
import { MASTER_IMPORT_KINDS, type MasterImportKind } from './imports.js';

/**
 * The sync API for a school's data centre (issue 28). The school's administrator makes sync
 * clients (relation `admin.sync`); a client gets a short-lived token with the OAuth2
 * client-credentials grant (`/oauth2/v3/authentication/apply`, `grant_type=client_credentials`)
 * and pushes master data with it: per kind, an upsert of up to SYNC_ROWS_MAX rows named by the
 * import kinds' column keys, and for people a deactivation that keeps every record. The sync
 * endpoints take only a sync token (checked by the server's sync module, not the sign-in hook),
 * and a sync token opens nothing else.
 */

/** The relation of the client endpoints: the school's administrators only. */
export const SYNC_ADMIN = 'admin.sync';

/** The one scope a sync client has, and its token says. */
export const SYNC_SCOPE = 'sync';

/** The most rows (or keys) one call takes. */
export const SYNC_ROWS_MAX = 1000;

/** The kinds the sync API pushes: the same as the spreadsheet imports. */
export const SYNC_KINDS = MASTER_IMPORT_KINDS;
export type SyncKind = MasterImportKind;

/** The kinds whose records may be deactivated (a student withdrawn, a staff member left). */
export const SYNC_DEACTIVATABLE = ['students', 'staff'] as const;
export type SyncDeactivatable = (typeof SYNC_DEACTIVATABLE)[number];

const REQUIRED = 'validation.required';

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  label: { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'ja-JP': jaJP },
});

export const syncClientRow = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.string(),
  createdAt: z.number(),
  createdByName: z.string(),
  revokedAt: z.number().nullable(),
});
export type SyncClientRow = z.infer<typeof syncClientRow>;

/** A new client with its secret: the only time the secret is shown. */
export const createdSyncClient = syncClientRow.extend({ secret: z.string() });
export type CreatedSyncClient = z.infer<typeof createdSyncClient>;

const nameLabel = label('名称', '名稱', 'Name', '名称');
/** Text that must say something (the catalogue's messages). */
const filled = z.string(REQUIRED).trim().min(1, REQUIRED);
const clientName = filled.max(100, 'validation.maxLength').meta(nameLabel);

/** A row's cell as the data centre sends it: text or a number (a year), empty or null for none. */
const cell = z.union([z.string().max(200, 'validation.maxLength'), z.number(), z.null()]);

/** A call's rows or keys: at least one, at most SYNC_ROWS_MAX (a 400 naming the field beyond). */
const batchOf = <T extends z.ZodType>(item: T, name: ReturnType<typeof label>) =>
  z.array(item, 'validation.type').min(1, REQUIRED).max(SYNC_ROWS_MAX, 'validation.maxRows').meta(name);

export const syncUpsertBody = z.object({
  rows: batchOf(z.record(z.string().max(40, 'validation.maxLength'), cell), label('行', '行', 'Rows', '行')),
});
export type SyncUpsertBody = z.infer<typeof syncUpsertBody>;

export const syncDeactivateBody = z.object({
  keys: batchOf(filled.max(40, 'validation.maxLength'), label('编号', '編號', 'Keys', 'キー')),
});
export type SyncDeactivateBody = z.infer<typeof syncDeactivateBody>;

/** A refused row (or key): its index in the call, the field at fault (null: the row as a whole). */
export const syncRefusal = z.object({ index: z.number(), field: z.string().nullable(), message: z.string() });
export type SyncRefusal = z.infer<typeof syncRefusal>;

const count = z.number();
const refused = z.array(syncRefusal);
export const syncUpsertReply = z.object({ added: count, updated: count, unchanged: count, refused });
export type SyncUpsertReply = z.infer<typeof syncUpsertReply>;

export const syncDeactivateReply = z.object({ deactivated: count, unchanged: count, refused });
export type SyncDeactivateReply = z.infer<typeof syncDeactivateReply>;

const admin = endpointsOf({ service: 'business', access: { relation: SYNC_ADMIN } });
// Public to the sign-in hook: the sync module checks the sync token itself (and only a sync token).
const sync = endpointsOf({ service: 'business', access: 'public' });

export const syncClientEndpoints = {
  list: admin.get('/affairs/admin/sync/clients', {
    reply: z.object({ rows: z.array(syncClientRow) }),
  }),
  create: admin.post('/affairs/admin/sync/clients', {
    body: z.object({ name: clientName }),
    reply: createdSyncClient,
    idempotent: true,
  }),
  revoke: admin.post('/affairs/admin/sync/clients/revoke', {
    body: z.object({ id: recordId.meta(label('客户端', '用戶端', 'Client', 'クライアント')) }),
    reply: syncClientRow,
  }),
};

const upsertOf = (kind: SyncKind) =>
  sync.post(`/affairs/sync/${kind}/upsert`, {
    body: syncUpsertBody,
    reply: syncUpsertReply,
    summary: `Sync: add or update ${kind} by natural key (a sync client's bearer token)`,
  });
const deactivateOf = (kind: SyncDeactivatable) =>
  sync.post(`/affairs/sync/${kind}/deactivate`, {
    body: syncDeactivateBody,
    reply: syncDeactivateReply,
    summary: `Sync: mark ${kind} as gone, keeping every record (a sync client's bearer token)`,
  });

export const syncEndpoints = {
  upsert: {
    orgs: upsertOf('orgs'),
    majors: upsertOf('majors'),
    classes: upsertOf('classes'),
    staff: upsertOf('staff'),
    students: upsertOf('students'),
    assignments: upsertOf('assignments'),
    beds: upsertOf('beds'),
  } satisfies Record<SyncKind, unknown>,
  deactivate: {
    students: deactivateOf('students'),
    staff: deactivateOf('staff'),
  } satisfies Record<SyncDeactivatable, unknown>,
};
