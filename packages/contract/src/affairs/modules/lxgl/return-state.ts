import type { AffairStatus } from '../../types.js';

/**
 * Where an approved leave stands on coming back (销假), the one rule for every screen and for the
 * server's own refusal: not started before its first day, away from then on, overdue after its
 * last day, back once the student has reported their return. Null for a leave not approved.
 * Dates are the school's calendar days (YYYY-MM-DD).
 */
export const LEAVE_RETURN_STATES = ['notStarted', 'away', 'overdue', 'back'] as const;
export type LeaveReturnState = (typeof LEAVE_RETURN_STATES)[number];

export interface LeaveDates {
  status: AffairStatus;
  startDate: string;
  endDate: string;
  returnedAt: number | null;
}

export function leaveReturnState(leave: LeaveDates, today: string): LeaveReturnState | null {
  if (leave.status !== 'approved') return null;
  if (leave.returnedAt !== null) return 'back';
  if (leave.startDate > today) return 'notStarted';
  return leave.endDate < today ? 'overdue' : 'away';
}

/** The student may report their return (销假) while away or overdue. */
export const mayReportReturn = (state: LeaveReturnState | null): boolean =>
  state === 'away' || state === 'overdue';
