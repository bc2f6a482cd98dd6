import type { Duty } from '../../db/tables/core.js';
import { recordChange } from '../change-log/record.js';
import type { MasterWrite, Outcome } from './context.js';

/**
 * Who does what: a duty for an org (the counsellor of a class, the student-affairs staff of a
 * college: `org_duty`) or a role by its code (`member_role`). An assignment already held changes
 * nothing; a new one is recorded in the change log as a role change.
 */
export interface DutyInput {
  orgId: string;
  userId: string;
  duty: Duty;
  /** How the entry names it: "张老师 (T001) 辅导员 软件 2401". */
  label: string;
}

export async function assignDuty(w: MasterWrite, input: DutyInput): Promise<Outcome> {
  const held = await w.trx
    .selectFrom('orgDuty')
    .select('userId')
    .where('tenantId', '=', w.tenantId)
    .where('orgId', '=', input.orgId)
    .where('userId', '=', input.userId)
    .where('duty', '=', input.duty)
    .executeTakeFirst();
  if (held) return 'unchanged';
  await w.trx
    .insertInto('orgDuty')
    .values({ tenantId: w.tenantId, orgId: input.orgId, userId: input.userId, duty: input.duty })
    .execute();
  await recordChange(w.trx, w.change, {
    kind: 'role',
    objectId: input.userId,
    label: input.label,
    action: 'create',
    after: { duty: input.duty, orgId: input.orgId },
  });
  return 'added';
}

export async function assignRole(
  w: MasterWrite,
  input: { userId: string; roleId: string; roleCode: string; label: string },
): Promise<Outcome> {
  const held = await w.trx
    .selectFrom('memberRole')
    .select('userId')
    .where('tenantId', '=', w.tenantId)
    .where('userId', '=', input.userId)
    .where('roleId', '=', input.roleId)
    .executeTakeFirst();
  if (held) return 'unchanged';
  await w.trx
    .insertInto('memberRole')
    .values({ tenantId: w.tenantId, userId: input.userId, roleId: input.roleId })
    .execute();
  await recordChange(w.trx, w.change, {
    kind: 'role',
    objectId: input.userId,
    label: input.label,
    action: 'create',
    after: { role: input.roleCode },
  });
  return 'added';
}
