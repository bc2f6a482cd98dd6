import type { Deadline } from './model.js';

/**
 * A step's deadline on the tasks it creates (campus:dueHours, campus:remindHours): when a task is
 * due and when the deadline sweep (modules/bpm/deadlines) first has something to tell its holders.
 * Calendar hours from the task's creation: a school that wants "two working days" writes 48.
 */
export const HOUR_MS = 3_600_000;

export interface TaskDeadline {
  dueAt: number | null;
  /** The first notice: the early reminder, or the deadline itself when there is none. */
  alertAt: number | null;
}

export function taskDeadline(deadline: Deadline | null, createdAt: number): TaskDeadline {
  if (!deadline) return { dueAt: null, alertAt: null };
  const dueAt = createdAt + deadline.dueHours * HOUR_MS;
  return { dueAt, alertAt: dueAt - deadline.remindHours * HOUR_MS };
}

/**
 * What a notice the sweep claimed at `now` says: the deadline passed (sent once, nothing after
 * it), or it is coming (then the overdue notice waits for the deadline). A sweep that comes late,
 * past both times, sends only the overdue notice.
 */
export function noticeAt(dueAt: number, now: number): { kind: 'overdue' | 'remind'; next: number | null } {
  return dueAt <= now ? { kind: 'overdue', next: null } : { kind: 'remind', next: dueAt };
}
