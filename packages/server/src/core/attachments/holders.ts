import type { AttachmentRef } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { AttachmentHolderType, DB } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';

/**
 * Which objects hold an attachment (migration 0051): reading a file follows the object that holds
 * it (docs/API.md, Files). A request's form values hold their files (`instance`), an announcement
 * its attachments, cover and inline images (`news`); a person's photo is found by their
 * `photo_id`. Links are only added: a file once part of a request stays readable to its readers
 * (a withdrawal restores earlier values). Whoever writes files into an object links them here, and
 * admits only files the writer uploaded or the object already held (`mayAttach`), so naming a
 * stranger's id in one's own form or announcement never lends one the file.
 */
export interface Holder {
  type: AttachmentHolderType;
  id: string;
}

const isRef = (value: object): value is { id: string } => {
  const ref = value as { id?: unknown; size?: unknown; type?: unknown };
  return typeof ref.id === 'string' && typeof ref.size === 'number' && typeof ref.type === 'string';
};

/** The attachment ids in form values: every `{id, name, size, type}` reference, however deep. */
export function attachmentIdsIn(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) attachmentIdsIn(item, into);
  else if (value && typeof value === 'object') {
    if (isRef(value)) into.add(value.id);
    else for (const item of Object.values(value)) attachmentIdsIn(item, into);
  }
  return into;
}

export async function holdAttachments(db: Kysely<DB>, holder: Holder, ids: Iterable<string>): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await db
    .insertInto('attachmentHolder')
    .values(unique.map((attachmentId) => ({ attachmentId, holderType: holder.type, holderId: holder.id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export function holdersOf(db: Kysely<DB>, attachmentId: string): Promise<Holder[]> {
  return db
    .selectFrom('attachmentHolder')
    .select(['holderType as type', 'holderId as id'])
    .where('attachmentId', '=', attachmentId)
    .execute();
}

/**
 * Of the given attachment ids, those the writer may put into an object: their own uploads of the
 * tenant, and files the object already holds (`held`: the ids in its current values). Ids not
 * returned are unknown, of another tenant, or someone else's.
 */
export async function mayAttach(
  db: Kysely<DB>,
  tenantId: string,
  writerId: string,
  ids: Iterable<string>,
  held: ReadonlySet<string>,
): Promise<Set<string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom('attachment')
    .select(['id', 'ownerId'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', unique)
    .execute();
  return new Set(rows.filter((row) => row.ownerId === writerId || held.has(row.id)).map((row) => row.id));
}

/** The references of the given attachments that exist in the tenant (others drop out): names and sizes as stored. */
export function attachmentRefs(
  db: Kysely<DB>,
  tenantId: string,
  ids: readonly string[],
): Promise<AttachmentRef[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('attachment')
    .select(['id', 'name', 'size', 'type'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/**
 * Who may read the files a kind of object holds, for objects the platform does not know itself (an
 * onboarding question's pictures, a dormitory inspection's photos): the module that keeps the object registers its rule once, and
 * the file rule (modules/platform/files/access.ts) asks it, so reading follows the object there too.
 */
export type HolderRule = (db: Kysely<DB>, auth: AuthContext, holderId: string) => Promise<boolean>;

const holderRules = new Map<AttachmentHolderType, HolderRule>();

export function registerHolderRule(type: AttachmentHolderType, rule: HolderRule): void {
  holderRules.set(type, rule);
}

export const holderRuleOf = (type: AttachmentHolderType): HolderRule | undefined => holderRules.get(type);
