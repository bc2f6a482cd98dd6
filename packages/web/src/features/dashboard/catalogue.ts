import type { AffairCatalogueEntry, AffairCategory, LocalizedText } from '@campus/contract';
import type { PortalKey } from '../../i18n/locales/portal-zh-CN';
import type { UiKey } from '../../i18n/ui-messages';
import { hasAnyRole, mayPublishNews, type Viewer } from '../../lib/viewer';

/** The pictures of the entries (app-icon.tsx draws them). */
export type AppIconName =
  | AffairCategory
  | 'leave'
  | 'scholarship'
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
  | 'statistics'
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
  /** A staff entry that reviews the group's requests rather than applying. */
  review?: boolean;
  /** Open tasks waiting behind the entry. */
  badge?: number;
}

export interface MenuGroup {
  key: 'affairs' | 'workflow' | 'information' | 'reports' | 'mine';
  title: PortalKey;
  entries: AppEntry[];
}

/** Groups with a picture of their own; others show their category's. */
const GROUP_ICONS: Readonly<Record<string, AppIconName>> = { lxgl: 'leave', jxj: 'scholarship' };

/**
 * The student-affairs entries of a viewer (issue 6, issue 11): the server's catalogue says which
 * groups the viewer applies in (their student screen) or reviews and manages (their staff screen),
 * with titles in their language and their count of open tasks.
 */
export function affairApps(catalogue: readonly AffairCatalogueEntry[]): AppEntry[] {
  return catalogue.map((entry) => ({
    key: `${entry.group}.${entry.audience}`,
    title: { text: entry.title },
    path: entry.path,
    icon: GROUP_ICONS[entry.group] ?? entry.category,
    ...(entry.audience === 'apply' ? {} : { review: true }),
    ...(entry.pending > 0 ? { badge: entry.pending } : {}),
  }));
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

/**
 * The workbench's common applications: the viewer's modules, then starting a process and More.
 * A viewer no student-affairs group serves yet (the dormitory office until its screens come, a
 * teacher) sees what they can do today right there rather than only under More (issue 17 item
 * 10): staff their approval lists, everyone the announcements, address book and messages. Pass
 * the viewer once the catalogue has answered, so the others never see these flash by.
 */
export function commonApps(catalogue: readonly AffairCatalogueEntry[], viewer?: Viewer): AppEntry[] {
  const affairs = affairApps(catalogue);
  const everyday = affairs.length === 0 && viewer ? everydayApps(viewer) : [];
  return [...affairs, ...everyday, NEW_PROCESS, MORE];
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
  bpm('statistics', 'more.statistics', 'statistics'),
];

const INFORMATION: readonly AppEntry[] = [
  { key: 'notice', title: { key: 'notice.title' }, path: '/notice/index', icon: 'notice' },
  { key: 'contacts', title: { key: 'contacts.title' }, path: '/contacts/index', icon: 'contacts' },
  { key: 'message', title: { key: 'message.title' }, path: '/message/inner/receive', icon: 'message' },
];

/** A viewer's everyday entries when no student-affairs group serves them (see commonApps). */
function everydayApps(viewer: Viewer): AppEntry[] {
  const lists = viewer.kind === 'staff' ? APPROVER_WORKFLOW.slice(0, 2) : OWN_WORKFLOW.slice(1, 2);
  return [...lists, ...INFORMATION];
}

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
export function menuFor(viewer: Viewer, catalogue: readonly AffairCatalogueEntry[]): MenuGroup[] {
  const workflow = viewer.kind === 'staff' ? [...APPROVER_WORKFLOW, ...OWN_WORKFLOW] : [...OWN_WORKFLOW];
  const groups: MenuGroup[] = [
    { key: 'affairs', title: 'more.affairs', entries: affairApps(catalogue) },
    { key: 'workflow', title: 'more.workflow', entries: workflow },
    { key: 'information', title: 'more.information', entries: [...INFORMATION] },
    { key: 'reports', title: 'more.reports', entries: reportEntries(viewer) },
    { key: 'mine', title: 'more.mine', entries: [...MINE] },
  ];
  return groups.filter((group) => group.entries.length > 0);
}
