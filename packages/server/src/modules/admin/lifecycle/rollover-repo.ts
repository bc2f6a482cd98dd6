import { ROLLOVER_CLASSES_MAX } from '@campus/contract/api/admin/lifecycle';
import type { Kysely } from 'kysely';
import { keywordFilter } from '../../../db/like.js';
import type { DB } from '../../../db/schema.js';

/** The rollover's queries: the school's year, its classes with their students, counsellors, staff. */
type Db = Kysely<DB>;

/** Years of a programme when a student's expected graduation year is not recorded. */
export const PROGRAMME_YEARS = 4;
const STAFF_MAX = 20;

export async function schoolYearOf(db: Db, tenantId: string): Promise<number | null> {
  const row = await db
    .selectFrom('tenant')
    .select('schoolYear')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return row.schoolYear === null ? null : Number(row.schoolYear);
}

export async function setSchoolYear(db: Db, tenantId: string, year: number) {
  await db.updateTable('tenant').set({ schoolYear: year }).where('id', '=', tenantId).execute();
}

/** The school's classes that have an enrolment year, oldest cohort first (at most 500). */
export function gradedClasses(db: Db, tenantId: string) {
  return db
    .selectFrom('org')
    .select(['id', 'code', 'name', 'grade'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'class')
    .where('grade', 'is not', null)
    .orderBy('grade')
    .orderBy('code')
    .limit(ROLLOVER_CLASSES_MAX)
    .execute();
}

/**
 * The school's student members of classes, counted by class, recorded enrolment and graduation
 * years and study status (a handful of groups per class, whatever the school's size).
 */
export async function studentGroups(db: Db, tenantId: string) {
  const rows = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select((eb) => [
      'm.orgId as classId',
      'm.enrolmentYear',
      'm.graduationYear',
      'm.studyStatus',
      eb.fn.countAll<number>().as('count'),
    ])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
    .where('o.type', '=', 'class')
    .groupBy(['m.orgId', 'm.enrolmentYear', 'm.graduationYear', 'm.studyStatus'])
    .execute();
  return rows.map((row) => ({
    ...row,
    enrolmentYear: row.enrolmentYear === null ? null : Number(row.enrolmentYear),
    graduationYear: row.graduationYear === null ? null : Number(row.graduationYear),
    count: Number(row.count),
  }));
}

/**
 * The enrolled students of `inClasses` who graduate in `year`: their recorded graduation year is
 * reached, or, not recorded, their enrolment year is four years back or earlier, or, neither
 * recorded, they are in one of `classIds` (classes whose cohort year is that early).
 */
export async function graduatingStudents(
  db: Db,
  tenantId: string,
  year: number,
  inClasses: readonly string[],
  classIds: readonly string[],
) {
  if (inClasses.length === 0) return [];
  const lastEnrolment = year - PROGRAMME_YEARS;
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['m.userId', 'm.number', 'u.fullname'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
    .where('m.studyStatus', '=', 'enrolled')
    .where('o.type', '=', 'class')
    .where('m.orgId', 'in', [...inClasses])
    .where((eb) =>
      eb.or([
        eb('m.graduationYear', '<=', year),
        eb.and([eb('m.graduationYear', 'is', null), eb('m.enrolmentYear', '<=', lastEnrolment)]),
        ...(classIds.length > 0
          ? [
              eb.and([
                eb('m.graduationYear', 'is', null),
                eb('m.enrolmentYear', 'is', null),
                eb('m.orgId', 'in', [...classIds]),
              ]),
            ]
          : []),
      ]),
    )
    .orderBy('m.number')
    .execute();
}

/** Enrolled students whose enrolment year is `year` (the new cohort, once imported). */
export async function cohortSize(db: Db, tenantId: string, year: number): Promise<number> {
  const row = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
    .where('m.studyStatus', '=', 'enrolled')
    .where((eb) =>
      eb.or([
        eb('m.enrolmentYear', '=', year),
        eb.and([eb('m.enrolmentYear', 'is', null), eb('o.grade', '=', String(year))]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The counsellors of the classes, in a stable order. */
export async function counsellorsOfClasses(db: Db, tenantId: string, classIds: readonly string[]) {
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

/** The active staff of the school among the ids, with their names. */
export function staffByIds(db: Db, tenantId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.fullname as name'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'staff')
    .where('m.status', '=', 'active')
    .where('m.userId', 'in', [...userIds])
    .execute();
}

/** Active staff whose number or name contains the keyword (at most 20). */
export function findStaff(db: Db, tenantId: string, keyword: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.fullname as name', 'm.number'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'staff')
    .where('m.status', '=', 'active')
    .where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], keyword, { ignoreCase: true }))
    .orderBy('m.number')
    .limit(STAFF_MAX)
    .execute();
}

/** Replaces a class's counsellors as a whole. */
export async function setCounsellors(db: Db, tenantId: string, classId: string, userIds: readonly string[]) {
  await db
    .deleteFrom('orgDuty')
    .where('tenantId', '=', tenantId)
    .where('orgId', '=', classId)
    .where('duty', '=', 'counsellor')
    .execute();
  if (userIds.length > 0)
    await db
      .insertInto('orgDuty')
      .values(userIds.map((userId) => ({ tenantId, orgId: classId, userId, duty: 'counsellor' as const })))
      .execute();
}
