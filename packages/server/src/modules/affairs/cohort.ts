import { academicYearOf, graduatingGradeIn, type AffairCohort } from '@campus/contract';
import type { Kysely } from 'kysely';
import { memberProfile } from '../../core/org/profile.js';
import type { DB } from '../../db/schema.js';
import { schoolDate } from '../../lib/school-date.js';
import { programmeYears } from './settings/settings.js';

/** The academic year the school is in today. */
export const currentAcademicYear = (): string => academicYearOf(schoolDate(Date.now()));

/**
 * The graduating cohort of a school in an academic year (this one unless told): the grade whose
 * programme ends then, its enrolment year plus the school's programme length (学制, a school
 * setting: 4 by default, 3 at a vocational college). Not "the oldest grade on the roll": a school
 * whose oldest students are in their third year has no graduates this year.
 */
export async function graduatingGrade(
  db: Kysely<DB>,
  tenantId: string,
  academicYear: string = currentAcademicYear(),
): Promise<string> {
  return graduatingGradeIn(academicYear, await programmeYears(db, tenantId));
}

/** The caller's cohort this academic year: whether they are a student who graduates in it. */
export async function cohortOf(db: Kysely<DB>, tenantId: string, userId: string): Promise<AffairCohort> {
  const academicYear = currentAcademicYear();
  const [grade, profile] = await Promise.all([
    graduatingGrade(db, tenantId, academicYear),
    memberProfile(db, tenantId, userId),
  ]);
  const own = profile?.kind === 'student' ? (profile.grade ?? null) : null;
  return { graduating: own !== null && own === grade, academicYear, graduatingGrade: grade, grade: own };
}
