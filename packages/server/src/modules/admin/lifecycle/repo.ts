import type { LifecycleClass, LifecycleStudent } from '@campus/contract/api/admin/lifecycle';
import type { Kysely } from 'kysely';
import type { Person } from '../../../core/org/people.js';
import { keywordFilter } from '../../../db/like.js';
import type { DB } from '../../../db/schema.js';
import type { StudyStatus } from '../../../db/tables/core.js';

/** The lifecycle's queries: students, classes, counsellors and the open steps of a student's requests. */
type Db = Kysely<DB>;

const SEARCH_MAX = 20;
const CLASSES_MAX = 500;

function students(db: Db, tenantId: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select([
      'm.userId',
      'm.number',
      'u.fullname',
      'm.orgId as classId',
      'o.name as className',
      'm.studyStatus',
      'm.enrolmentYear',
      'm.graduationYear',
      'm.accessEndsAt',
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student');
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
  if (rows.length === 0) return [];
  const counsellors = await db
    .selectFrom('orgDuty as d')
    .innerJoin('appUser as u', 'u.id', 'd.userId')
    .select(['d.orgId', 'u.fullname'])
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', '=', 'counsellor')
    .where(
      'd.orgId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('u.fullname')
    .execute();
  return rows.map((row) => ({
    ...row,
    counsellors: counsellors.filter((c) => c.orgId === row.id).map((c) => c.fullname),
  }));
}

/** A class's counsellors, in a stable order (the first takes moved steps). */
export async function counsellorsOf(db: Db, tenantId: string, classId: string): Promise<Person[]> {
  const rows = await db
    .selectFrom('orgDuty as d')
    .innerJoin('appUser as u', 'u.id', 'd.userId')
    .select(['u.id', 'u.fullname as name'])
    .where('d.tenantId', '=', tenantId)
    .where('d.orgId', '=', classId)
    .where('d.duty', '=', 'counsellor')
    .orderBy('u.fullname')
    .orderBy('u.id')
    .execute();
  return rows;
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
  return db
    .selectFrom('bpmTask as t')
    .innerJoin('bpmInstance as i', 'i.id', 't.instanceId')
    .select(['t.id', 't.instanceId', 't.name as step', 'i.subject', 't.assigneeId', 't.assigneeName'])
    .where('t.tenantId', '=', tenantId)
    .where('i.starterId', '=', studentId)
    .where('t.status', '=', 'pending')
    .where((eb) =>
      eb.or([
        eb('t.assigneeId', 'in', [...people]),
        eb.and([
          eb('t.assigneeId', 'is', null),
          eb.exists(
            eb
              .selectFrom('bpmTaskCandidate as c')
              .select('c.userId')
              .whereRef('c.taskId', '=', 't.id')
              .where('c.userId', 'in', [...people]),
          ),
        ]),
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
    .set({ studyStatus, accessEndsAt })
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
  let query = db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['m.userId', 'm.number', 'u.fullname'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
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

export async function setGraceDays(db: Db, tenantId: string, days: number) {
  await db.updateTable('tenant').set({ graduateGraceDays: days }).where('id', '=', tenantId).execute();
}
