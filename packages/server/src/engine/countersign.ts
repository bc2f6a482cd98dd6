import type { Completion } from './model.js';

/**
 * When is a vote among several approvers (a multi-instance task) decided? Abstentions
 * (abandon) count as cast but not as agreeing. A single-approver task is a vote of one under
 * 'all': agree passes, oppose fails.
 */
export interface Tally {
  voters: number;
  agree: number;
  oppose: number;
  abandon: number;
}

export type Decision = 'pending' | 'pass' | 'fail';

export function agreesNeeded(completion: Completion, voters: number): number {
  switch (completion.kind) {
    case 'all':
      return voters;
    case 'any':
      return Math.min(1, voters);
    case 'percentage':
      return Math.ceil((voters * completion.percent) / 100);
  }
}

export function decide(completion: Completion, tally: Tally): Decision {
  const needed = agreesNeeded(completion, tally.voters);
  if (tally.agree >= needed && tally.agree > 0) return 'pass';
  const outstanding = tally.voters - tally.agree - tally.oppose - tally.abandon;
  if (tally.agree + outstanding < needed || outstanding <= 0) return 'fail';
  return 'pending';
}
