import type { AffairStatus } from '../../types.js';
import type { LeaveReturnState } from './return-state.js';

/**
 * Leave's own API, under /api/lxgl/v3/leave/ (besides the generic module API):
 *   POST cancel {id, note?}                      -> LeaveRecord   销假: the student is back
 *   GET  today                                    -> LeaveToday    staff: on leave today, overdue
 *   GET  batch?kind=destination|return            -> RegistrationBatch | null (the open one)
 *   GET  destination/mine?batchId=                -> DestinationRegistration | null
 *   POST destination/sign {batchId, ...}          -> DestinationRegistration (create or update own)
 *   POST destination/check {batchId, list body}   -> ListReply<RegistrationCheckRow> (staff)
 *   GET  return/mine?batchId=                     -> ReturnRegistration | null
 *   POST return/sign {batchId, ...}               -> ReturnRegistration
 *   POST return/check {batchId, list body}        -> ListReply<RegistrationCheckRow> (staff)
 */
export interface LeaveRecord {
  /** The leave's process instance id. */
  id: string;
  studentId: string;
  studentName: string;
  studentNumber: string;
  className: string;
  leaveType: string;
  startDate: string;
  endDate: string;
  days: number;
  destination: string | null;
  /** The request's status (a draft too: a saved leave the student has not submitted). */
  status: AffairStatus;
  /** When the student cancelled the leave (销假); null while away. */
  returnedAt: number | null;
  /** Approved, end date passed, not cancelled. */
  overdue: boolean;
  /** Coming back (销假): leaveReturnState, null unless approved. */
  returnState: LeaveReturnState | null;
}

export interface LeaveToday {
  date: string;
  onLeave: LeaveRecord[];
  overdue: LeaveRecord[];
}

export interface RegistrationBatch {
  id: string;
  kind: 'destination' | 'return';
  name: string;
  startDate: string;
  endDate: string;
}

export type DestinationType = 'home' | 'school' | 'travel' | 'internship' | 'other';

export interface DestinationRegistration {
  batchId: string;
  destinationType: DestinationType;
  address: string;
  contactPhone: string;
  leaveDate: string;
  returnDate: string;
  transport: string | null;
  note: string | null;
  updatedAt: number;
}

export interface ReturnRegistration {
  batchId: string;
  arrivedAt: number;
  transport: string | null;
  note: string | null;
  updatedAt: number;
}

export interface RegistrationCheckRow {
  studentId: string;
  name: string;
  number: string;
  className: string;
  mobile: string | null;
  registered: boolean;
  /** The registration (destination or return) when there is one. */
  detail: DestinationRegistration | ReturnRegistration | null;
}
