import type { AttachmentRef } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Attachments: every read is scoped to one tenant (who may read one: access.ts). */
export type Db = Kysely<DB>;

export interface NewAttachment extends AttachmentRef {
  tenantId: string;
  ownerId: string;
  sha256: string;
  content: Buffer;
  createdAt: number;
}

export async function insertAttachment(db: Db, row: NewAttachment): Promise<void> {
  await db.insertInto('attachment').values(row).execute();
}

export interface StoredFile extends AttachmentRef {
  ownerId: string;
  content: Buffer;
}

export async function findFile(db: Db, tenantId: string, id: string): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom('attachment')
    .select(['id', 'name', 'type', 'size', 'ownerId', 'content'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  // pg hands bytea over as a Buffer, better-sqlite3 hands blobs over as a Buffer too.
  return row && { ...row, content: Buffer.from(row.content) };
}

/** The references of the given attachments that exist in the tenant (core/attachments, shared with student affairs). */
export { attachmentRefs } from '../../../core/attachments/holders.js';
