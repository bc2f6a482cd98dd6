import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { ChangeKind } from '@campus/contract/api/affairs/change-log';
import type { ChangeContext } from '../change-log/context.js';
import { recordChange, type Change } from '../change-log/record.js';

/**
 * Where a master-data write happens: the caller's transaction (an import's, the seed's, a sync
 * batch's), the school, who is changing it (for the change log) and the time written on new rows.
 */
export interface MasterWrite {
  trx: Kysely<DB>;
  tenantId: string;
  /**
   * Who is changing it. Null only for the demo seed (db/seed/master-write.ts): building the demo
   * school is nobody's change, and its thousands of rows would bury the log's real entries.
   */
  change: ChangeContext | null;
  now: number;
}

/** Records the write's change(s) in the change log, unless the write is not logged (`change` null). */
export async function logChange(w: MasterWrite, change: Change | readonly Change[]): Promise<void> {
  if (w.change) await recordChange(w.trx, w.change, change);
}

/** What an upsert did to its row: the counts an import reports. */
export type Outcome = 'added' | 'updated' | 'unchanged';

/** Only the fields whose value differs, for an update and its change-log entry. */
export function differing<T extends Record<string, unknown>>(before: T, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[])
    if ((before[key] ?? null) !== (after[key] ?? null)) out[key] = after[key];
  return out;
}

/** The same keys of `before` as `changed` has, for the entry's "before" side. */
export function pick<T extends Record<string, unknown>>(before: T, changed: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.keys(changed).map((k) => [k, before[k]])) as Partial<T>;
}

/**
 * An existing row brought to the wanted values: `apply` writes only the fields that differ, and
 * the change log records them before and after. False when nothing differed (nothing written).
 */
export async function updateDiffering<T extends Record<string, unknown>>(
  w: MasterWrite,
  change: { kind: ChangeKind; objectId: string; label: string },
  before: T,
  wanted: T,
  apply: (changed: Partial<T>) => Promise<unknown>,
): Promise<boolean> {
  const changed = differing(before, wanted);
  if (Object.keys(changed).length === 0) return false;
  await apply(changed);
  await logChange(w, {
    ...change,
    action: 'update',
    before: pick(before, changed),
    after: changed,
  });
  return true;
}
