import { describe, expect, it } from 'vitest';
import { leaveReturnState, mayReportReturn, type LeaveDates } from './modules/lxgl/return-state.js';

const leave = (over: Partial<LeaveDates> = {}): LeaveDates => ({
  status: 'approved',
  startDate: '2026-05-10',
  endDate: '2026-05-12',
  returnedAt: null,
  ...over,
});

describe('where a leave stands on coming back (issue 17 item 5: one rule for the detail and 销假)', () => {
  it('is not started before its first day, away through its last, overdue after it', () => {
    expect(leaveReturnState(leave(), '2026-05-09')).toBe('notStarted');
    expect(leaveReturnState(leave(), '2026-05-10')).toBe('away');
    expect(leaveReturnState(leave(), '2026-05-12')).toBe('away');
    expect(leaveReturnState(leave(), '2026-05-13')).toBe('overdue');
  });

  it('is back once reported, and nothing for a leave not approved', () => {
    expect(leaveReturnState(leave({ returnedAt: 1 }), '2026-05-13')).toBe('back');
    expect(leaveReturnState(leave({ status: 'running' }), '2026-05-11')).toBeNull();
  });

  it('lets the student report their return only while away or overdue', () => {
    expect((['notStarted', 'away', 'overdue', 'back', null] as const).map(mayReportReturn)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });
});
