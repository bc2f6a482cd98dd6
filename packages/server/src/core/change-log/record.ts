import type { ChangeAction, ChangeKind } from '@campus/contract/api/affairs/change-log';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { ChangeContext } from './context.js';
import { changedFields, sideJson } from './diff.js';

/**
 * The one way into the change log. A service calls it with the transaction it writes in, so the
 * change and its entry commit together or not at all. It only ever inserts: nothing in the code
 * updates or deletes an entry (change-log.test.ts checks the sources).
 */
export interface Change {
  kind: ChangeKind;
  objectId: string;
  /** What a reader calls the object (a student's name and number, a setting's name). */
  label: string;
  action: ChangeAction;
  /** The object's values before (omit for a creation); only fields that differ are kept. */
  before?: Readonly<Record<string, unknown>>;
  after?: Readonly<Record<string, unknown>>;
}

/** A change's entry as a row, or null when no field changed. */
function entryOf(context: ChangeContext, change: Change) {
  const fields = changedFields(change.before ?? {}, change.after ?? {});
  if (fields.length === 0) return null;
  return {
    id: newId(),
    tenantId: context.tenantId,
    actorId: context.actorId,
    actorName: context.actorName,
    at: Date.now(),
    ip: context.ip,
    client: context.client,
    objectKind: change.kind,
    objectId: change.objectId.slice(0, 64),
    objectLabel: change.label.slice(0, 200),
    action: change.action,
    before: sideJson(fields, 'before'),
    after: sideJson(fields, 'after'),
  };
}

/** Records a change; a write that changed no field records nothing (false). */
export async function recordChange(
  trx: Kysely<DB>,
  context: ChangeContext,
  change: Change,
): Promise<boolean> {
  const entry = entryOf(context, change);
  if (!entry) return false;
  await trx.insertInto('changeLog').values(entry).execute();
  return true;
}

/**
 * Records many changes in order, the same entries recordChange would, a few hundred to a statement
 * (an import of thousands of people: one round trip per row would be most of its time).
 */
export async function recordChanges(
  trx: Kysely<DB>,
  context: ChangeContext,
  changes: readonly Change[],
): Promise<void> {
  const entries = changes.map((change) => entryOf(context, change)).filter((e) => e !== null);
  for (let i = 0; i < entries.length; i += 500)
    await trx
      .insertInto('changeLog')
      .values(entries.slice(i, i + 500))
      .execute();
}
