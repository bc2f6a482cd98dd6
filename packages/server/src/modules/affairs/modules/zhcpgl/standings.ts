import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { EvaluationStanding } from '../../facts.js';
import { placesOf } from './cohort.js';
import { majorScores } from './scores.js';

/**
 * The `evaluationRank` fact: each student's evaluated years, newest first, with their total and
 * ranks and the figures of their grades (what the scholarships and honours read through the
 * mechanism's facts: their forms' record fields and eligibility).
 */
export async function evaluationStandings(
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
): Promise<Map<string, EvaluationStanding[]>> {
  const found = new Map<string, EvaluationStanding[]>();
  if (studentIds.length === 0) return found;
  const years = await db
    .selectFrom('evaluationGrade')
    .select('academicYear')
    .distinct()
    .where('tenantId', '=', tenantId)
    .where('studentId', 'in', studentIds)
    .orderBy('academicYear', 'desc')
    .execute();
  if (years.length === 0) return found;
  const places = await placesOf(db, tenantId, studentIds);
  const majors = [...new Set([...places.values()].map((p) => p.majorId))];
  for (const { academicYear } of years) {
    const scores = await majorScores(db, tenantId, academicYear, majors);
    for (const id of studentIds) {
      const score = scores.get(id);
      if (!score) continue;
      const { total, classRank, classSize, majorRank, majorSize } = score;
      const { gpa, failedCourses, academicRank, academicSize } = score;
      found.set(id, [
        ...(found.get(id) ?? []),
        {
          academicYear,
          total,
          classRank,
          classSize,
          majorRank,
          majorSize,
          gpa,
          failedCourses,
          academicRank,
          academicSize,
        },
      ]);
    }
  }
  return found;
}
