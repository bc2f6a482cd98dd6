// The student profile's table type (xsxx declares it into the database's type); not the module.
import type {} from '../../modules/affairs/modules/xsxx/tables.js';
import { randomBytes } from 'node:crypto';
import type { StudyStatus } from '../../db/tables/core.js';
import { newId } from '../../lib/ids.js';
import type { Change } from '../change-log/record.js';
import { roleIdOf } from './assignments.js';
import { classChanged } from './class-change.js';
import { differing, logChange, pick, type MasterWrite, type Outcome } from './context.js';

/**
 * Students and staff by their number in the school. A person new to the school gets an account
 * nobody can sign in to (inactive, a password hash no password matches: activation, or the school's
 * single sign-on, gives them one); a known one takes the changed fields. Leaving (withdrawn,
 * graduated, a staff member who left) is a status: nothing is ever deleted.
 */
export interface PersonInput {
  number: string;
  name: string;
  gender: 'male' | 'female' | 'unknown';
  mobile: string | null;
  /** The org the person belongs to: a student's class, a staff member's department. */
  orgId: string;
  /** A ready account instead of the inactive one a new person gets; imports and sync never give one. */
  account?: PresetAccount;
}

/**
 * An account decided beforehand: the demo seed's people, who sign in at once with the demo
 * password under their own sign-in names, with the ids the rest of the seed refers to.
 */
export interface PresetAccount {
  id: string;
  account: string;
  passwordHash: string;
  pinyin: string;
  email: string | null;
  isSuper: 'Y' | 'N';
  /** Already written (a member of another school too): only the membership is new. */
  existing?: boolean;
}

export interface StudentInput extends PersonInput {
  idNumber: string | null;
  enrolmentYear: number | null;
  graduationYear: number | null;
  studyStatus: StudyStatus;
}

export interface StaffInput extends PersonInput {
  /** Kept only for activation (migration 0009); null leaves the one on record. */
  idNumber?: string | null;
  title: string | null;
  /** false: the staff member has left (kept, marked left). */
  active: boolean;
}

/** Not a scrypt hash, so verifyPassword refuses every password against it. */
const unusablePassword = () => `!unset$${randomBytes(12).toString('base64')}`;

/** The school's members with the fields an upsert compares. */
const knownMembers = (w: MasterWrite) =>
  w.trx
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select([
      'm.number',
      'm.userId',
      'm.kind',
      'm.orgId',
      'm.title',
      'm.status',
      'm.accessEndsAt',
      'm.accessClosedAt',
      'm.studyStatus',
      'm.enrolmentYear',
      'm.graduationYear',
      'm.idNumber',
      'u.fullname',
      'u.gender',
      'u.mobile',
    ])
    .where('m.tenantId', '=', w.tenantId);

/** A member of the school by number, with the fields an upsert compares (null: none). */
export async function memberByNumber(w: MasterWrite, number: string) {
  return knownMembers(w).where('m.number', '=', number).executeTakeFirst();
}

/** Members by number, for a batch (the caller bounds the list). */
export async function membersByNumbers(w: MasterWrite, numbers: readonly string[]) {
  return numbers.length ? knownMembers(w).where('m.number', 'in', numbers).execute() : [];
}

/** A new person's account: unusable password, inactive, signed in to by the school's code and number. */
export function accountRow(w: MasterWrite, tenantCode: string, userId: string, input: PersonInput) {
  const preset = input.account;
  const row = {
    id: userId,
    // Sign-in names are unique across schools: the school's code keeps two schools' numbers apart.
    account: `${tenantCode}.${input.number}`.toLowerCase(),
    passwordHash: unusablePassword(),
    fullname: input.name,
    pinyin: '',
    mobile: input.mobile,
    email: null,
    gender: input.gender,
    photoId: null,
    isSuper: 'N' as const,
    status: 'inactive' as const,
    passwordChangedAt: w.now,
    passwordExpiresAt: null,
    mainTenantId: w.tenantId,
    language: null,
    createdAt: w.now,
    updatedAt: w.now,
  };
  if (!preset) return row;
  const { existing: _, ...account } = preset;
  return { ...row, ...account, status: 'actived' as const };
}

export async function tenantCode(w: MasterWrite) {
  return (
    await w.trx.selectFrom('tenant').select('code').where('id', '=', w.tenantId).executeTakeFirstOrThrow()
  ).code;
}

async function createPerson(w: MasterWrite, input: PersonInput) {
  const userId = input.account?.id ?? newId();
  if (input.account?.existing) return userId;
  await w.trx
    .insertInto('appUser')
    .values(accountRow(w, await tenantCode(w), userId, input))
    .execute();
  return userId;
}

type Fields = Record<string, string | number | null>;

/** A student's profile row, empty but for the ID number the update then writes. */
const profileRow = (w: MasterWrite, userId: string, idNumber: string | null = null) => ({
  tenantId: w.tenantId,
  userId,
  idNumber,
  birthDate: null,
  ethnicity: null,
  politicalStatus: null,
  province: null,
  address: null,
  bankName: null,
  bankCard: null,
  familyIncome: null,
  updatedAt: w.now,
});

