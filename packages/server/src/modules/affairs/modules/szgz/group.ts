import { resolveGroup } from '@campus/contract';
import szgz from '@campus/contract/affairs/szgz';
import type { AuthContext } from '../../../../http/auth.js';

/** The szgz group's descriptor, for its own API. */
export const SZGZ = resolveGroup(szgz);

const has = (caller: AuthContext, roles: readonly string[]) =>
  caller.isTenantAdmin || caller.roles.some((r) => roles.includes(r));

/** Counsellors, college staff and the office (the group's review audience) and tenant admins. */
export const isStaff = (caller: AuthContext) => has(caller, SZGZ.audience?.review ?? []);
/** Who opens assessment rounds: the group's managers. */
export const isManager = (caller: AuthContext) => has(caller, SZGZ.manage);
