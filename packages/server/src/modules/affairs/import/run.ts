import { HttpState, ModuleState, type ImportState, type ImportStatus, type Language } from '@campus/contract';
import { groupRefusal, say } from '../group-refusal.js';
import { IMPORT_TEXTS } from './cells.js';
import type { ImportKind, ImportScope } from './kind.js';
import { rowWhere } from '../row-where.js';

/**
 * Confirming a staged import: the rows are written by the kind in one transaction, after the
 * reply (the screen polls the status); rows written so far are counted in this process while the
 * transaction runs (nothing is visible to others until it commits), and the import's row says
 * running, done or failed. A failure rolls everything back and keeps the reason.
 */
const progress = new Map<string, number>();
/** Imports still writing in this process (tests and shutdown wait for them). */
const running = new Map<string, Promise<void>>();

async function importRow(scope: ImportScope, kind: ImportKind, id: string) {
  return rowWhere(scope.db, 'affairImport', {
    tenantId: scope.tenantId,
    userId: scope.caller.userId,
    kind: kind.key,
    id,
  });
}

const notFound = () => groupRefusal(ModuleState.RESOURCE_NOT_FOUND, IMPORT_TEXTS.notFound, 'id');

export async function importStatus(
  scope: ImportScope,
  kind: ImportKind,
  id: string,
  lang: Language,
): Promise<ImportStatus> {
  kind.authorize(scope.caller);
  const row = await importRow(scope, kind, id);
  if (!row) throw notFound();
  const state = row.state as ImportState;
  return {
    id,
    state,
    total: row.total,
    done: state === 'running' ? (progress.get(id) ?? 0) : row.done,
    message: row.message === null ? null : say(IMPORT_TEXTS.failed, { reason: row.message })[lang],
  };
}

async function write<R>(scope: ImportScope, kind: ImportKind<R>, id: string, rows: R[]) {
  progress.set(id, 0);
  try {
    const counts = await scope.db
      .transaction()
      .execute((trx) => kind.write(trx, scope, rows, (done) => progress.set(id, done)));
    await scope.db
      .updateTable('affairImport')
      .set({ state: 'done', done: rows.length, rows: '[]', updatedAt: Date.now(), ...(counts ?? {}) })
      .where('id', '=', id)
      .execute();
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 300) : String(error);
    await scope.db
      .updateTable('affairImport')
      .set({ state: 'failed', done: 0, rows: '[]', message: reason, updatedAt: Date.now() })
      .where('id', '=', id)
      .execute()
      .catch(() => undefined);
  } finally {
    progress.delete(id);
  }
}

/** Starts writing a staged import with no errors; a second confirmation only reports its status. */
export async function confirmImport<R>(
  scope: ImportScope,
  kind: ImportKind<R>,
  id: string,
  lang: Language,
): Promise<ImportStatus> {
  kind.authorize(scope.caller);
  const row = await importRow(scope, kind as ImportKind, id);
  if (!row) throw notFound();
  if (row.errorCount > 0)
    throw groupRefusal(HttpState.BAD_REQUEST, say(IMPORT_TEXTS.hasErrors, { count: row.errorCount }), 'id');
  if (row.state !== 'staged') return importStatus(scope, kind as ImportKind, id, lang);
  const taken = await scope.db
    .updateTable('affairImport')
    .set({ state: 'running', updatedAt: scope.now })
    .where('id', '=', id)
    .where('state', '=', 'staged')
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return importStatus(scope, kind as ImportKind, id, lang);
  const rows = JSON.parse(row.rows) as R[];
  const job = write(scope, kind, id, rows);
  running.set(id, job);
  void job.finally(() => running.delete(id));
  return { id, state: 'running', total: row.total, done: 0, message: null };
}

/** Waits for every import this process is writing (tests; a clean shutdown). */
export async function importsSettled(): Promise<void> {
  await Promise.all(running.values());
}
