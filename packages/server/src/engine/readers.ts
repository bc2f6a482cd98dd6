import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuthContext } from '../http/auth.js';
import { canRead } from './queries.js';

/**
 * Who may read a request: the workflow's own readers (queries.ts canRead: its starter, whoever
 * holds, held or shares one of its tasks, proxies and delegates, copy-to recipients), and those
 * the module that owns the process admits besides (a student-affairs module: the reviewing staff
 * in charge of the student). Whatever a request holds follows it: its attachments
 * (platform files) are readable exactly by these.
 */
export type ReadGrant = (
  db: Kysely<DB>,
  caller: AuthContext,
  request: { id: string; starterId: string; status: string },
) => Promise<boolean>;

const grants = new Map<string, ReadGrant>();

/** Lets a module admit more readers to the requests of a process key (one grant per key). */
export function grantReaders(processKey: string, grant: ReadGrant): void {
  grants.set(processKey, grant);
}

export async function mayReadRequest(
  db: Kysely<DB>,
  caller: AuthContext,
  instanceId: string,
): Promise<boolean> {
  if (await canRead(db, caller.tenantId, instanceId, caller.userId, Date.now())) return true;
  const request = await db
    .selectFrom('bpmInstance')
    .select(['id', 'defKey', 'starterId', 'status'])
    .where('tenantId', '=', caller.tenantId)
    .where('id', '=', instanceId)
    .executeTakeFirst();
  const grant = request && grants.get(request.defKey);
  return grant ? grant(db, caller, request) : false;
}
