import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../api/oauth2';
import { mayPublishNews, viewerOf } from './viewer';

const userInfo = (overrides: Partial<UserInfo>, kind: 'student' | 'staff' = 'staff'): UserInfo =>
  ({
    employee: { kind },
    role: [
      { id: 'r1', code: 'counsellor', name: '辅导员' },
      { id: 'r2', code: 'college_staff', name: '学院学工人员' },
    ],
    currentRoleId: 'ALL',
    isTenantAdmin: false,
    ...overrides,
  }) as UserInfo;

describe('viewerOf', () => {
  it('uses every role when the user works with all of them', () => {
    expect(viewerOf(userInfo({}))).toEqual({
      kind: 'staff',
      roles: ['counsellor', 'college_staff'],
      isTenantAdmin: false,
    });
  });

  it('uses only the role chosen on the role-choice screen', () => {
    expect(viewerOf(userInfo({ currentRoleId: 'r2' })).roles).toEqual(['college_staff']);
  });

  it('falls back to every role when the chosen one is no longer held', () => {
    expect(viewerOf(userInfo({ currentRoleId: 'gone' })).roles).toEqual(['counsellor', 'college_staff']);
  });
});

describe('mayPublishNews', () => {
  it('lets office and college student-affairs staff and tenant admins publish', () => {
    expect(mayPublishNews({ kind: 'staff', roles: ['office_staff'], isTenantAdmin: false })).toBe(true);
    expect(mayPublishNews({ kind: 'staff', roles: ['college_staff'], isTenantAdmin: false })).toBe(true);
    expect(mayPublishNews({ kind: 'staff', roles: [], isTenantAdmin: true })).toBe(true);
  });

  it('keeps others and every student out', () => {
    expect(mayPublishNews({ kind: 'staff', roles: ['counsellor'], isTenantAdmin: false })).toBe(false);
    expect(mayPublishNews({ kind: 'student', roles: ['office_staff'], isTenantAdmin: false })).toBe(false);
  });
});
