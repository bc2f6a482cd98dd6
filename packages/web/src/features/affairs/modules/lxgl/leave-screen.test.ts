import { describe, expect, it } from 'vitest';
import { isLeaveStaff, leavePaths } from './leave-screen';

describe('leave screens', () => {
  it('builds paths inside the route group of the variant', () => {
    expect(leavePaths('/xgxt/cjxy_leave').detail('42')).toBe('/xgxt/cjxy_leave/detail?module=leave&id=42');
    expect(leavePaths('/xgxt/leave').destinationSign).toBe('/xgxt/leave/destination/sign');
  });

  it('treats reviewers of leave as staff and students as not', () => {
    expect(isLeaveStaff(['counsellor'])).toBe(true);
    expect(isLeaveStaff(['student'])).toBe(false);
  });
});
