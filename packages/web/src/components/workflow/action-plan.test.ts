import { describe, expect, it } from 'vitest';
import { TASK_ACTIONS } from '@campus/contract';
import { planStarterActions, planTaskActions } from './action-plan';

/** A lone approver's buttons: every action of the contract's table but the countersign ones. */
const SINGLE_TASK = TASK_ACTIONS.filter((action) => action !== 'abandon' && action !== 'addSign');

describe('planTaskActions', () => {
  it('shows nothing to someone who does not hold the task, whatever the buttons say', () => {
    expect(planTaskActions(SINGLE_TASK, false)).toBeNull();
  });

  it('puts send back and agree up front, the rest behind more', () => {
    expect(planTaskActions(SINGLE_TASK, true)).toEqual({
      primary: ['sendBack', 'agree'],
      more: ['oppose', 'shift', 'assignee', 'save', 'endProcess'],
      rejectModes: ['previous', 'starter', 'node'],
    });
  });

  it('offers oppose as the refusal when a step allows no sending back (a countersign)', () => {
    expect(planTaskActions(['agree', 'oppose', 'abandon', 'addSign', 'save'], true)).toEqual({
      primary: ['oppose', 'agree'],
      more: ['abandon', 'addSign', 'save'],
      rejectModes: [],
    });
  });

  it('shows only the node’s allowed actions and ignores names it does not know', () => {
    expect(planTaskActions(['agree', 'copyTo', 'urge'], true)).toEqual({
      primary: ['agree'],
      more: [],
      rejectModes: [],
    });
    expect(planTaskActions(['rejectToStart'], true)?.rejectModes).toEqual(['starter']);
    expect(planTaskActions(['urge'], true)).toBeNull();
  });
});

describe('planStarterActions', () => {
  it('keeps the applicant’s own actions in a fixed order and never a task action', () => {
    expect(planStarterActions(['copyTo', 'endProcess', 'revoke', 'urge', 'agree'])).toEqual([
      'urge',
      'revoke',
      'copyTo',
      'endProcess',
    ]);
    expect(planStarterActions([])).toEqual([]);
  });
});
