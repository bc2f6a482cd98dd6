import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';

/** The school's settings (figures and the calendar), stored as JSON by key. */
export async function storedSettings(
  db: Kysely<DB>,
  tenantId: string,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('schoolSetting')
    .select(['key', 'value'])
    .where('tenantId', '=', tenantId)
    .where('key', 'in', keys)
    .execute();
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

export async function storeSetting(
  db: Kysely<DB>,
  row: { tenantId: string; key: string; value: unknown; updatedBy: string | null; updatedAt: number },
): Promise<void> {
  const value = JSON.stringify(row.value);
  const updated = await db
    .updateTable('schoolSetting')
    .set({ value, updatedBy: row.updatedBy, updatedAt: row.updatedAt })
    .where('tenantId', '=', row.tenantId)
    .where('key', '=', row.key)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('schoolSetting')
      .values({ ...row, value })
      .execute();
}
