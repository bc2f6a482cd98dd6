/**
 * The people the volume belongs to: the demo school (jnlg) grown to a realistic size by extra
 * colleges shaped exactly like the seeded ones (db/seed/build.ts): a college with its
 * student-affairs staff and a teacher, majors each with a counsellor in charge of every class of
 * the major, classes of students. Everything goes into the demo tenant, so the demo accounts
 * (counsellor, office, student) sit among the volume and tenant-leading indexes are no shortcut.
 * Every generated account signs in with the demo password (they share the seeded cohort's hash).
 */
import type { Kysely } from 'kysely';
import { composeProfile, type MemberProfile } from '../../packages/server/src/core/org/profile.js';
import type { DB } from '../../packages/server/src/db/schema.js';
import { demoAccountRow, demoMembershipRow } from '../../packages/server/src/db/seed/account-rows.js';
import { schoolRoot } from '../../packages/server/src/modules/affairs/demo/school-root.js';
import type { BulkWriter, Row } from './bulk.js';
import { idMaker } from './snowflake.js';

export interface PopulationSize {
  colleges: number;
  majorsPerCollege: number;
  grades: readonly string[];
  classesPerGrade: number;
  studentsPerClass: number;
}

/** About 5,800 students and 40 staff on top of the demo school's 204 students. */
export const DEFAULT_POPULATION: PopulationSize = {
  colleges: 8,
  majorsPerCollege: 3,
  grades: ['2022', '2023', '2024', '2025'],
  classesPerGrade: 2,
  studentsPerClass: 30,
};

export interface Person {
  id: string;
  name: string;
}

export interface Student {
  profile: MemberProfile;
  mobile: string;
  counsellors: Person[];
  collegeAffairs: Person[];
  /** The scholarship panel: the college's student-affairs staff, then its teachers. */
  panel: Person[];
}

export interface World {
  tenantId: string;
  students: Student[];
  /** Holders of office_staff: the office step's candidates. */
  office: Person[];
  /** A generated counsellor (signs in with the demo password) whose students' leaves the agree benchmark approves. */
  agreeApprover: { account: string; id: string };
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀',
];

/**
 * Which school grows: the demo school by default; another school (bench/province) names its tenant
 * code, a prefix that keeps its generated accounts apart from every other school's (accounts are
 * unique across the server), and asks for a student-affairs office when it has none of its own.
 */
export interface GrowOptions {
  tenantCode?: string;
  accountPrefix?: string;
  withOffice?: boolean;
  /** The school's id lane (snowflake.ts), when several schools share the database. */
  lane?: number;
}

/** Adds the extra colleges to the school and returns the whole school as the generator needs it. */
export async function growSchool(
  db: Kysely<DB>,
  writer: BulkWriter,
  size: PopulationSize,
  at: number,
  options: GrowOptions = {},
): Promise<World> {
  const { tenantCode = 'jnlg', accountPrefix = 'b', withOffice = false, lane } = options;
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('code', '=', tenantCode)
    .executeTakeFirstOrThrow();
  const tenantId = tenant.id;
  const root = await schoolRoot(db, tenantId);
  const roles = new Map(
    (await db.selectFrom('role').select(['id', 'code']).where('tenantId', '=', tenantId).execute()).map(
      (r) => [r.code, r.id],
    ),
  );
  // A generated student of the demo school: its hash is the shared cohort hash (the demo password).
  const cohort = await db
    .selectFrom('appUser')
    .select('passwordHash')
    .where('account', 'like', '2024%')
    .executeTakeFirstOrThrow();

  const newId = idMaker(lane);
  const users: Row[] = [];
  const orgs: Row[] = [];
  const members: Row[] = [];
  const memberRoles: Row[] = [];
  const duties: Row[] = [];
  let sort = 1000;
  let seq = 0;
  let firstCounsellor: { account: string; id: string } | undefined;

  const addOrg = (
    parent: { id: string; path: string },
    code: string,
    name: string,
    type: string,
    grade: string | null,
  ) => {
    const id = newId(at);
    const org = { id, path: `${parent.path}${id}/` };
    orgs.push({
      id,
      tenantId,
      parentId: parent.id,
      code,
      name,
      type,
      path: org.path,
      sort: sort++,
      grade,
      createdAt: at,
    });
    return org;
  };
  const addMember = (kind: 'student' | 'staff', orgId: string, role: string, title: string | null) => {
    const n = ++seq;
    const id = newId(at);
    const account = `${accountPrefix}${kind === 'student' ? 's' : 't'}${String(n).padStart(6, '0')}`;
    const name =
      SURNAMES[n % SURNAMES.length]! + GIVEN[(n * 7) % GIVEN.length]! + GIVEN[(n * 13) % GIVEN.length]!;
    users.push(
      demoAccountRow(
        {
          id,
          account,
          passwordHash: cohort.passwordHash,
          fullname: name,
          pinyin: 'bb',
          // Unique across the server like accounts: a school in a lane numbers its own, under 16
          // (a prefix neither the demo seed's random mobiles nor its named accounts' 139 use).
          mobile:
            lane === undefined
              ? `17${String(n).padStart(9, '0')}`
              : `16${String(lane).padStart(2, '0')}${String(n).padStart(7, '0')}`,
          email: null,
          gender: n % 2 ? 'male' : 'female',
        },
        tenantId,
        at,
      ),
    );
    members.push(
      demoMembershipRow(
        {
          tenantId,
          userId: id,
          kind,
          number: `${accountPrefix.toUpperCase()}${String(n).padStart(7, '0')}`,
          orgId,
          title,
        },
        at,
      ),
    );
    memberRoles.push({ tenantId, userId: id, roleId: roles.get(role)! });
    return { id, account };
  };

  if (withOffice) {
    for (let k = 0; k < 2; k++) addMember('staff', root.id, 'office_staff', '学生工作处科员');
  }
  for (let c = 1; c <= size.colleges; c++) {
    const college = addOrg(root, `B${c}`, `基准学院${c}`, 'college', null);
    const affairs = addMember('staff', college.id, 'college_staff', '学工办主任');
    duties.push({ tenantId, orgId: college.id, userId: affairs.id, duty: 'student_affairs' });
    const teacher = addMember('staff', college.id, 'teacher', '专任教师');
    for (let m = 1; m <= size.majorsPerCollege; m++) {
      const major = addOrg(college, `B${c}M${m}`, `基准专业${c}-${m}`, 'major', null);
      const counsellor = addMember('staff', college.id, 'counsellor', '辅导员');
      firstCounsellor ??= counsellor;
      for (const grade of size.grades) {
        for (let k = 1; k <= size.classesPerGrade; k++) {
          const klass = addOrg(
            major,
            `B${c}M${m}-${grade}-${k}`,
            `基准专业${c}-${m}${grade}级${k}班`,
            'class',
            grade,
          );
          duties.push({ tenantId, orgId: klass.id, userId: counsellor.id, duty: 'counsellor' });
          duties.push({ tenantId, orgId: klass.id, userId: teacher.id, duty: 'teacher' });
          for (let s = 0; s < size.studentsPerClass; s++) addMember('student', klass.id, 'student', null);
        }
      }
    }
  }
  await writer.insert('app_user', users);
  await writer.insert('org', orgs);
  await writer.insert('tenant_member', members);
  await writer.insert('member_role', memberRoles);
  await writer.insert('org_duty', duties);

  return { ...(await loadWorld(db, tenantId)), agreeApprover: firstCounsellor! };
}

