import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { schoolMembers } from '../../test-helpers.js';

/** What the dormitory tests read of the demo school's rooms and beds (the group's own test support). */

/** The students in a room's beds, by bed number. */
export async function roomOccupants(db: Kysely<DB>, roomId: string): Promise<string[]> {
  const beds = await db
    .selectFrom('dormBed')
    .select('studentId')
    .where('roomId', '=', roomId)
    .where('studentId', 'is not', null)
    .orderBy('number')
    .execute();
  return beds.map((b) => b.studentId!);
}

/**
 * Housed male students of the demo counsellor's classes (not the demo `student`) without a
 * running request: of any process, or only of the given ones. Each test orders and narrows it.
 */
export function housedMen(db: Kysely<DB>, processes?: readonly string[]) {
  return schoolMembers(db)
    .innerJoin('dormBed as b', 'b.studentId', 'u.id')
    .select(['u.id', 'u.account', 'm.number', 'b.code'])
    .where('u.gender', '=', 'male')
    .where('u.account', '!=', 'student')
    .where('m.number', 'like', '202_111%')
    .where((eb) => {
      const running = eb
        .selectFrom('bpmInstance as i')
        .select('i.id')
        .whereRef('i.starterId', '=', 'u.id')
        .where('i.status', '=', 'running');
      return eb.not(eb.exists(processes ? running.where('i.defKey', 'in', processes) : running));
    });
}
