import type { LifecycleClass, LifecycleStudent } from '@campus/contract/api/admin/lifecycle';
import type { Kysely } from 'kysely';
import type { Person } from '../../../core/org/people.js';
import { keywordFilter } from '../../../db/like.js';
import type { DB } from '../../../db/schema.js';
import type { StudyStatus } from '../../../db/tables/core.js';

/** The lifecycle's queries: students, classes, counsellors and the open steps of a student's requests. */
type Db = Kysely<DB>;

/** The school's student members `m` with their account `u` and class `o`. */
const tenantStudents = (db: Db, tenantId: string) =>
  db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 'u.id').on('m.tenantId', '=', tenantId).on('m.kind', '=', 'student'),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId');

const SEARCH_MAX = 20;
const CLASSES_MAX = 500;

function students(db: Db, tenantId: string) {
  return tenantStudents(db, tenantId).select([
    'm.userId',
    'm.number',
    'u.fullname',
    'm.orgId as classId',
    'o.name as className',
    'm.studyStatus',
    'm.enrolmentYear',
    'm.graduationYear',
    'm.accessEndsAt',
  ]);
}

export function findStudents(db: Db, tenantId: string, keyword: string): Promise<LifecycleStudent[]> {
  return students(db, tenantId)
    .where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], keyword, { ignoreCase: true }))
    .orderBy('m.number')
    .limit(SEARCH_MAX)
    .execute();
}

export function studentById(db: Db, tenantId: string, userId: string): Promise<LifecycleStudent | undefined> {
  return students(db, tenantId).where('m.userId', '=', userId).executeTakeFirst();
}

export function classById(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('org')
    .select(['id', 'name', 'grade'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('type', '=', 'class')
    .executeTakeFirst();
}

export async function classes(db: Db, tenantId: string): Promise<LifecycleClass[]> {
  const rows = await db
    .selectFrom('org')
    .select(['id', 'code', 'name', 'grade'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'class')
    .orderBy('grade', 'desc')
    .orderBy('code')
    .limit(CLASSES_MAX)
    .execute();
  const counsellors = await counsellorsOfClasses(
    db,
    tenantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    counsellors: counsellors.filter((c) => c.classId === row.id).map((c) => c.name),
  }));
}

/** The counsellors of the classes, each with the class, in a stable order (the first takes moved steps). */
async function counsellorsOfClasses(db: Db, tenantId: string, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('orgDuty as d')
    .innerJoin('appUser as u', 'u.id', 'd.userId')
    .select(['d.orgId as classId', 'u.id', 'u.fullname as name'])
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', '=', 'counsellor')
    .where('d.orgId', 'in', [...classIds])
    .orderBy('u.fullname')
    .orderBy('u.id')
    .execute();
}

/** A class's counsellors, the first of whom takes the steps that move to the class. */
export async function counsellorsOf(db: Db, tenantId: string, classId: string): Promise<Person[]> {
  const rows = await counsellorsOfClasses(db, tenantId, [classId]);
  return rows.map(({ id, name }) => ({ id, name }));
}

/**
 * The open steps of the student's requests that wait on one of the given people: held by them,
 * or shared among candidates they are one of while nobody holds it.
 */
export async function openStepsWaitingOn(
  db: Db,
  tenantId: string,
  studentId: string,
  people: readonly string[],
) {
  if (people.length === 0) return [];
  const sharedWithThem = db
    .selectFrom('bpmTaskCandidate')
    .select('taskId')
    .where('tenantId', '=', tenantId)
    .where('userId', 'in', [...people]);
  return db
    .selectFrom('bpmInstance as i')
    .innerJoin('bpmTask as t', (join) =>
      join.onRef('t.instanceId', '=', 'i.id').on('t.status', '=', 'pending'),
    )
    .select(['t.id', 't.instanceId', 't.name as step', 'i.subject', 't.assigneeId', 't.assigneeName'])
    .where('i.tenantId', '=', tenantId)
    .where('i.starterId', '=', studentId)
    .where((eb) =>
      eb.or([
        eb('t.assigneeId', 'in', [...people]),
        eb.and([eb('t.assigneeId', 'is', null), eb('t.id', 'in', sharedWithThem)]),
      ]),
    )
    .orderBy('t.createdAt')
    .execute();
}

export async function setClass(db: Db, tenantId: string, userId: string, classId: string) {
  await db
    .updateTable('tenantMember')
    .set({ orgId: classId })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
}

export async function setStudyStatus(
  db: Db,
  tenantId: string,
  userIds: readonly string[],
  studyStatus: StudyStatus,
  accessEndsAt: number | null,
) {
  await db
    .updateTable('tenantMember')
    // A new status starts afresh: a reinstated graduate's account is no longer closed.
    .set({ studyStatus, accessEndsAt, accessClosedAt: null })
    .where('tenantId', '=', tenantId)
    .where('userId', 'in', [...userIds])
    .execute();
}

/** Ends every session the member has in the school (their other schools' sessions stay). */
export async function revokeSessionsIn(db: Db, tenantId: string, userId: string, now: number) {
  await db
    .updateTable('authToken')
    .set({ revokedAt: now, revokeReason: 'disabled' })
    .where('userId', '=', userId)
    .where('tenantId', '=', tenantId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** A shared step taken by one person: the other candidates' rows close (the inbox reads open ones). */
export async function closeCandidates(db: Db, taskId: string) {
  await db.updateTable('bpmTaskCandidate').set({ isOpen: 'N' }).where('taskId', '=', taskId).execute();
}

/** The enrolled students of a grade (enrolment year) or of one class, with their labels. */
export function enrolledOfCohort(db: Db, tenantId: string, cohort: { grade?: number; classId?: string }) {
  let query = tenantStudents(db, tenantId)
    .select(['m.userId', 'm.number', 'u.fullname'])
    .where('m.studyStatus', '=', 'enrolled');
  if (cohort.classId) query = query.where('m.orgId', '=', cohort.classId);
  if (cohort.grade !== undefined) {
    const grade = cohort.grade;
    query = query.where((eb) =>
      eb.or([eb('m.enrolmentYear', '=', grade), eb('o.grade', '=', String(grade))]),
    );
  }
  return query.execute();
}

export async function graceDays(db: Db, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('tenant')
    .select('graduateGraceDays')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.graduateGraceDays);
}

export async function settings(db: Db, tenantId: string) {
  const row = await db
    .selectFrom('tenant')
    .select(['graduateGraceDays', 'retentionYears'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return { graduateGraceDays: Number(row.graduateGraceDays), retentionYears: Number(row.retentionYears) };
}

export async function setSettings(
  db: Db,
  tenantId: string,
  values: { graduateGraceDays: number; retentionYears: number },
) {
  await db.updateTable('tenant').set(values).where('id', '=', tenantId).execute();
}