function emptyProfile(w: MasterWrite, userId: string, idNumber: string | null = null) {
  return w.trx
    .insertInto('studentProfile')
    .values(profileRow(w, userId, idNumber))
    .execute();
}

/** Writes the changed fields of a person's account and membership; records one entry. */
async function updatePerson(
  w: MasterWrite,
  userId: string,
  kind: 'student' | 'staff',
  label: string,
  user: { before: Fields; after: Fields },
  member: { before: Fields; after: Fields },
  extra: { before: Fields; after: Fields } = { before: {}, after: {} },
): Promise<Outcome> {
  const userChanged = differing(user.before, user.after);
  const memberChanged = differing(member.before, member.after);
  const extraChanged = differing(extra.before, extra.after);
  if (!Object.keys({ ...userChanged, ...memberChanged, ...extraChanged }).length) return 'unchanged';
  if (Object.keys(userChanged).length)
    await w.trx
      .updateTable('appUser')
      .set({ ...userChanged, updatedAt: w.now })
      .where('id', '=', userId)
      .execute();
  if (Object.keys(memberChanged).length)
    await w.trx
      .updateTable('tenantMember')
      .set(memberChanged)
      .where('tenantId', '=', w.tenantId)
      .where('userId', '=', userId)
      .execute();
  if (Object.keys(extraChanged).length)
    await w.trx
      .updateTable('studentProfile')
      .set({ ...extraChanged, updatedAt: w.now })
      .where('tenantId', '=', w.tenantId)
      .where('userId', '=', userId)
      .execute();
  const after = { ...userChanged, ...memberChanged, ...extraChanged };
  const before = {
    ...pick(user.before, userChanged),
    ...pick(member.before, memberChanged),
    ...pick(extra.before, extraChanged),
  };
  // The log keeps ID numbers masked (loggedIdNumber).
  const masked = (fields: Partial<Fields>) =>
    'idNumber' in fields ? { ...fields, idNumber: loggedIdNumber(fields.idNumber as string | null) } : fields;
  await logChange(w, {
    kind,
    objectId: userId,
    label,
    action: 'update',
    before: masked(before),
    after: masked(after),
  });
  return 'updated';
}

const userFields = (input: PersonInput): Fields => ({
  fullname: input.name,
  gender: input.gender,
  mobile: input.mobile,
});

/**
 * The membership fields a student row sets (compared on update, written on creation). The study
 * status says what a student may do, as the lifecycle screen sets it: the membership stays active
 * (a withdrawn or suspended student is refused where the caller is resolved, a graduate once
 * their access ends), so a later reinstatement, by either way, gives access back; nothing is
 * deleted.
 */
function studentMember(input: StudentInput, accessEndsAt: number | null): Fields {
  return {
    orgId: input.orgId,
    studyStatus: input.studyStatus,
    enrolmentYear: input.enrolmentYear,
    graduationYear: input.graduationYear,
    status: 'active',
    accessEndsAt,
  };
}

const DAY_MS = 24 * 3600 * 1000;
const graceEnds = new WeakMap<MasterWrite, Promise<number>>();

/** When a student who graduates in this write loses access: the school's grace period from now. */
export function graduateAccessEnd(w: MasterWrite): Promise<number> {
  let end = graceEnds.get(w);
  if (!end) {
    end = w.trx
      .selectFrom('tenant')
      .select('graduateGraceDays')
      .where('id', '=', w.tenantId)
      .executeTakeFirstOrThrow()
      .then((row) => w.now + Number(row.graduateGraceDays) * DAY_MS);
    graceEnds.set(w, end);
  }
  return end;
}

/**
 * An ID number as the change log keeps it: enough to see that it changed and to recognise it
 * (110101********1234), not the number itself, which the person's page shows those who need it.
 */
export const loggedIdNumber = (idNumber: string | null | undefined) =>
  idNumber
    ? `${idNumber.slice(0, 6)}${'*'.repeat(Math.max(0, idNumber.length - 10))}${idNumber.slice(-4)}`
    : null;

/**
 * A new student's rows (membership, profile, the school's student role when it has one: the apply
 * screens go by role) and its change-log entry, for one insert or many.
 */
export function newStudent(
  w: MasterWrite,
  id: string,
  input: StudentInput,
  studentRole: string | null,
  /** graduateAccessEnd(w), for a row that comes in graduated. */
  graduateEnd: number,
) {
  const member = studentMember(input, input.studyStatus === 'graduated' ? graduateEnd : null);
  return {
    role: studentRole ? { tenantId: w.tenantId, userId: id, roleId: studentRole } : null,
    member: {
      tenantId: w.tenantId,
      userId: id,
      kind: 'student' as const,
      number: input.number,
      orgId: input.orgId,
      title: null,
      isTenantAdmin: 'N' as const,
      status: 'active' as const,
      studyStatus: input.studyStatus,
      enrolmentYear: input.enrolmentYear,
      graduationYear: input.graduationYear,
      accessEndsAt: member.accessEndsAt as number | null,
      createdAt: w.now,
    },
    profile: profileRow(w, id, input.idNumber),
    change: {
      kind: 'student',
      objectId: id,
      label: `${input.name} (${input.number})`,
      action: 'create',
      after: {
        number: input.number,
        ...userFields(input),
        ...member,
        idNumber: loggedIdNumber(input.idNumber),
        ...(studentRole ? { role: 'student' } : {}),
      },
    } satisfies Change,
  };
}

