import { resolveGroup } from '@campus/contract';
import zgdw from '@campus/contract/affairs/zgdw';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';

/** The zgdw group's descriptor and who is who in it. */
export const ZGDW = resolveGroup(zgdw);

const has = (caller: AuthContext, roles: readonly string[]) => caller.roles.some((r) => roles.includes(r));

export const isCounsellor = (caller: AuthContext) => has(caller, ['counsellor']);
/** A college's student-affairs staff: read the talk records of their college's students. */
export const isCollegeStaff = (caller: AuthContext) => has(caller, ['college_staff']);
/** College staff, the office and tenant admins read the team's profiles and logs of their charge. */
export const isSupervisor = (caller: AuthContext) =>
  caller.isTenantAdmin || has(caller, ['college_staff', 'office_staff']);
/** The office reviews training records (the group's managers). */
export const isManager = (caller: AuthContext) => caller.isTenantAdmin || has(caller, ZGDW.manage);
/** Staff who keep training and achievement records (the group's review audience). */
export const isTeamMember = (caller: AuthContext) =>
  caller.kind === 'staff' && has(caller, ZGDW.audience?.review ?? []);

/**
 * The student-affairs office's leadership: office staff who head an office (the `head` duty on an
 * org of type office). The only readers of every counsellor's talk records.
 */
export async function isOfficeLeader(db: Kysely<DB>, caller: AuthContext): Promise<boolean> {
  if (!has(caller, ['office_staff'])) return false;
  const row = await db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .select('d.userId')
    .where('d.tenantId', '=', caller.tenantId)
    .where('d.userId', '=', caller.userId)
    .where('d.duty', '=', 'head')
    .where('o.type', '=', 'office')
    .executeTakeFirst();
  return !!row;
}
