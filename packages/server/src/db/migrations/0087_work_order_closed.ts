import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The dormitory's repairs run on the mechanism's work order (modules/affairs/work-order.ts), whose
 * stages gain `closed` (done, never rated, closed after the school's days). Schools that already
 * have the work order's stage dictionary get the new entry; the dormitory's own copy of the stages
 * (dorm_repair_stage) is no longer read and goes. Schools without the dictionary get it whole
 * when the modules are deployed at start.
 */
const NAMES = { 'zh-TW': '逾期未評價', 'en-US': 'Closed unrated', 'ja-JP': '未評価で完了' };

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ tenantId: string; sort: number }>`
    select tenant_id as "tenantId", max(sort) as sort from dictionary
    where type_key = 'work_order_stage' and tenant_id not in
      (select tenant_id from dictionary where type_key = 'work_order_stage' and key = 'closed')
    group by tenant_id`.execute(db);
  for (const row of rows)
    await sql`insert into dictionary (id, tenant_id, type_key, key, name, names, sort, created_at)
      values (${randomUUID().replaceAll('-', '')}, ${row.tenantId}, 'work_order_stage', 'closed',
        '逾期未评价', ${JSON.stringify(NAMES)}, ${Number(row.sort) + 1}, ${Date.now()})`.execute(db);
  await sql`delete from dictionary where type_key = 'dorm_repair_stage'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from dictionary where type_key = 'work_order_stage' and key = 'closed'`.execute(db);
}
