import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The school's own org (the one without a parent): what a collection for every student addresses,
 * and under which demo data adds departments and colleges.
 */
export function schoolRoot(db: Kysely<DB>, tenantId: string): Promise<{ id: string; path: string }> {
  return db
    .selectFrom('org')
    .select(['id', 'path'])
    .where('tenantId', '=', tenantId)
    .where('parentId', 'is', null)
    .executeTakeFirstOrThrow();
}
