import { AFFAIR_MODULES, type AffairModuleDescriptor, type LocalizedText } from '@campus/contract';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import type { UiKey } from '../../i18n/ui-messages';
import { hasAnyRole, mayPublishNews, type Viewer } from '../../lib/viewer';

/** The pictures of the entries (app-icon.tsx draws them). */
export type AppIconName =
  | AffairModuleDescriptor['category']
  | 'leave'
  | 'leaveReturn'
  | 'newProcess'
  | 'more'
  | 'pending'
  | 'handled'
  | 'myRequest'
  | 'myDraft'
  | 'completed'
  | 'myRevoke'
  | 'myCompleted'
  | 'taskChange'
  | 'notice'
  | 'contacts'
  | 'message'
  | 'report'
  | 'userInfo'
  | 'help'
  | 'setting'
  | 'changePassword';

/** A page title of the UI catalogue, a portal text, or a module's own title in every language. */
export type AppTitle = { key: UiKey } | { portal: PortalKey } | { text: LocalizedText };

/** One thing the user can open: a workbench tile or a row of the More menu. */
export interface AppEntry {
  key: string;
  title: AppTitle;
  path: string;
  icon: AppIconName;
  /** A staff entry that reviews the module's requests rather than applying. */
  review?: boolean;
}

export interface MenuGroup {
  key: 'affairs' | 'workflow' | 'information' | 'reports' | 'mine';
  title: PortalKey;
  entries: AppEntry[];
}

/** Modules with a picture of their own; others show their category's. */
const MODULE_ICONS: Readonly<Record<string, AppIconName>> = { leave: 'leave', leaveReturn: 'leaveReturn' };

/**
 * The student-affairs entries of a viewer (issue 6): a module's own screens for those who apply
 * (students), its review list for those who review (staff). Only what the viewer's roles open.
 */
export function affairApps(viewer: Viewer, modules: readonly AffairModuleDescriptor[] = AFFAIR_MODULES) {
  const entries: AppEntry[] = [];
  for (const module of modules) {
    const icon = MODULE_ICONS[module.key] ?? module.category;
    if (hasAnyRole(viewer, module.audience.apply)) {
      const path = `${module.basePath}/${module.routes.default}`;
      entries.push({ key: `${module.key}.apply`, title: { text: module.title }, path, icon });
    }
    if (hasAnyRole(viewer, module.audience.review)) {
      const path = `${module.basePath}/${module.routes.review}`;
      entries.push({ key: `${module.key}.review`, title: { text: module.title }, path, icon, review: true });
    }
  }
  return entries;
}

export const NEW_PROCESS: AppEntry = {
  key: 'newProcess',
  title: { portal: 'more.newProcess' },
  path: '/bpmn/newProcess/index',
  icon: 'newProcess',
};
export const MORE: AppEntry = {
  key: 'more',
  title: { key: 'more.title' },
  path: '/next-menu/index',
  icon: 'more',
};

/** The workbench's common applications: the viewer's modules, then starting a process and More. */
export function commonApps(viewer: Viewer, modules?: readonly AffairModuleDescriptor[]): AppEntry[] {
  return [...affairApps(viewer, modules), NEW_PROCESS, MORE];
}

const bpm = (key: string, title: PortalKey, icon: AppIconName): AppEntry => ({
  key,
  title: { portal: title },
  path: `/bpmn/${key}/index`,
  icon,
});

/** Workflow lists everyone has: their own requests, drafts and ended processes. */
const OWN_WORKFLOW: readonly AppEntry[] = [
  NEW_PROCESS,
  bpm('myRequest', 'more.myRequest', 'myRequest'),
  bpm('myDraft', 'more.myDraft', 'myDraft'),
  bpm('myCompleted', 'more.myCompleted', 'myCompleted'),
];

/** Lists of someone who acts on others' requests: only staff approve. */
const APPROVER_WORKFLOW: readonly AppEntry[] = [
  bpm('pending', 'more.pending', 'pending'),
  bpm('handled', 'more.handled', 'handled'),
  bpm('completed', 'more.completed', 'completed'),
  bpm('myRevoke', 'more.myRevoke', 'myRevoke'),
  bpm('taskChange', 'more.taskChange', 'taskChange'),
];

const INFORMATION: readonly AppEntry[] = [
  { key: 'notice', title: { key: 'notice.title' }, path: '/notice/index', icon: 'notice' },
  { key: 'contacts', title: { key: 'contacts.title' }, path: '/contacts/index', icon: 'contacts' },
  { key: 'message', title: { key: 'message.title' }, path: '/message/inner/receive', icon: 'message' },
];

const MINE: readonly AppEntry[] = [
  { key: 'userInfo', title: { key: 'my.userInfo' }, path: '/my/userInfo', icon: 'userInfo' },
  {
    key: 'changePassword',
    title: { key: 'my.changePassword' },
    path: '/my/changePassword',
    icon: 'changePassword',
  },
  { key: 'help', title: { key: 'my.help' }, path: '/my/help', icon: 'help' },
  { key: 'setting', title: { key: 'my.setting' }, path: '/my/setting', icon: 'setting' },
];

/** Roles with class duties, whom the server's class datasets serve (templates/datasets.ts). */
const CLASS_DUTY_ROLES: readonly string[] = ['counsellor', 'teacher'];

const template = (id: string, title: PortalKey): AppEntry => ({
  key: id,
  title: { portal: title },
  path: `/d/list/${id}`,
  icon: 'report',
});

/** The data-template lists (/d/list/:id) of the seeded templates the viewer may read. */
export function reportEntries(viewer: Viewer): AppEntry[] {
  const entries: AppEntry[] = [];
  if (viewer.kind === 'staff' && hasAnyRole(viewer, CLASS_DUTY_ROLES)) {
    entries.push(
      template('classRoster', 'more.classRoster'),
      template('classContacts', 'more.classContacts'),
    );
  }
  if (mayPublishNews(viewer)) entries.push(template('myNotices', 'more.myNotices'));
  return entries;
}

/** The More screen: every entry the viewer may open, grouped; empty groups are left out. */
export function menuFor(viewer: Viewer, modules?: readonly AffairModuleDescriptor[]): MenuGroup[] {
  const workflow = viewer.kind === 'staff' ? [...APPROVER_WORKFLOW, ...OWN_WORKFLOW] : [...OWN_WORKFLOW];
  const groups: MenuGroup[] = [
    { key: 'affairs', title: 'more.affairs', entries: affairApps(viewer, modules) },
    { key: 'workflow', title: 'more.workflow', entries: workflow },
    { key: 'information', title: 'more.information', entries: [...INFORMATION] },
    { key: 'reports', title: 'more.reports', entries: reportEntries(viewer) },
    { key: 'mine', title: 'more.mine', entries: [...MINE] },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
