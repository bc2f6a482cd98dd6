import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * The school's time zone: every time the app shows is in it, whatever a phone is set to (an
 * activity at 14:00 reads 14:00 on a phone set to UTC). A school's setting `timeZone` (an IANA
 * name, stored as JSON like the other school settings) chooses another; Chinese colleges run on
 * China time, the default.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';
export const TIME_ZONE_SETTING = 'timeZone';

/** Whether the runtime knows the zone (a mistyped setting falls back to the default). */
export function knownTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function parsed(json: string): unknown {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return null;
  }
}

export async function schoolTimeZone(db: Kysely<DB>, tenantId: string): Promise<string> {
  const row = await db
    .selectFrom('schoolSetting')
    .select('value')
    .where((eb) => eb.and({ tenantId, key: TIME_ZONE_SETTING }))
    .executeTakeFirst();
  const zone = row ? parsed(row.value) : null;
  return knownTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}
