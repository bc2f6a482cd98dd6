import { resolveGroup } from '@campus/contract';
import yqfk from '@campus/contract/affairs/yqfk';
import { groupSettingsOwner, moduleSettings } from '../../settings/settings.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';

/** The epidemic-control group's descriptor, for its own API. */
export const YQFK = resolveGroup(yqfk);

export interface HealthSettings {
  enabled: boolean;
  questions: { symptoms: boolean; location: boolean; contact: boolean };
  feverFrom: number;
  retentionDays: number;
}

/** The school's choices for the daily report (the group's settings, change-logged by the settings screen). */
export async function healthSettings(db: Kysely<DB>, tenantId: string): Promise<HealthSettings> {
  const s = await moduleSettings(db, tenantId, groupSettingsOwner(YQFK));
  return {
    enabled: s.enabled === 1,
    questions: { symptoms: s.askSymptoms === 1, location: s.askLocation === 1, contact: s.askContact === 1 },
    feverFrom: Number(s.feverFrom),
    retentionDays: Number(s.retentionDays),
  };
}
