import { describe, expect, it } from 'vitest';
import { demoAccountRow, demoMembershipRow } from './account-rows.js';

describe('demo account rows', () => {
  const person = {
    id: 'u1',
    account: 'zhangsan',
    passwordHash: 'hash',
    fullname: '张三',
    pinyin: 'zs',
    mobile: '13800000000',
    email: null,
    gender: 'male',
  } as const;

  it('writes an active account at home in the school, its password set now and never expiring', () => {
    expect(demoAccountRow(person, 't1', 42)).toEqual({
      ...person,
      photoId: null,
      isSuper: 'N',
      status: 'actived',
      passwordChangedAt: 42,
      passwordExpiresAt: null,
      mainTenantId: 't1',
      createdAt: 42,
      updatedAt: 42,
    });
    expect(demoAccountRow({ ...person, isSuper: 'Y' }, 't1', 42).isSuper).toBe('Y');
  });

  it.each([
    ['a student', { kind: 'student', number: '202411101', title: null }, 'enrolled'],
    ['a staff member', { kind: 'staff', number: 'T001', title: '辅导员' }, null],
  ] as const)('writes %s as an active member, no school administrator unless said', (_, who, studyStatus) => {
    const member = { tenantId: 't1', userId: person.id, orgId: 'o1', ...who };
    expect(demoMembershipRow(member, 7)).toEqual({
      ...member,
      isTenantAdmin: 'N',
      status: 'active',
      studyStatus,
      createdAt: 7,
    });
    expect(demoMembershipRow({ ...member, isTenantAdmin: 'Y' }, 7).isTenantAdmin).toBe('Y');
  });
});
