import type { Insertable } from 'kysely';
import { newId } from '../../lib/ids.js';
import { ROLE_NAMES } from '../app-texts.js';
import type { DB, Duty, MemberKind, OrgType } from '../schema.js';
import { demoAccountRow, demoMembershipRow } from './account-rows.js';
import { GIVEN_FEMALE, GIVEN_MALE, SURNAMES } from './names.js';
import { pick, seededRandom } from './random.js';
import { POSITIONS, ROLES, type NamedAccount, type RoleCode, type SchoolSpec } from './world.js';

type Row<T extends keyof DB> = Insertable<DB[T]>;

export interface SchoolRows {
  tenant: Row<'tenant'>;
  users: Row<'appUser'>[];
  orgs: Row<'org'>[];
  members: Row<'tenantMember'>[];
  roles: Row<'role'>[];
  memberRoles: Row<'memberRole'>[];
  positions: Row<'position'>[];
  memberPositions: Row<'memberPosition'>[];
  duties: Row<'orgDuty'>[];
}

export interface BuildContext {
  now: number;
  /** Accounts created by earlier schools (one person may belong to several tenants). */
  usersByAccount: Map<string, Row<'appUser'>>;
  mobiles: Set<string>;
  /** Hash for a named account (its own salt) and the shared hash of the generated cohort. */
  namedHash: (account: string) => string;
  cohortHash: string;
}

interface Person {
  account: string;
  fullname: string;
  pinyin: string;
  gender: 'male' | 'female';
  mobile: string;
  email: string | null;
}

type Slot = NamedAccount['as'];

