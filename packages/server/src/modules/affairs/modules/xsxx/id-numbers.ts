import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';

/** The `idNumber` fact: each student's ID number on record, for forms that must not ask it again. */
export async function idNumbersOf(
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('studentProfile')
    .select(['userId', 'idNumber'])
    .where('tenantId', '=', tenantId)
    .where('userId', 'in', studentIds)
    .where('idNumber', 'is not', null)
    .execute();
  return new Map(rows.map((r) => [r.userId, r.idNumber!]));
}