export type KnownStudent = NonNullable<Awaited<ReturnType<typeof memberByNumber>>>;

/** A known student brought to the row's values (the profile made first if missing). */
export async function updateStudent(
  w: MasterWrite,
  existing: KnownStudent,
  profile: { idNumber: string | null } | undefined,
  input: StudentInput,
): Promise<Outcome> {
  if (existing.kind !== 'student') throw new Error(`${input.number} is not a student`);
  if (!profile) await emptyProfile(w, existing.userId);
  // A graduate keeps the end of access they were given; one graduating now gets the grace period.
  const accessEndsAt =
    input.studyStatus !== 'graduated'
      ? null
      : existing.studyStatus === 'graduated'
        ? existing.accessEndsAt
        : await graduateAccessEnd(w);
  // A new study status starts afresh: an account the closing job closed opens again if reinstated.
  const reopened = existing.studyStatus !== input.studyStatus && existing.accessClosedAt !== null;
  const outcome = await updatePerson(
    w,
    existing.userId,
    'student',
    `${input.name} (${input.number})`,
    {
      before: { fullname: existing.fullname, gender: existing.gender, mobile: existing.mobile },
      after: userFields(input),
    },
    {
      before: {
        orgId: existing.orgId,
        studyStatus: existing.studyStatus,
        enrolmentYear: existing.enrolmentYear,
        graduationYear: existing.graduationYear,
        status: existing.status,
        accessEndsAt: existing.accessEndsAt,
        ...(reopened ? { accessClosedAt: existing.accessClosedAt } : {}),
      },
      after: { ...studentMember(input, accessEndsAt), ...(reopened ? { accessClosedAt: null } : {}) },
    },
    // An empty ID number cell keeps the one on record.
    input.idNumber === null
      ? undefined
      : { before: { idNumber: profile?.idNumber ?? null }, after: { idNumber: input.idNumber } },
  );
  if (existing.orgId !== input.orgId)
    await classChanged(w, {
      studentId: existing.userId,
      fromClassId: existing.orgId,
      toClassId: input.orgId,
    });
  return outcome;
}

export async function upsertStudent(
  w: MasterWrite,
  input: StudentInput,
): Promise<{ id: string; outcome: Outcome }> {
  const existing = await memberByNumber(w, input.number);
  if (!existing) {
    const id = await createPerson(w, input);
    const created = newStudent(w, id, input, await roleIdOf(w, 'student'), await graduateAccessEnd(w));
    await w.trx.insertInto('tenantMember').values(created.member).execute();
    await w.trx.insertInto('studentProfile').values(created.profile).execute();
    if (created.role) await w.trx.insertInto('memberRole').values(created.role).execute();
    await logChange(w, created.change);
    return { id, outcome: 'added' };
  }
  const profile = await w.trx
    .selectFrom('studentProfile')
    .select('idNumber')
    .where('tenantId', '=', w.tenantId)
    .where('userId', '=', existing.userId)
    .executeTakeFirst();
  return { id: existing.userId, outcome: await updateStudent(w, existing, profile, input) };
}

export async function upsertStaff(
  w: MasterWrite,
  input: StaffInput,
): Promise<{ id: string; outcome: Outcome }> {
  const label = `${input.name} (${input.number})`;
  const member: Fields = {
    orgId: input.orgId,
    title: input.title,
    status: input.active ? 'active' : 'left',
    ...(input.idNumber ? { idNumber: input.idNumber } : {}),
  };
  const existing = await memberByNumber(w, input.number);
  if (!existing) {
    const id = await createPerson(w, input);
    await w.trx
      .insertInto('tenantMember')
      .values({
        tenantId: w.tenantId,
        userId: id,
        kind: 'staff',
        number: input.number,
        orgId: input.orgId,
        title: input.title,
        isTenantAdmin: 'N',
        status: input.active ? 'active' : 'left',
        idNumber: input.idNumber ?? null,
        studyStatus: null,
        enrolmentYear: null,
        graduationYear: null,
        createdAt: w.now,
      })
      .execute();
    await logChange(w, {
      kind: 'staff',
      objectId: id,
      label,
      action: 'create',
      after: {
        number: input.number,
        ...userFields(input),
        ...member,
        idNumber: loggedIdNumber(input.idNumber),
      },
    });
    return { id, outcome: 'added' };
  }
  if (existing.kind !== 'staff') throw new Error(`${input.number} is not a staff member`);
  const outcome = await updatePerson(
    w,
    existing.userId,
    'staff',
    label,
    {
      before: { fullname: existing.fullname, gender: existing.gender, mobile: existing.mobile },
      after: userFields(input),
    },
    {
      before: {
        orgId: existing.orgId,
        title: existing.title,
        status: existing.status,
        idNumber: existing.idNumber,
      },
      after: member,
    },
  );
  return { id: existing.userId, outcome };
}