export function buildSchool(spec: SchoolSpec, ctx: BuildContext): SchoolRows {
  const random = seededRandom(spec.seed);
  const rows: SchoolRows = {
    tenant: {
      id: newId(),
      code: spec.code,
      name: spec.name,
      shortName: spec.shortName,
      status: 'active',
      createdAt: ctx.now,
    },
    users: [],
    orgs: [],
    members: [],
    roles: [],
    memberRoles: [],
    positions: [],
    memberPositions: [],
    duties: [],
  };
  const tenantId = rows.tenant.id;
  const named = new Map<Slot, NamedAccount>(spec.named.map((n) => [n.as, n]));

  const roleIds = new Map<RoleCode, string>();
  for (const role of ROLES) {
    const id = newId();
    roleIds.set(role.code, id);
    const names = ROLE_NAMES[role.code];
    rows.roles.push({
      id,
      tenantId,
      code: role.code,
      name: role.name,
      names: names ? JSON.stringify(names) : null,
      createdAt: ctx.now,
    });
  }
  const positionIds = new Map<string, string>();
  for (const position of POSITIONS) {
    const id = newId();
    positionIds.set(position.code, id);
    rows.positions.push({
      id,
      tenantId,
      code: position.code,
      name: position.name,
      orgId: null,
      createdAt: ctx.now,
    });
  }

  let sort = 0;
  const addOrg = (
    parent: Row<'org'> | null,
    code: string,
    name: string,
    type: OrgType,
    grade: string | null = null,
  ) => {
    const id = newId();
    const org: Row<'org'> = {
      id,
      tenantId,
      parentId: parent?.id ?? null,
      code,
      name,
      type,
      path: `${parent?.path ?? '/'}${id}/`,
      sort: sort++,
      grade,
      createdAt: ctx.now,
    };
    rows.orgs.push(org);
    return org;
  };

  const randomMobile = (): string => {
    for (;;) {
      const mobile = `1${pick(random, ['3', '5', '7', '8', '9'])}${String(Math.floor(random() * 1e9)).padStart(9, '0')}`;
      if (!ctx.mobiles.has(mobile) && !mobile.startsWith('1390000')) {
        ctx.mobiles.add(mobile);
        return mobile;
      }
    }
  };

  const randomPerson = (account: string, withEmail: boolean): Person => {
    const gender = random() < 0.5 ? 'male' : 'female';
    const [surname, surnamePinyin] = pick(random, SURNAMES);
    const given = Array.from({ length: random() < 0.7 ? 2 : 1 }, () =>
      pick(random, gender === 'male' ? GIVEN_MALE : GIVEN_FEMALE),
    );
    return {
      account,
      fullname: surname + given.map(([c]) => c).join(''),
      pinyin: [surnamePinyin, ...given.map(([, p]) => p)].map((p) => p[0]).join(''),
      gender,
      mobile: randomMobile(),
      email: withEmail ? `${account}@${spec.code}.edu.cn` : null,
    };
  };

  let staffSeq = 0;
  /** Adds a person to the school in a slot; a named account takes the first slot of its kind. */
  const addMember = (
    slot: Slot | 'generated-student' | 'generated-staff',
    kind: MemberKind,
    number: string,
    orgId: string,
    roles: RoleCode[],
    positions: string[],
    title: string | null,
  ): string => {
    const namedAccount =
      slot === 'generated-student' || slot === 'generated-staff' ? undefined : named.get(slot);
    if (namedAccount) named.delete(namedAccount.as);
    let user = namedAccount ? ctx.usersByAccount.get(namedAccount.account) : undefined;
    if (!user) {
      const person: Person = namedAccount
        ? { ...namedAccount, email: `${namedAccount.account}@${spec.code}.edu.cn` }
        : randomPerson(kind === 'student' ? number : `t${number.toLowerCase()}`, kind === 'staff');
      if (namedAccount) ctx.mobiles.add(namedAccount.mobile);
      user = demoAccountRow(
        {
          id: newId(),
          account: person.account,
          passwordHash: namedAccount ? ctx.namedHash(person.account) : ctx.cohortHash,
          fullname: person.fullname,
          pinyin: person.pinyin,
          mobile: person.mobile,
          email: person.email,
          gender: person.gender,
          isSuper: slot === 'admin' ? 'Y' : 'N',
        },
        tenantId,
        ctx.now,
      );
      ctx.usersByAccount.set(person.account, user);
      rows.users.push(user);
    }
    const userId = user.id!;
    rows.members.push(
      demoMembershipRow(
        { tenantId, userId, kind, number, orgId, title, isTenantAdmin: slot === 'admin' ? 'Y' : 'N' },
        ctx.now,
      ),
    );
    for (const role of roles) rows.memberRoles.push({ tenantId, userId, roleId: roleIds.get(role)! });
    for (const position of positions) {
      rows.memberPositions.push({ tenantId, userId, positionId: positionIds.get(position)! });
    }
    return userId;
  };
  const staffNumber = () => `T${spec.numberPrefix}${String(++staffSeq).padStart(3, '0')}`;
  const duty = (orgId: string, userId: string, d: Duty) =>
    rows.duties.push({ tenantId, orgId, userId, duty: d });

  const root = addOrg(null, 'ROOT', spec.name, 'school');
  const office = addOrg(root, 'OFFICE', '学生工作处', 'office');
  const dorm = addOrg(root, 'DORM', '宿舍管理中心', 'office');
  const finance = addOrg(root, 'FIN', '计划财务处', 'office');
  const academic = addOrg(root, 'ACAD', '教务处', 'department');

  addMember('admin', 'staff', staffNumber(), root.id, ['tenant_admin'], ['sysadmin'], '系统管理员');
  // Two clerks in the office (the named one and another), so an office task has two candidates.
  for (const slot of ['office', 'generated-staff'] as const) {
    addMember(slot, 'staff', staffNumber(), office.id, ['office_staff'], ['office_clerk'], '学生工作处科员');
  }
  addMember('dorm', 'staff', staffNumber(), dorm.id, ['dorm_staff'], ['dorm_manager'], '宿管中心主任');
  addMember(
    'finance',
    'staff',
    staffNumber(),
    finance.id,
    ['finance_staff'],
    ['finance_clerk'],
    '财务处收费员',
  );
  addMember('generated-staff', 'staff', staffNumber(), academic.id, ['teacher'], ['teacher'], '教务员');

  spec.colleges.forEach((collegeSpec, ci) => {
    const college = addOrg(root, collegeSpec.code, collegeSpec.name, 'college');
    const collegeStaff = addMember(
      'college',
      'staff',
      staffNumber(),
      college.id,
      ['college_staff'],
      ['college_affairs'],
      '学工办主任',
    );
    duty(college.id, collegeStaff, 'student_affairs');
    const teacher = addMember(
      'teacher',
      'staff',
      staffNumber(),
      college.id,
      ['teacher'],
      ['teacher'],
      '专任教师',
    );

    collegeSpec.majors.forEach((majorSpec, mi) => {
      const major = addOrg(college, `${collegeSpec.code}${majorSpec.code}`, majorSpec.name, 'major');
      const counsellor = addMember(
        'counsellor',
        'staff',
        staffNumber(),
        college.id,
        ['counsellor'],
        ['counsellor'],
        '辅导员',
      );
      const graduating = spec.graduatingClass;
      const classes: { grade: string; students: number; first: Slot }[] = [
        ...(graduating && graduating.college === ci && graduating.major === mi
          ? [{ grade: graduating.grade, students: graduating.students, first: 'graduate' as const }]
          : []),
        ...spec.grades.map((grade) => ({
          grade,
          students: spec.studentsPerClass,
          first: 'student' as const,
        })),
      ];
      for (const { grade, students, first } of classes) {
        const klass = addOrg(
          major,
          `${collegeSpec.code}${majorSpec.code}-${grade}-1`,
          `${majorSpec.name}${grade}级1班`,
          'class',
          grade,
        );
        duty(klass.id, counsellor, 'counsellor');
        duty(klass.id, teacher, 'teacher');
        for (let s = 1; s <= students; s++) {
          const number = `${grade}${spec.numberPrefix}${ci + 1}${mi + 1}${String(s).padStart(2, '0')}`;
          addMember(
            s === 1 ? first : 'generated-student',
            'student',
            number,
            klass.id,
            ['student'],
            [],
            null,
          );
        }
      }
    });
  });

  if (named.size > 0)
    throw new Error(`Demo school ${spec.code} has no slot for ${[...named.keys()].join(', ')}`);
  return rows;
}
