import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import {
  membersByIds,
  membersOfOrg,
  usersByAccount,
  usersWithDuty,
  usersWithPosition,
  usersWithRole,
} from './people.js';
import { memberProfile, type MemberProfile } from './profile.js';
import { relatedPeople } from './relations.js';

let database: TestDatabase;
let tenantId: string;
let otherTenantId: string;
let student: MemberProfile;
const names = (people: { name: string }[]) => people.map((p) => p.name);

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  const tenants = await db.selectFrom('tenant').select(['id', 'code']).execute();
  tenantId = tenants.find((t) => t.code === 'jnlg')!.id;
  otherTenantId = tenants.find((t) => t.code === 'hbsf')!.id;
  const user = await db
    .selectFrom('appUser')
    .select('id')
    .where('account', '=', 'student')
    .executeTakeFirstOrThrow();
  student = (await memberProfile(db, tenantId, user.id))!;
});
afterAll(async () => database.destroy());

describe('member profile', () => {
  it('places a student in their class, major and college', () => {
    expect(student).toMatchObject({
      account: 'student',
      name: '李明轩',
      kind: 'student',
      orgType: 'class',
      className: '软件工程2024级1班',
      majorName: '软件工程',
      collegeName: '计算机与信息工程学院',
      grade: '2024',
      roles: ['student'],
    });
    expect(student.classPath).toMatch(new RegExp(`^${student.collegePath}`));
  });

  it('knows no class for staff, and nobody outside the tenant', async () => {
    const db = database.db;
    const teacher = await db
      .selectFrom('appUser')
      .select('id')
      .where('account', '=', 'teacher')
      .executeTakeFirstOrThrow();
    expect(await memberProfile(db, tenantId, teacher.id)).toMatchObject({
      kind: 'staff',
      classId: null,
      collegeName: '计算机与信息工程学院',
    });
    expect(await memberProfile(db, otherTenantId, student.id)).toBeUndefined();
  });
});

describe('relations to a student', () => {
  it.each([
    ['counsellor', ['王晓婷']],
    ['classTeacher', ['张伟']],
    ['collegeAffairs', ['陈志强']],
  ] as const)('%s', async (relation, expected) => {
    expect(names(await relatedPeople(database.db, tenantId, student, relation))).toEqual(expected);
  });

  it('the office: everyone holding its role', async () => {
    const office = names(await relatedPeople(database.db, tenantId, student, 'office'));
    expect(office).toHaveLength(2);
    expect(office).toContain('刘芳');
  });

  it('names nobody for a relation that does not apply', async () => {
    expect(await relatedPeople(database.db, tenantId, { ...student, classId: null }, 'counsellor')).toEqual(
      [],
    );
  });
});

describe('people lookups', () => {
  it('by role, optionally within the starter’s college', async () => {
    const teachers = await usersWithRole(database.db, tenantId, 'teacher');
    expect(teachers.length).toBeGreaterThan(3);
    expect(names(await usersWithRole(database.db, tenantId, 'teacher', student.collegePath))).toEqual([
      '张伟',
    ]);
  });

  it('by position, duty, org, account and id, always within the tenant', async () => {
    const db = database.db;
    expect(names(await usersWithPosition(db, tenantId, 'dorm_manager'))).toEqual(['赵磊']);
    expect(names(await usersWithDuty(db, tenantId, student.classId!, 'counsellor'))).toEqual(['王晓婷']);
    expect(names(await membersOfOrg(db, tenantId, 'DORM'))).toEqual(['赵磊']);
    expect(await membersOfOrg(db, tenantId, 'NOPE')).toEqual([]);
    expect(names(await usersByAccount(db, tenantId, 'Counsellor'))).toEqual(['王晓婷']);
    expect(await usersByAccount(db, otherTenantId, 'counsellor')).toEqual([]);
    const hb = await db
      .selectFrom('appUser')
      .select('id')
      .where('account', '=', 'hbstudent')
      .executeTakeFirstOrThrow();
    expect(names(await membersByIds(db, tenantId, [student.id, hb.id, 'nobody']))).toEqual(['李明轩']);
    expect(await membersByIds(db, tenantId, [])).toEqual([]);
  });
});
