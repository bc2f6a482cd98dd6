import type { Language } from '@campus/contract';
import type { SyncRefusal, SyncUpsertBody, SyncUpsertReply } from '@campus/contract/api/admin/sync';
import type { Kysely } from 'kysely';
import type { SyncCaller } from '../../../core/auth/sync-tokens.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import type { DB } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import type { Texts } from '../group-refusal.js';
import { IMPORT_TEXTS } from '../import/cells.js';
import type { ImportKind, ImportScope, ParsedRow } from '../import/kind.js';
import { SYNC_TEXTS } from './texts.js';

/**
 * One sync call's rows of one kind, through the same columns, checks and writes as the kind's
 * spreadsheet import (import/master/): each field parsed by its column, the rows checked together
 * against the school, the accepted ones upserted by natural key. A refused row is reported by its
 * index and field and refuses nothing else; the accepted rows are written in one transaction (all
 * or none, should the database fail). The same call again finds every row unchanged.
 */
export interface RowRefusal {
  index: number;
  field: string | null;
  error: Texts;
}

/**
 * The import scope's caller, for the kinds' checks (which read only the school): a sync client is
 * no person, and its authority is its token's scope, checked before this runs.
 */
function clientAsCaller(caller: SyncCaller): AuthContext {
  return {
    userId: caller.clientId,
    account: '',
    fullname: caller.clientName,
    tenantId: caller.tenantId,
    tokenId: '',
    familyId: '',
    clientId: caller.clientId,
    roleId: 'ALL',
    isSuper: false,
    isTenantAdmin: false,
    kind: 'staff',
    orgId: '',
    roles: [],
  };
}

/** Each row's fields parsed by the kind's columns: the clean rows, and each refused field. */
export function parseRows(kind: ImportKind, rows: SyncUpsertBody['rows']) {
  const keys = new Set(kind.columns.map((c) => c.key));
  const parsed: ParsedRow[] = [];
  const refused: RowRefusal[] = [];
  rows.forEach((input, index) => {
    const before = refused.length;
    for (const field of Object.keys(input))
      if (!keys.has(field)) refused.push({ index, field, error: SYNC_TEXTS.unknownField });
    const values: Record<string, unknown> = {};
    for (const column of kind.columns) {
      const raw = input[column.key];
      const cell = raw === null || raw === undefined ? '' : String(raw).trim();
      values[column.key] = null;
      if (cell === '') {
        if (column.required) refused.push({ index, field: column.key, error: IMPORT_TEXTS.required });
        continue;
      }
      const result = column.parse(cell);
      if ('error' in result) refused.push({ index, field: column.key, error: result.error });
      else values[column.key] = result.value;
    }
    if (refused.length === before) parsed.push({ row: index, values });
  });
  return { parsed, refused };
}

export const sayRefusals = (refused: readonly RowRefusal[], lang: Language): SyncRefusal[] =>
  [...refused]
    .sort((a, b) => a.index - b.index)
    .map((r) => ({ index: r.index, field: r.field, message: r.error[lang] }));

export async function syncUpsert<R>(
  db: Kysely<DB>,
  caller: SyncCaller,
  change: ChangeContext,
  kind: ImportKind<R>,
  rows: SyncUpsertBody['rows'],
  lang: Language,
): Promise<SyncUpsertReply> {
  const { parsed, refused } = parseRows(kind as ImportKind, rows);
  const counts = await db.transaction().execute(async (trx) => {
    const scope: ImportScope = {
      db: trx,
      tenantId: caller.tenantId,
      caller: clientAsCaller(caller),
      now: Date.now(),
      change,
    };
    const checked = parsed.length > 0 ? await kind.check(scope, parsed) : { accepted: [], problems: [] };
    for (const p of checked.problems) refused.push({ index: p.row, field: p.column, error: p.error });
    if (checked.accepted.length === 0) return { added: 0, updated: 0, unchanged: 0 };
    // The master kinds always count what they did; a kind that does not is counted as added.
    const written = await kind.write(trx, scope, checked.accepted, () => undefined);
    return written ?? { added: checked.accepted.length, updated: 0, unchanged: 0 };
  });
  return { ...counts, refused: sayRefusals(refused, lang) };
}
