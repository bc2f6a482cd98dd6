import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { graduatingGrade } from '../cohort.js';

/**
 * Students in number order with this year's graduates last. The first school's small graduating
 * class (db/seed/world.ts) has the smallest numbers (enrolment year first), but the groups' demos
 * hand out beds and requests down the list as they were written for the younger classes: listed
 * last, the graduates come after them and every other student keeps their bed and requests.
 */
export async function graduatesLast<T extends { grade: string | null }>(
  db: Kysely<DB>,
  tenantId: string,
  students: readonly T[],
): Promise<T[]> {
  const grade = await graduatingGrade(db, tenantId);
  return [...students.filter((s) => s.grade !== grade), ...students.filter((s) => s.grade === grade)];
}
