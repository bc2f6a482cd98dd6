import { LEAVE_MODULE, type AffairModuleDescriptor } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../lib/viewer';
import { affairApps, commonApps, menuFor, reportEntries } from './catalogue';

const student: Viewer = { kind: 'student', roles: ['student'], isTenantAdmin: false };
const counsellor: Viewer = { kind: 'staff', roles: ['counsellor'], isTenantAdmin: false };
const office: Viewer = { kind: 'staff', roles: ['office_staff'], isTenantAdmin: false };
const dorm: Viewer = { kind: 'staff', roles: ['dorm_staff'], isTenantAdmin: false };
const admin: Viewer = { kind: 'staff', roles: ['tenant_admin'], isTenantAdmin: true };

/** Explicit modules, so the tests do not change as modules are added to the contract. */
const LEAVE_ONLY = [LEAVE_MODULE];

const dormModule: AffairModuleDescriptor = {
  ...LEAVE_MODULE,
  key: 'dorm',
  basePath: '/xgxt/ssgl',
  category: 'dormitory',
  audience: { apply: ['student'], review: ['dorm_staff'] },
};

describe('affairApps: which student-affairs entries a role sees', () => {
  it('gives students the modules they apply in, opening the module', () => {
    expect(affairApps(student, LEAVE_ONLY)).toEqual([
      { key: 'leave.apply', title: { text: LEAVE_MODULE.title }, path: '/xgxt/leave/mine', icon: 'leave' },
    ]);
  });

  it('gives reviewers the review list of the modules they review', () => {
    expect(affairApps(counsellor, LEAVE_ONLY)).toEqual([
      {
        key: 'leave.review',
        title: { text: LEAVE_MODULE.title },
        path: '/xgxt/leave/review',
        icon: 'leave',
        review: true,
      },
    ]);
    expect(affairApps(office, LEAVE_ONLY).map((app) => app.key)).toEqual(['leave.review']);
  });

  it('gives nothing of a module to roles outside its audience', () => {
    expect(affairApps(dorm, LEAVE_ONLY)).toEqual([]);
    expect(affairApps(admin, LEAVE_ONLY)).toEqual([]);
  });

  it('follows each module of the list, its icon by its category', () => {
    const apps = affairApps(dorm, [LEAVE_MODULE, dormModule]);
    expect(apps).toEqual([
      {
        key: 'dorm.review',
        title: { text: dormModule.title },
        path: '/xgxt/ssgl/review',
        icon: 'dormitory',
        review: true,
      },
    ]);
    expect(affairApps(student, [LEAVE_MODULE, dormModule]).map((app) => app.key)).toEqual([
      'leave.apply',
      'dorm.apply',
    ]);
  });
});

describe('commonApps', () => {
  it('ends with starting a process and More, also when no module applies', () => {
    expect(commonApps(student, LEAVE_ONLY).map((app) => app.path)).toEqual([
      '/xgxt/leave/mine',
      '/bpmn/newProcess/index',
      '/next-menu/index',
    ]);
    expect(commonApps(dorm, LEAVE_ONLY).map((app) => app.key)).toEqual(['newProcess', 'more']);
  });
});

describe('reportEntries: the data-template lists', () => {
  it('offers the class lists to staff with class duties and my notices to publishers', () => {
    expect(reportEntries(counsellor).map((entry) => entry.path)).toEqual([
      '/d/list/classRoster',
      '/d/list/classContacts',
    ]);
    expect(reportEntries(office).map((entry) => entry.key)).toEqual(['myNotices']);
    expect(reportEntries(admin).map((entry) => entry.key)).toEqual(['myNotices']);
  });

  it('offers none to students, even with a staff role code', () => {
    expect(reportEntries(student)).toEqual([]);
    expect(reportEntries({ ...student, roles: ['student', 'teacher'] })).toEqual([]);
  });
});

describe('menuFor: the More screen', () => {
  const keysOf = (viewer: Viewer) =>
    Object.fromEntries(
      menuFor(viewer, LEAVE_ONLY).map((group) => [group.key, group.entries.map((entry) => entry.key)]),
    );

  it('gives students their own workflow lists only', () => {
    const menu = keysOf(student);
    expect(menu.workflow).toEqual(['newProcess', 'myRequest', 'myDraft', 'myCompleted']);
    expect(menu.reports).toBeUndefined();
    expect(menu.affairs).toEqual(['leave.apply']);
  });

  it('gives staff the approver lists too', () => {
    expect(keysOf(counsellor).workflow).toEqual([
      'pending',
      'handled',
      'completed',
      'myRevoke',
      'taskChange',
      'newProcess',
      'myRequest',
      'myDraft',
      'myCompleted',
    ]);
  });

  it('leaves out empty groups and keeps the information and mine groups for everyone', () => {
    const groups = menuFor(dorm, LEAVE_ONLY).map((group) => group.key);
    expect(groups).toEqual(['workflow', 'information', 'mine']);
    expect(keysOf(dorm).information).toEqual(['notice', 'contacts', 'message']);
  });

  it('links every workflow entry below /bpmn', () => {
    const workflow = menuFor(counsellor).find((group) => group.key === 'workflow');
    for (const entry of workflow?.entries ?? []) expect(entry.path).toMatch(/^\/bpmn\/\w+\/index$/);
  });
});
