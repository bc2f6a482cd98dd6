import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { studentsOfCounsellors } from '../counsellors.js';

/** Students of the demo counsellor's classes in number order, without the named demo students (the groups' demo requests are theirs). */
export async function counsellorStudents(
  db: Kysely<DB>,
  tenantId: string,
  counsellor: string,
  excluded: readonly string[],
) {
  return studentsOfCounsellors(db, tenantId)
    .innerJoin('appUser as c', 'c.id', 'd.userId')
    .select(['u.id', 'u.mobile'])
    .where('c.account', '=', counsellor)
    .where('u.account', 'not in', excluded)
    .orderBy('m.number')
    .execute();
}
