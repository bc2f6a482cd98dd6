import { describe, expect, it } from 'vitest';
import { contactScope, type Viewer } from './privacy.js';

const viewer = (overrides: Partial<Viewer>): Viewer => ({
  kind: 'staff',
  orgPath: '/1/2/',
  orgType: 'college',
  dutyOrgPaths: [],
  roles: [],
  isTenantAdmin: false,
  ...overrides,
});

describe('address-book privacy', () => {
  it('gives a student their own class', () => {
    expect(
      contactScope(viewer({ kind: 'student', orgPath: '/1/2/3/4/', orgType: 'class', roles: ['student'] })),
    ).toEqual({
      allStudents: false,
      studentOrgPaths: ['/1/2/3/4/'],
    });
  });

  it('gives a student in no class (self-registered, at the school itself) no student at all', () => {
    expect(
      contactScope(viewer({ kind: 'student', orgPath: '/1/', orgType: 'school', roles: ['student'] })),
    ).toEqual({ allStudents: false, studentOrgPaths: [] });
  });

  it('gives staff the classes under their org and under their duties', () => {
    expect(contactScope(viewer({ dutyOrgPaths: ['/1/2/3/4/', '/1/9/8/7/'], roles: ['counsellor'] }))).toEqual(
      {
        allStudents: false,
        studentOrgPaths: ['/1/2/', '/1/2/3/4/', '/1/9/8/7/'],
      },
    );
  });

  it('gives the office and tenant admins every student', () => {
    expect(contactScope(viewer({ roles: ['office_staff'] })).allStudents).toBe(true);
    expect(contactScope(viewer({ roles: ['tenant_admin'] })).allStudents).toBe(true);
    expect(contactScope(viewer({ isTenantAdmin: true })).allStudents).toBe(true);
  });

  it('never widens a student by roles', () => {
    expect(
      contactScope(viewer({ kind: 'student', roles: ['office_staff'], isTenantAdmin: true })).allStudents,
    ).toBe(false);
  });
});
