import { MASTER_IMPORT_KINDS, type ImportHistoryRow } from '@campus/contract/api/admin/imports';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';

/**
 * The school's master-data imports, newest first: who uploaded which file when, and what it did
 * (rows added, updated, unchanged, refused). Another school's imports are never in it.
 */
export async function importHistory(
  db: Kysely<DB>,
  tenantId: string,
  page: { pageNo: number; limit: number },
): Promise<{ rows: ImportHistoryRow[]; total: number }> {
  const base = db
    .selectFrom('affairImport as i')
    .where('i.tenantId', '=', tenantId)
    .where('i.kind', 'in', [...MASTER_IMPORT_KINDS]);
  const [rows, count] = await Promise.all([
    base
      .innerJoin('appUser as u', 'u.id', 'i.userId')
      .select([
        'i.id',
        'i.kind',
        'i.fileName',
        'u.fullname as userName',
        'i.createdAt',
        'i.state',
        'i.total',
        'i.added',
        'i.updated',
        'i.unchanged',
        'i.errorCount as refused',
      ])
      .orderBy('i.createdAt', 'desc')
      .orderBy('i.id', 'desc')
      .limit(page.limit)
      .offset((page.pageNo - 1) * page.limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      state: r.state as ImportHistoryRow['state'],
      createdAt: Number(r.createdAt),
    })),
    total: Number(count.n),
  };
}
