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

/**
 * Who may read what an object of a module's own holds: the module that keeps such objects says
 * it once (a dormitory inspection: whoever may read that score), and the files' access rule asks
 * it for every file the object holds (one reader per holder type).
 */
export type HolderReader = (db: Kysely<DB>, caller: AuthContext, holderId: string) => Promise<boolean>;

const readers = new Map<AttachmentHolderType, HolderReader>();

export function registerHolderReader(type: AttachmentHolderType, reader: HolderReader): void {
  readers.set(type, reader);
}

export function holderReader(type: AttachmentHolderType): HolderReader | undefined {
  return readers.get(type);
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
