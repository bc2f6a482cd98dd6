import type { Kysely } from 'kysely';
import type { DB, Duty } from '../../db/schema.js';

/**
 * The paths of the orgs a member holds a duty on (a counsellor's classes, a college's staff their
 * college), each as often as the member holds a duty there: what the address book's scope and the
 * students in a member's charge start from. `duties` narrows to those duties.
 */
export async function dutyOrgPaths(
  db: Kysely<DB>,
  tenantId: string,
  userId: string,
  duties?: readonly Duty[],
): Promise<string[]> {
  if (duties?.length === 0) return [];
  let held = db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .select('o.path')
    .where('d.tenantId', '=', tenantId)
    .where('d.userId', '=', userId);
  if (duties) held = held.where('d.duty', 'in', [...duties]);
  const rows = await held.execute();
  return rows.map((row) => row.path);
}
