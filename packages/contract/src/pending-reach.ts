/**
 * How a pending task reached the user who may act on it, as the platform splits the to-do list
 * (`/received/query/pending/<path>`): named personally (`user`), as a member of an org (`org`),
 * as the person in charge of an org (`orgManager`: a class's counsellor or teacher, a college's
 * student-affairs staff), by role, by position, by user group, transferred to them (`shift`), or
 * held for someone else as their proxy or standing delegate (`assignee`). Every pending task
 * falls under exactly one of them for a given user.
 */
export const PENDING_REACH_PATHS = {
  user: 'user',
  org: 'org',
  orgManager: 'org/manager',
  role: 'role',
  position: 'position',
  group: 'group',
  shift: 'shift',
  assignee: 'assignee',
} as const;
export type PendingReach = keyof typeof PENDING_REACH_PATHS;
export const PENDING_REACHES = Object.keys(PENDING_REACH_PATHS) as PendingReach[];

/** How a process's rules named a task's holder or candidate (recorded on the task when it is created). */
export type TaskVia = Exclude<PendingReach, 'shift' | 'assignee'>;
