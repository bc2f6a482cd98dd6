import { resolveGroup } from '@campus/contract';
import zzgl, { type WorkStudyCaps } from '@campus/contract/affairs/zzgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../../db/schema.js';
import { moduleSettings } from '../../../settings/settings.js';

/** The financial-aid group and its work-study modules, for work-study's own API and hooks. */
export const ZZGL = resolveGroup(zzgl);
export const WORK_STUDY = ZZGL.modules.find((m) => m.key === 'workStudy')!;
export const RESIGNATION = ZZGL.modules.find((m) => m.key === 'resignation')!;

/** The school's caps (the workStudy module's settings: its values, else the national defaults). */
export async function workStudyCaps(db: Kysely<DB>, tenantId: string): Promise<WorkStudyCaps> {
  const settings = await moduleSettings(db, tenantId, WORK_STUDY);
  return {
    maxHoursWeek: Number(settings.maxHoursWeek),
    maxHoursMonth: Number(settings.maxHoursMonth),
    minHourlyPay: Number(settings.minHourlyPay),
    maxPosts: Number(settings.maxPosts),
  };
}