/** Orders people the way the engine's lookups do (core/org/people.ts: by name, then id). */
const byName = (a: Person, b: Person) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Reads the tenant's students with their profiles and the people their requests go to. */
async function loadWorld(db: Kysely<DB>, tenantId: string): Promise<Omit<World, 'agreeApprover'>> {
  const [orgRows, memberRows, roleRows, dutyRows] = await Promise.all([
    db
      .selectFrom('org')
      .select(['id', 'name', 'type', 'path', 'grade'])
      .where('tenantId', '=', tenantId)
      .execute(),
    db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select(['u.id', 'u.account', 'u.fullname', 'u.mobile', 'm.kind', 'm.number', 'm.orgId'])
      .where('m.tenantId', '=', tenantId)
      .where('m.status', '=', 'active')
      .where('u.status', '=', 'actived')
      .execute(),
    db
      .selectFrom('memberRole as mr')
      .innerJoin('role as r', 'r.id', 'mr.roleId')
      .select(['mr.userId', 'r.code'])
      .where('mr.tenantId', '=', tenantId)
      .execute(),
    db.selectFrom('orgDuty').select(['orgId', 'userId', 'duty']).where('tenantId', '=', tenantId).execute(),
  ]);
  const orgById = new Map(orgRows.map((o) => [o.id, o]));
  const personById = new Map(memberRows.map((m) => [m.id, { id: m.id, name: m.fullname }]));
  const rolesOf = new Map<string, string[]>();
  for (const r of roleRows) rolesOf.set(r.userId, [...(rolesOf.get(r.userId) ?? []), r.code].sort());
  const withDuty = (orgId: string | null, duty: string) =>
    dutyRows
      .filter((d) => d.orgId === orgId && d.duty === duty && personById.has(d.userId))
      .map((d) => personById.get(d.userId)!)
      .sort(byName);
  const office = memberRows
    .filter((m) => rolesOf.get(m.id)?.includes('office_staff'))
    .map((m) => personById.get(m.id)!)
    .sort(byName);
  const teachers = memberRows.filter((m) => rolesOf.get(m.id)?.includes('teacher'));

  const students = memberRows
    .filter((m) => m.kind === 'student')
    .map((m): Student => {
      const above = orgById
        .get(m.orgId)!
        .path.split('/')
        .filter(Boolean)
        .map((id) => orgById.get(id)!);
      const profile = composeProfile(m, above, rolesOf.get(m.id) ?? []);
      const collegeAffairs = withDuty(profile.collegeId, 'student_affairs');
      const inCollege = teachers
        .filter((t) => profile.collegePath && orgById.get(t.orgId)?.path.startsWith(profile.collegePath))
        .map((t) => personById.get(t.id)!)
        .sort(byName);
      const panel = [
        ...collegeAffairs,
        ...inCollege.filter((t) => !collegeAffairs.some((a) => a.id === t.id)),
      ];
      return {
        profile,
        mobile: m.mobile ?? '13800000000',
        counsellors: withDuty(profile.classId, 'counsellor'),
        collegeAffairs,
        panel,
      };
    })
    .filter((s) => s.counsellors.length > 0 && s.collegeAffairs.length > 0);
  return { tenantId, students, office };
}
