import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** What the tests read of the seeded demo data (db/seed/world.ts) besides signing in. */

/** The tenant id of a demo school: 江南理工 (`jnlg`) unless another code is named. */
export async function demoSchoolId(db: Kysely<DB>, code = 'jnlg'): Promise<string> {
  const tenant = await db
    .selectFrom('tenant')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return tenant.id;
}

/** The last SMS the log sender "sent" to a number, and the six-digit code in it. */
export async function lastSms(db: Kysely<DB>, mobile: string) {
  const row = await db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { content: row.content, code: /(\d{6})/.exec(row.content)?.[1] } : undefined;
}
