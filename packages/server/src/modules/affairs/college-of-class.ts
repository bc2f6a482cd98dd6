import { sql, type JoinBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Joins a class `o` to its college `c`: the org of type college of the same school whose path
 * leads the class's.
 */
export function collegeOfClass(j: JoinBuilder<{ o: DB['org']; c: DB['org'] }, 'o' | 'c'>) {
  return j
    .onRef('c.tenantId', '=', 'o.tenantId')
    .on('c.type', '=', 'college')
    .on(sql<SqlBool>`o.path like c.path || '%'`);
}
