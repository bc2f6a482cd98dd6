/**
 * Everything an approver can do on a task, by the alias the API uses (a task's `buttons`, the
 * BPMN `campus:actions` setting); a node allows a subset. The server's engine and the web app's
 * action bar both read this list.
 */
export const TASK_ACTIONS = [
  'agree',
  'oppose',
  'abandon',
  'reject',
  'rejectToPrevious',
  'rejectToStart',
  'endProcess',
  'shift',
  'assignee',
  'addSign',
  'save',
] as const;
export type TaskAction = (typeof TASK_ACTIONS)[number];
