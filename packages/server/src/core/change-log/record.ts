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

/**
 * Records a change; a write that changed no field records nothing (false). Given many changes (an
 * import of thousands of people, where a round trip per row would be most of its time) it records
 * each as it would alone, in order, a few hundred to a statement (true if any was recorded).
 */
export async function recordChange(
  trx: Kysely<DB>,
  context: ChangeContext,
  change: Change | readonly Change[],
): Promise<boolean> {
  const entries = (Array.isArray(change) ? change : [change as Change])
    .map((c) => entryOf(context, c))
    .filter((e) => e !== null);
  for (let i = 0; i < entries.length; i += 500)
    await trx
      .insertInto('changeLog')
      .values(entries.slice(i, i + 500))
      .execute();
  return entries.length > 0;
}
