import type { Duty } from '../../db/tables/core.js';
import { logChange, type MasterWrite, type Outcome } from './context.js';

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

/**
 * The role a duty brings: the app's screens and reviewer lists are by role, so the counsellor of
 * a class also holds the counsellor role (as every demo counsellor does). A head has no role of
 * its own: the head of a college and of an office review differently, the school grants it.
 */
const DUTY_ROLES: Record<Duty, string | null> = {
  counsellor: 'counsellor',
  teacher: 'teacher',
  student_affairs: 'college_staff',
  head: null,
};

/** The school's role ids by code, read once per write (an import of 30,000 rows asks often). */
const knownRoles = new WeakMap<MasterWrite, Map<string, Promise<string | null>>>();

export function roleIdOf(w: MasterWrite, code: string): Promise<string | null> {
  let roles = knownRoles.get(w);
  if (!roles) knownRoles.set(w, (roles = new Map()));
  let id = roles.get(code);
  if (!id) {
    id = w.trx
      .selectFrom('role')
      .select('id')
      .where('tenantId', '=', w.tenantId)
      .where('code', '=', code)
      .executeTakeFirst()
      .then((row) => row?.id ?? null);
    roles.set(code, id);
  }
  return id;
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
  await logChange(w, {
    kind: 'role',
    objectId: input.userId,
    label: input.label,
    action: 'create',
    after: { duty: input.duty, orgId: input.orgId },
  });
  const roleCode = DUTY_ROLES[input.duty];
  const roleId = roleCode && (await roleIdOf(w, roleCode));
  if (roleCode && roleId) await assignRole(w, { userId: input.userId, roleId, roleCode, label: input.label });
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
  await logChange(w, {
    kind: 'role',
    objectId: input.userId,
    label: input.label,
    action: 'create',
    after: { role: input.roleCode },
  });
  return 'added';
}
