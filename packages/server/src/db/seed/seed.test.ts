import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { seedDemoData } from './index.js';
import { DEMO_PASSWORD } from './world.js';

describe('demo data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.destroy());

  const db = () => database.db;
  const userId = async (account: string) =>
    (await db().selectFrom('appUser').select('id').where('account', '=', account).executeTakeFirstOrThrow())
      .id;

  it('has two schools with about 200 students each', async () => {
    const tenants = await db().selectFrom('tenant').select(['id', 'name']).execute();
    expect(tenants).toHaveLength(2);
    for (const tenant of tenants) {
      const { count } = await db()
        .selectFrom('tenantMember')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('tenantId', '=', tenant.id)
        .where('kind', '=', 'student')
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBeGreaterThanOrEqual(180);
      // Twelve classes, the freshmen of onboarding and, in the first school, the small graduating class.
      expect(Number(count)).toBeLessThanOrEqual(250);
    }
  });

  it('gives students names, numbers, genders and unique phones', async () => {
    const students = await db()
      .selectFrom('tenantMember')
      .innerJoin('appUser', 'appUser.id', 'tenantMember.userId')
      .select(['appUser.fullname', 'appUser.mobile', 'appUser.gender', 'tenantMember.number'])
      .where('tenantMember.kind', '=', 'student')
      .execute();
    for (const s of students) {
      expect(s.fullname).toMatch(/^[\u4e00-\u9fa5]{2,3}$/);
      expect(s.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(['male', 'female']).toContain(s.gender);
      expect(s.number).toMatch(/^\d{9}$/);
    }
    expect(new Set(students.map((s) => s.mobile)).size).toBe(students.length);
  });

  it('links the named accounts as the README says', async () => {
    const student = await db()
      .selectFrom('tenantMember')
      .innerJoin('appUser', 'appUser.id', 'tenantMember.userId')
      .select(['tenantMember.orgId', 'tenantMember.tenantId'])
      .where('appUser.account', '=', 'student')
      .executeTakeFirstOrThrow();
    const klass = await db()
      .selectFrom('org')
      .selectAll()
      .where('id', '=', student.orgId)
      .executeTakeFirstOrThrow();
    expect(klass.type).toBe('class');
    const collegeId = klass.path.split('/').filter(Boolean)[1]!;

    const dutyOf = async (orgId: string, duty: string) =>
      (
        await db()
          .selectFrom('orgDuty')
          .innerJoin('appUser', 'appUser.id', 'orgDuty.userId')
          .select('appUser.account')
          .where('orgDuty.orgId', '=', orgId)
          .where('orgDuty.duty', '=', duty as never)
          .execute()
      ).map((r) => r.account);
    expect(await dutyOf(klass.id, 'counsellor')).toEqual(['counsellor']);
    expect(await dutyOf(klass.id, 'teacher')).toEqual(['teacher']);
    expect(await dutyOf(collegeId, 'student_affairs')).toEqual(['college']);

    const rolesOf = async (account: string) =>
      (
        await db()
          .selectFrom('memberRole')
          .innerJoin('role', 'role.id', 'memberRole.roleId')
          .select('role.code')
          .where('memberRole.userId', '=', await userId(account))
          .where('memberRole.tenantId', '=', student.tenantId)
          .execute()
      ).map((r) => r.code);
    expect(await rolesOf('office')).toEqual(['office_staff']);
    expect(await rolesOf('admin')).toEqual(['tenant_admin']);
    expect(await rolesOf('student')).toEqual(['student']);
  });

  it('makes admin a super user and tenant admin in both schools', async () => {
    const admin = await db()
      .selectFrom('appUser')
      .selectAll()
      .where('account', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(admin.isSuper).toBe('Y');
    const memberships = await db()
      .selectFrom('tenantMember')
      .selectAll()
      .where('userId', '=', admin.id)
      .execute();
    expect(memberships).toHaveLength(2);
    expect(memberships.every((m) => m.isTenantAdmin === 'Y')).toBe(true);
    const others = await db()
      .selectFrom('tenantMember')
      .select(['userId'])
      .groupBy('userId')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(others.map((o) => o.userId)).toEqual([admin.id]);
  });

  it('signs the named accounts with the demo password', async () => {
    for (const account of ['admin', 'student', 'counsellor', 'college', 'office', 'teacher']) {
      const user = await db()
        .selectFrom('appUser')
        .select('passwordHash')
        .where('account', '=', account)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash), account).toBe(true);
    }
  });

  it('does not seed twice', async () => {
    const result = await seedDemoData(database, 1024);
    expect(result.seeded).toBe(false);
    const tenants = await db().selectFrom('tenant').select('id').execute();
    expect(tenants).toHaveLength(2);
  });
});
