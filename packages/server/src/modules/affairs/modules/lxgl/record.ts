import type { FormValues } from '@campus/contract';
import { leaveReturnState, mayReportReturn, type LeaveRecord } from '@campus/contract/affairs/lxgl';
import type { BpmInstance } from '../../../../db/schema.js';
import { formValuesOf, starterOf } from '../../rows.js';
import { affairStatus } from '../../status.js';

/**
 * A leave as staff and the student see it: the request's form (type, period, days, destination),
 * the student as they were when they asked, its status from the workflow, and its return (销假).
 * Overdue: approved, the last day has passed, and the student has not cancelled the leave.
 */
export interface LeaveReturn {
  returnedAt: number;
}

/** A leave's first and last day (yyyy-MM-dd) from its form values. */
export function periodOf(values: FormValues): [string, string] {
  const period = Array.isArray(values.period) ? (values.period as unknown[]) : [];
  return [String(period[0] ?? ''), String(period[1] ?? period[0] ?? '')];
}

export function leaveRecord(
  instance: BpmInstance,
  returned: LeaveReturn | undefined,
  today: string,
): LeaveRecord {
  const values = formValuesOf(instance);
  const [startDate, endDate] = periodOf(values);
  const student = starterOf(instance);
  const status = affairStatus(instance);
  const returnedAt = returned?.returnedAt ?? null;
  const returnState = leaveReturnState({ status, startDate, endDate, returnedAt }, today);
  return {
    id: instance.id,
    studentId: student.id,
    studentName: student.name,
    studentNumber: student.number,
    className: student.className,
    leaveType: String(values.leaveType ?? ''),
    startDate,
    endDate,
    days: Number(values.days ?? 0),
    destination: typeof values.destination === 'string' ? values.destination : null,
    status,
    returnedAt,
    overdue: returnState === 'overdue',
    returnState,
  };
}

/** The student may cancel (销假) an approved leave that has started and that they have not cancelled. */
export const mayCancel = (record: LeaveRecord) => mayReportReturn(record.returnState);
