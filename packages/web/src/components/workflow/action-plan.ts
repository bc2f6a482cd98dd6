/**
 * Which buttons a screen shows for a request, decided from what the server says the caller may do
 * there (the `buttons` of getFormData): the node's allowed actions, and only to someone holding
 * the task. Nothing else adds a button, so an applicant never sees approve buttons.
 */

import { TASK_ACTIONS, type TaskAction } from '@campus/contract';

/** The three ways back are one button: it asks where to. */
export type RejectMode = 'previous' | 'starter' | 'node';
export type BarAction = Exclude<TaskAction, 'reject' | 'rejectToPrevious' | 'rejectToStart'> | 'sendBack';

export interface TaskActionPlan {
  /** Up to two big buttons: refusing (send back, or oppose) and agreeing. */
  primary: BarAction[];
  /** The rest, behind "more". */
  more: BarAction[];
  /** Where "send back" may send the task. */
  rejectModes: RejectMode[];
}

const isTaskAction = (alias: string): alias is TaskAction =>
  (TASK_ACTIONS as readonly string[]).includes(alias);

/** The action bar of a task form; null when the caller does not hold the task (read only). */
export function planTaskActions(buttons: readonly string[], holding: boolean): TaskActionPlan | null {
  if (!holding) return null;
  const allowed = new Set(buttons.filter(isTaskAction));
  const rejectModes: RejectMode[] = [
    ...(allowed.has('rejectToPrevious') ? (['previous'] as const) : []),
    ...(allowed.has('rejectToStart') ? (['starter'] as const) : []),
    ...(allowed.has('reject') ? (['node'] as const) : []),
  ];
  const refuse: BarAction | undefined = rejectModes.length
    ? 'sendBack'
    : allowed.has('oppose')
      ? 'oppose'
      : undefined;
  const primary: BarAction[] = [
    ...(refuse ? [refuse] : []),
    ...(allowed.has('agree') ? (['agree'] as const) : []),
  ];
  const secondary: BarAction[] = ['oppose', 'abandon', 'shift', 'assignee', 'addSign', 'save', 'endProcess'];
  const more = secondary.filter((action) => allowed.has(action as TaskAction) && !primary.includes(action));
  if (primary.length === 0 && more.length === 0) return null;
  return { primary, more, rejectModes };
}

/**
 * What a reader may do with a running request, in the order the bar shows them: the applicant
 * urges, withdraws or calls it off; anyone who may read it sends colleagues a copy.
 */
export const STARTER_ACTIONS = ['urge', 'revoke', 'copyTo', 'endProcess'] as const;
export type StarterAction = (typeof STARTER_ACTIONS)[number];

export function planStarterActions(buttons: readonly string[]): StarterAction[] {
  return STARTER_ACTIONS.filter((action) => buttons.includes(action));
}
