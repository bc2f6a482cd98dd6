import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** Students of the demo counsellor's classes in number order, without the named demo students (the groups' demo requests are theirs). */
export async function counsellorStudents(
  db: Kysely<DB>,
  tenantId: string,
  counsellor: string,
  excluded: readonly string[],
) {
  return db
    .selectFrom('orgDuty as d')
    .innerJoin('appUser as c', 'c.id', 'd.userId')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.orgId', '=', 'd.orgId').onRef('m.tenantId', '=', 'd.tenantId'),
    )
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.mobile'])
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', '=', 'counsellor')
    .where('c.account', '=', counsellor)
    .where('m.kind', '=', 'student')
    .where('u.account', 'not in', excluded)
    .orderBy('m.number')
    .execute();
}
