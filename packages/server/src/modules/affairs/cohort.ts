import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { activeStudentsInClasses } from './student-query.js';

/**
 * The graduating cohort of a school: the oldest grade still on its roll. Graduates leave the roll
 * (their membership ends), so whatever the length of its programmes the oldest grade with active
 * students is the one whose last year this is: the one that registers destinations and clears
 * leaving school. Null for a school without students in classes.
 */
export async function graduatingGrade(db: Kysely<DB>, tenantId: string): Promise<string | null> {
  const row = await activeStudentsInClasses(db, tenantId)
    .select((eb) => eb.fn.min('o.grade').as('grade'))
    .executeTakeFirst();
  return row?.grade ?? null;
}
