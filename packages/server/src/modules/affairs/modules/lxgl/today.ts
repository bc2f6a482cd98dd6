import type { LeaveRecord, LeaveToday } from '@campus/contract/affairs/lxgl';
import { LEAVE_MODULE } from './leave-module.js';
import type { Kysely } from 'kysely';
import { studentsInCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireReviewer } from '../../audience.js';
import { leaveRecord } from './record.js';
import { openApprovedLeaves } from './repo.js';

/**
 * Who is away: of the approved leaves not cancelled yet, those under way today and those whose
 * last day has passed (overdue). A counsellor sees their classes, college staff their college,
 * the office every student.
 */
export async function awayOn(
  db: Kysely<DB>,
  tenantId: string,
  whose: { charge: Charge } | { studentIds: readonly string[] },
  today: string,
): Promise<LeaveToday> {
  const records = (await openApprovedLeaves(db, tenantId, whose)).map((i) =>
    leaveRecord(i, undefined, today),
  );
  const byEnd = (a: LeaveRecord, b: LeaveRecord) =>
    a.endDate.localeCompare(b.endDate) || a.id.localeCompare(b.id);
  return {
    date: today,
    onLeave: records.filter((r) => r.startDate <= today && today <= r.endDate).sort(byEnd),
    overdue: records.filter((r) => r.overdue).sort(byEnd),
  };
}

export async function leaveToday(db: Kysely<DB>, caller: AuthContext): Promise<LeaveToday> {
  requireReviewer(LEAVE_MODULE, caller);
  const charge = await studentsInCharge(db, caller.tenantId, caller);
  return awayOn(db, caller.tenantId, { charge }, schoolDate(Date.now()));
}
