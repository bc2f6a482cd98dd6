import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { AuthContext } from '../http/auth.js';

/**
 * Who manages a request: may suspend and recover it, and unlock a task of it someone else locked
 * (docs/BPMN.md "Lock and suspension"). The tenant's administrators always; and those the module
 * that owns the process admits besides (one grant per process key, as readers.ts `grantReaders`
 * admits readers). Its starter and its approvers, as such, do not: suspending stops the request
 * for everyone, a decision for whoever administers the process.
 */
export type ManageGrant = (
  db: Kysely<DB>,
  caller: AuthContext,
  request: { id: string; starterId: string; status: string },
) => Promise<boolean>;

const grants = new Map<string, ManageGrant>();

/** Lets a module admit the managers of a process key's requests (one grant per key). */
export function grantManagers(processKey: string, grant: ManageGrant): void {
  grants.set(processKey, grant);
}

export async function mayManageRequest(
  db: Kysely<DB>,
  caller: AuthContext,
  request: { id: string; defKey: string; starterId: string; status: string },
): Promise<boolean> {
  if (caller.isTenantAdmin) return true;
  const grant = grants.get(request.defKey);
  return grant ? grant(db, caller, request) : false;
}
