import type { Insertable, Kysely } from 'kysely';
import {
  assignDuty,
  assignRole,
  upsertOrg,
  upsertStaff,
  upsertStudents,
  type MasterWrite,
  type PresetAccount,
  type StudentInput,
} from '../../core/master-data/index.js';
import type { AppUserTable, DB } from '../schema.js';
import type { SchoolRows } from './build.js';

/**
 * A demo school written as a school moving in writes it (issue 28): the organisation tree,
 * students, staff, duties and roles go through core/master-data, the service the imports and
 * the sync API use. What a school has before its first import (the school, its root, its roles
 * and positions: core/setup's part) and what no import sets (who holds which position, who
 * administers the school) the seed writes itself.
 *
 * Not logged: `change` is null. Building the demo is nobody's change, and its entries (one per
 * org, person, duty and role: about 700 a school) would bury the few the demo's own stories
 * record; the change log screen opens on those.
 */
export async function writeSchool(
  trx: Kysely<DB>,
  rows: SchoolRows,
  /** Every account the seed has built by id, this school's and earlier schools' (the platform admin). */
  accounts: ReadonlyMap<string, Insertable<AppUserTable>>,
  now: number,
): Promise<void> {
  const tenantId = rows.tenant.id!;
  const w: MasterWrite = { trx, tenantId, change: null, now };
  const [root, ...orgs] = rows.orgs;
  await trx.insertInto('tenant').values(rows.tenant).execute();
  await trx.insertInto('org').values(root!).execute();
  await trx.insertInto('role').values(rows.roles).execute();
  await trx.insertInto('position').values(rows.positions).execute();

  const codeOf = new Map(rows.orgs.map((o) => [o.id!, o.code]));
  for (const org of orgs) {
    await upsertOrg(w, {
      id: org.id!,
      code: org.code,
      name: org.name,
      type: org.type,
      parentCode: codeOf.get(org.parentId!)!,
      grade: org.grade ?? null,
      sort: org.sort ?? 0,
    });
  }

  // An account of an earlier school (the platform admin) is in that school's rows, not in these.
  const own = new Set(rows.users.map((u) => u.id!));
  const names = new Map<string, string>();
  const students: StudentInput[] = [];
  for (const member of rows.members) {
    const user = accounts.get(member.userId)!;
    const common = {
      number: member.number,
      name: user.fullname,
      gender: user.gender ?? 'unknown',
      mobile: user.mobile ?? null,
      orgId: member.orgId,
      account: presetOf(user, !own.has(member.userId)),
    };
    names.set(member.userId, `${user.fullname} (${member.number})`);
    if (member.kind === 'student')
      students.push({
        ...common,
        idNumber: null,
        enrolmentYear: null,
        graduationYear: null,
        studyStatus: member.studyStatus ?? 'enrolled',
      });
    else await upsertStaff(w, { ...common, title: member.title ?? null, active: member.status !== 'left' });
  }
  await upsertStudents(w, students);

  // Roles before duties: a duty brings its role, and the seed's people already name theirs.
  const roleCodes = new Map(rows.roles.map((r) => [r.id!, r.code]));
  for (const held of rows.memberRoles) {
    const roleCode = roleCodes.get(held.roleId)!;
    if (roleCode === 'student') continue; // upsertStudents gives every student the student role
    await assignRole(w, {
      userId: held.userId,
      roleId: held.roleId,
      roleCode,
      label: names.get(held.userId)!,
    });
  }
  for (const duty of rows.duties)
    await assignDuty(w, {
      orgId: duty.orgId,
      userId: duty.userId,
      duty: duty.duty,
      label: names.get(duty.userId)!,
    });

  if (rows.memberPositions.length)
    await trx.insertInto('memberPosition').values(rows.memberPositions).execute();
  const admins = rows.members.filter((m) => m.isTenantAdmin === 'Y').map((m) => m.userId);
  if (admins.length)
    await trx
      .updateTable('tenantMember')
      .set({ isTenantAdmin: 'Y' })
      .where('tenantId', '=', tenantId)
      .where('userId', 'in', admins)
      .execute();
}

/** The demo person's ready account; `existing`: written with an earlier school. */
function presetOf(user: Insertable<AppUserTable>, existing: boolean): PresetAccount {
  return {
    id: user.id!,
    account: user.account,
    passwordHash: user.passwordHash,
    pinyin: user.pinyin ?? '',
    email: user.email ?? null,
    isSuper: user.isSuper ?? 'N',
    existing,
  };
}
