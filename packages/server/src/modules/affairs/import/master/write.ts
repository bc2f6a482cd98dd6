import type { Kysely } from 'kysely';
import type { MasterWrite, Outcome } from '../../../../core/master-data/index.js';
import type { DB } from '../../../../db/schema.js';
import type { ImportCounts, ImportKind, ImportScope } from '../kind.js';
import { requireSchoolAdmin } from './texts.js';

/**
 * Writes a master-data file's rows in order (a row may name one written before it: a college
 * before its majors), each through the master-data service in the import's transaction, counting
 * what each did for the history.
 */
export async function writeEach<R>(
  trx: Kysely<DB>,
  scope: ImportScope,
  rows: readonly R[],
  progress: (done: number) => void,
  write: (w: MasterWrite, row: R) => Promise<Outcome>,
): Promise<ImportCounts> {
  const w: MasterWrite = { trx, tenantId: scope.tenantId, change: scope.change, now: scope.now };
  const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0 };
  let done = 0;
  for (const row of rows) {
    counts[await write(w, row)] += 1;
    done += 1;
    if (done % 200 === 0) progress(done);
  }
  progress(done);
  return counts;
}

/** A master-data kind: the school administrator's, each accepted row upserted in order. */
export function masterKind<R>(
  kind: Pick<ImportKind<R>, 'key' | 'columns' | 'maxRows' | 'check'>,
  upsert: (w: MasterWrite, row: R) => Promise<Outcome>,
): ImportKind<R> {
  return {
    ...kind,
    authorize: requireSchoolAdmin,
    write: (trx, scope, rows, progress) => writeEach(trx, scope, rows, progress, upsert),
  };
}

/**
 * A master-data kind whose writer takes the rows together (students: tens of thousands in a file),
 * in order, reporting rows written as it goes and what it did to each.
 */
export function masterBatchKind<R>(
  kind: Pick<ImportKind<R>, 'key' | 'columns' | 'maxRows' | 'check'>,
  upsertAll: (w: MasterWrite, rows: readonly R[], progress: (done: number) => void) => Promise<Outcome[]>,
): ImportKind<R> {
  return {
    ...kind,
    authorize: requireSchoolAdmin,
    async write(trx, scope, rows, progress) {
      const w: MasterWrite = { trx, tenantId: scope.tenantId, change: scope.change, now: scope.now };
      const counts: ImportCounts = { added: 0, updated: 0, unchanged: 0 };
      for (const outcome of await upsertAll(w, rows, progress)) counts[outcome] += 1;
      progress(rows.length);
      return counts;
    },
  };
}
