import type { AffairCatalogueEntry } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../lib/viewer';
import { affairApps, commonApps, menuFor, reportEntries } from './catalogue';

const student: Viewer = { kind: 'student', roles: ['student'], isTenantAdmin: false };
const counsellor: Viewer = { kind: 'staff', roles: ['counsellor'], isTenantAdmin: false };
const office: Viewer = { kind: 'staff', roles: ['office_staff'], isTenantAdmin: false };
const dorm: Viewer = { kind: 'staff', roles: ['dorm_staff'], isTenantAdmin: false };
const admin: Viewer = { kind: 'staff', roles: ['tenant_admin'], isTenantAdmin: true };

/** What the server's catalogue answers a student and a counsellor (the server decides who sees what). */
const STUDENT: AffairCatalogueEntry[] = [
  {
    group: 'lxgl',
    title: '请假销假',
    path: '/xgxt/leave/mine',
    category: 'daily',
    audience: 'apply',
    pending: 0,
  },
  {
    group: 'jxj',
    title: '奖学金',
    path: '/xgxt/jxj/applicationList',
    category: 'funding',
    audience: 'apply',
    pending: 0,
  },
];
const COUNSELLOR: AffairCatalogueEntry[] = [
  {
    group: 'lxgl',
    title: '请假销假',
    path: '/xgxt/leave/review',
    category: 'daily',
    audience: 'review',
    pending: 3,
  },
  {
    group: 'ssgl',
    title: '宿舍管理',
    path: '/xgxt/ssgl/review',
    category: 'dormitory',
    audience: 'manage',
    pending: 0,
  },
];

describe('affairApps: the student-affairs entries from the catalogue', () => {
  it('opens the group where the catalogue says, with its picture', () => {
    expect(affairApps(STUDENT)).toEqual([
      { key: 'lxgl.apply', title: { text: '请假销假' }, path: '/xgxt/leave/mine', icon: 'leave' },
      { key: 'jxj.apply', title: { text: '奖学金' }, path: '/xgxt/jxj/applicationList', icon: 'scholarship' },
    ]);
  });

  it('marks staff entries and counts what waits, the category standing in for a picture', () => {
    expect(affairApps(COUNSELLOR)).toEqual([
      {
        key: 'lxgl.review',
        title: { text: '请假销假' },
        path: '/xgxt/leave/review',
        icon: 'leave',
        review: true,
        badge: 3,
      },
      {
        key: 'ssgl.manage',
        title: { text: '宿舍管理' },
        path: '/xgxt/ssgl/review',
        icon: 'dormitory',
        review: true,
      },
    ]);
  });
});

describe('commonApps', () => {
  it('ends with starting a process and More, also when no group applies', () => {
    expect(commonApps(STUDENT).map((app) => app.path)).toEqual([
      '/xgxt/leave/mine',
      '/xgxt/jxj/applicationList',
      '/bpmn/newProcess/index',
      '/next-menu/index',
    ]);
    expect(commonApps([]).map((app) => app.key)).toEqual(['newProcess', 'more']);
  });

  it('shows a viewer no group serves yet what they can do today (issue 17 item 10)', () => {
    expect(commonApps([], dorm).map((app) => app.path)).toEqual([
      '/bpmn/pending/index',
      '/bpmn/handled/index',
      '/notice/index',
      '/contacts/index',
      '/message/inner/receive',
      '/bpmn/newProcess/index',
      '/next-menu/index',
    ]);
    expect(commonApps([], student).map((app) => app.key)).toEqual([
      'myRequest',
      'notice',
      'contacts',
      'message',
      'newProcess',
      'more',
    ]);
    // Viewers a group serves keep their workbench as it is.
    expect(commonApps(COUNSELLOR, counsellor).map((app) => app.key)).toEqual([
      'lxgl.review',
      'ssgl.manage',
      'newProcess',
      'more',
    ]);
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
      menuFor(viewer, viewer === student ? STUDENT : []).map((group) => [
        group.key,
        group.entries.map((entry) => entry.key),
      ]),
    );

  it('gives students their own workflow lists only', () => {
    const menu = keysOf(student);
    expect(menu.workflow).toEqual(['newProcess', 'myRequest', 'myDraft', 'myCompleted']);
    expect(menu.reports).toBeUndefined();
    expect(menu.affairs).toEqual(['lxgl.apply', 'jxj.apply']);
  });

  it('gives staff the approver lists too', () => {
    expect(keysOf(counsellor).workflow).toEqual([
      'pending',
      'handled',
      'completed',
      'myRevoke',
      'taskChange',
      'statistics',
      'newProcess',
      'myRequest',
      'myDraft',
      'myCompleted',
    ]);
  });

  it('leaves out empty groups and keeps the information and mine groups for everyone', () => {
    const groups = menuFor(dorm, []).map((group) => group.key);
    expect(groups).toEqual(['workflow', 'information', 'mine']);
    expect(keysOf(dorm).information).toEqual(['notice', 'contacts', 'message']);
  });

  it('links every workflow entry below /bpmn', () => {
    const workflow = menuFor(counsellor, COUNSELLOR).find((group) => group.key === 'workflow');
    for (const entry of workflow?.entries ?? []) expect(entry.path).toMatch(/^\/bpmn\/\w+\/index$/);
  });
});
