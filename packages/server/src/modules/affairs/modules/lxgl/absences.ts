import type { Absence, AbsenceSource } from '../../absences.js';
import { formValuesOf } from '../../rows.js';
import { periodOf } from './record.js';
import { openApprovedLeaves } from './repo.js';

/**
 * The leave group's answer to "who is away on this day" (modules/affairs/absences.ts): approved
 * leaves not cancelled (销假) whose period covers the day. Class attendance fills "on leave" from it.
 */
export const leaveAbsences: AbsenceSource = async (db, tenantId, studentIds, date) => {
  const away = new Map<string, Absence>();
  for (const leave of await openApprovedLeaves(db, tenantId, { studentIds })) {
    const values = formValuesOf(leave);
    const [startDate, endDate] = periodOf(values);
    if (startDate <= date && date <= endDate && !away.has(leave.starterId))
      away.set(leave.starterId, {
        requestId: leave.id,
        kind: String(values.leaveType ?? ''),
        startDate,
        endDate,
      });
  }
  return away;
};
