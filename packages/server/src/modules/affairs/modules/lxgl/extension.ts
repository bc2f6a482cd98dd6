import type { LeaveRecord } from '@campus/contract/affairs/lxgl';
import { formValuesOf } from '../../rows.js';
import type { AffairExtension } from '../../extension.js';
import { refuseOverlap } from './overlap.js';
import { leaveRecord, mayCancel } from './record.js';
import { recentLeaveCounts, returnsOf } from './repo.js';
import { awayOn } from './today.js';

const DAY_MS = 24 * 3600 * 1000;
/** Triage thresholds (ANCHORS: risk flags for the counsellor's inbox). */
const LONG_LEAVE_DAYS = 7;
const REPEATED_LEAVES = 3;
const REPEATED_WINDOW_DAYS = 30;

/** Leave and return: its record is the leave as LeaveRecord, with the return (销假) when there is one. */
export const leaveExtension: AffairExtension<LeaveRecord> = {
  async records({ db, tenantId, today }, instances) {
    const returns = await returnsOf(
      db,
      tenantId,
      instances.map((i) => i.id),
    );
    return new Map(instances.map((i) => [i.id, leaveRecord(i, returns.get(i.id), today)]));
  },

  /**
   * longLeave: more than 7 days; repeated: the student's third leave (or more) within 30 days;
   * overdue: the student has not come back from an earlier leave.
   */
  async flags({ db, tenantId, today }, instances) {
    const students = instances.map((i) => i.starterId);
    const [recent, away] = await Promise.all([
      recentLeaveCounts(db, tenantId, students, Date.now() - REPEATED_WINDOW_DAYS * DAY_MS),
      awayOn(db, tenantId, { studentIds: students }, today),
    ]);
    const overdue = new Set(away.overdue.map((r) => r.studentId));
    return new Map(
      instances.map((i) => {
        const flags: string[] = [];
        if (Number(formValuesOf(i).days ?? 0) > LONG_LEAVE_DAYS) flags.push('longLeave');
        if ((recent.get(i.starterId) ?? 0) >= REPEATED_LEAVES) flags.push('repeated');
        if (overdue.has(i.starterId)) flags.push('overdue');
        return [i.id, flags];
      }),
    );
  },

  /** No two leaves of a student at once (overlap.ts). */
  beforeSubmit: refuseOverlap,

  actions(caller, instance, record) {
    return instance.starterId === caller.userId && record && mayCancel(record) ? ['cancel'] : [];
  },

  /** onLeave: away today; overdue: not back after the last day (the caller's charge, or their own). */
  async figures({ db, tenantId, today }, charge, caller) {
    const away = await awayOn(db, tenantId, charge ? { charge } : { studentIds: [caller.userId] }, today);
    return { onLeave: away.onLeave.length, overdue: away.overdue.length };
  },
};
