import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The tables that keep one row per workflow instance, in a column `instanceId`. */
export type InstanceTable = {
  [T in keyof DB]: Selectable<DB[T]> extends { instanceId: string } ? T : never;
}[keyof DB];

/**
 * A group's own rows for a page of requests, by instance id: what an extension's `records` reads
 * beside the instances (a dormitory request, an information change). No instances, no query.
 */
export async function rowsByInstance<T extends InstanceTable & string>(
  db: Kysely<DB>,
  table: T,
  instances: readonly { id: string }[],
): Promise<Map<string, Selectable<DB[T]>>> {
  if (instances.length === 0) return new Map();
  const rows = await db
    .selectFrom(table as keyof DB)
    .selectAll()
    .where(
      sql.ref('instanceId'),
      'in',
      instances.map((i) => i.id),
    )
    .execute();
  // The table is known here only by name; InstanceTable vouches for its instanceId column.
  const typed = rows as unknown as (Selectable<DB[T]> & { instanceId: string })[];
  return new Map(typed.map((r) => [r.instanceId, r]));
}
