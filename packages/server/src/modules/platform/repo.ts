import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Category trees (cat_type), one tree per category key. */
export function categoryNodes(db: Kysely<DB>, tenantId: string, categoryKey: string) {
  return db
    .selectFrom('catType')
    .select(['id', 'name', 'names', 'parentId', 'typeKey', 'categoryKey', 'sort'])
    .where('tenantId', '=', tenantId)
    .where('categoryKey', '=', categoryKey)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
