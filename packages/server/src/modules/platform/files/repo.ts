import { HttpState, type AttachmentRef, type ListQuery, type ListReply } from '@campus/contract';
import type { AttachmentRow } from '@campus/contract/api/platform/files';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { textFilters } from '../../../http/text-filters.js';

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

const ownList = listSpec({
  filters: textFilters({ fileName: 'name', FILE_NAME_: 'name', type: 'type' }),
  sorts: { createTime: 'createdAt', fileName: 'name', totalBytes: 'size' },
  defaultSort: { column: 'createdAt', order: 'DESC' },
});

/** The extension of a stored name: after its last dot, lower case ('' when none). */
const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** A page of the files one person uploaded in the tenant (the bytes are not read). */
export async function ownFiles(
  db: Db,
  tenantId: string,
  ownerId: string,
  query: ListQuery,
): Promise<ListReply<AttachmentRow>> {
  // `Q^EXT_^S` is the platform's; ours keeps no extension column, so it filters the name's end.
  const ext = query.parameters.find((p) => p.key === 'Q^EXT_^S' || p.key === 'Q^ext^S');
  const rest = { ...query, parameters: query.parameters.filter((p) => p !== ext) };
  let base = db.selectFrom('attachment').where('tenantId', '=', tenantId).where('ownerId', '=', ownerId);
  if (ext && ext.value !== '') {
    // Letters and digits only, so the value is a plain LIKE pattern on either database.
    const wanted = ext.value.replace(/^\./, '').toLowerCase();
    if (!/^[a-z0-9]{1,20}$/.test(wanted)) {
      throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key: ext.key } });
    }
    base = base.where(sql<string>`lower(name)`, 'like', `%.${wanted}`);
  }
  const page = await runList(
    base,
    (qb) => qb.select(['id', 'name', 'size', 'type', 'createdAt']),
    rest,
    ownList,
  );
  return {
    ...page,
    dataResult: page.dataResult.map((row) => ({
      id: row.id,
      fileName: row.name,
      ext: extensionOf(row.name),
      totalBytes: row.size,
      type: row.type,
      createTime: row.createdAt,
    })),
  };
}
