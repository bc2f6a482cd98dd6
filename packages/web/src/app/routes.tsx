import type { ComponentType } from 'react';
import { withPortalTexts } from '../i18n/portal-texts';
import type { PortalPage } from './portal-pages';
import type { RouteMeta } from './route-meta';

/** A screen. Its code loads on first visit, as its own chunk. */
export interface PageRoute {
  /** Stable name: the document title when meta has none, and the key of visited and cached views. */
  id: string;
  /** Absolute path below the `/app` basename. */
  path: string;
  meta: RouteMeta;
  load: () => Promise<ComponentType>;
}

/** A path that sends the user on, e.g. a group's default page. */
export interface RedirectRoute {
  path: string;
  redirectTo: string;
  /**
   * Runs the navigation guard before sending the user on, so a signed-out user signs in and then
   * comes back to the path they asked for (the catch-all: not to /404 itself).
   */
  guarded?: boolean;
}

export type AppRoute = PageRoute | RedirectRoute;

export function isRedirectRoute(route: AppRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}

/** Picks a named component from a lazily imported feature module. */
function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async (): Promise<ComponentType> => (await load())[name];
}

/** A page of issue 6, loaded through its own table (portal-pages.ts), with the portal texts. */
function portalPage(name: PortalPage) {
  return withPortalTexts(async () => (await import('./portal-pages')).PORTAL_PAGES[name]());
}

/**
 * The route table of SPEC §2. To add a screen, add an entry: router.tsx places it in the layout its
 * meta names and loads its module lazily. Routes reach features only through these imports.
 */
export const appRoutes: AppRoute[] = [
  { path: '/', redirectTo: '/dashboard' },
  {
    id: 'dashboard',
    path: '/dashboard',
    meta: { title: 'route.dashboard', layout: 'main', requiresAuth: true },
    load: withPortalTexts(page(() => import('../features/dashboard/workbench-page'), 'WorkbenchPage')),
  },
  {
    id: 'my',
    path: '/my/index',
    meta: { title: 'route.my', layout: 'main', requiresAuth: true },
    load: page(() => import('../features/my/my-index-page'), 'MyIndexPage'),
  },
  {
    id: 'aboutUs',
    path: '/my/aboutUs',
    meta: { title: 'route.aboutUs', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/my/about-us-page'), 'AboutUsPage'),
  },
  {
    id: 'changePassword',
    path: '/my/changePassword',
    meta: { title: 'route.changePassword', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/my/change-password-page'), 'ChangePasswordPage'),
  },
  // Workbench, notices, contacts, messages, My (issue 6)
  {
    id: 'nextMenu',
    path: '/next-menu/index',
    meta: { title: 'more.title', layout: 'info', requiresAuth: true },
    load: portalPage('more'),
  },
  {
    id: 'notice',
    path: '/notice/index',
    meta: { title: 'notice.title', layout: 'main', requiresAuth: true },
    load: portalPage('notice'),
  },
  {
    id: 'noticeDetail',
    path: '/notice/detail/:id',
    meta: { title: 'notice.detailTitle', layout: 'info', requiresAuth: true },
    load: portalPage('noticeDetail'),
  },
  {
    id: 'noticeNew',
    path: '/notice/edit',
    meta: { title: 'notice.newTitle', layout: 'info', requiresAuth: true },
    load: portalPage('noticeEditor'),
  },
  {
    id: 'noticeEdit',
    path: '/notice/edit/:id',
    meta: { title: 'notice.editTitle', layout: 'info', requiresAuth: true },
    load: portalPage('noticeEditor'),
  },
  {
    id: 'contacts',
    path: '/contacts/index',
    meta: { title: 'contacts.title', layout: 'main', requiresAuth: true },
    load: portalPage('contacts'),
  },
  {
    id: 'contactCard',
    path: '/contacts/card/:id',
    meta: { title: 'contacts.cardTitle', layout: 'info', requiresAuth: true },
    load: portalPage('contactCard'),
  },
  {
    id: 'messageInbox',
    path: '/message/inner/receive',
    meta: { title: 'message.title', layout: 'main', requiresAuth: true },
    load: portalPage('messageInbox'),
  },
  {
    id: 'messageDetail',
    path: '/message/inner/detail/:id',
    meta: { title: 'message.detailTitle', layout: 'info', requiresAuth: true },
    load: portalPage('messageDetail'),
  },
  {
    id: 'userInfo',
    path: '/my/userInfo',
    meta: { title: 'my.userInfo', layout: 'info', requiresAuth: true },
    load: portalPage('userInfo'),
  },
  {
    id: 'help',
    path: '/my/help',
    meta: { title: 'my.help', layout: 'info', requiresAuth: true },
    load: portalPage('help'),
  },
  {
    id: 'setting',
    path: '/my/setting',
    meta: { title: 'my.setting', layout: 'info', requiresAuth: true },
    load: portalPage('setting'),
  },
  {
    id: 'ssoProviders',
    path: '/my/sso',
    meta: { title: 'my.sso', layout: 'info', requiresAuth: true },
    load: portalPage('ssoProviders'),
  },
  {
    id: 'bindings',
    path: '/my/bindings',
    meta: { title: 'my.bindings', layout: 'info', requiresAuth: true },
    load: portalPage('bindings'),
  },
  {
    id: 'pushDevices',
    path: '/my/push',
    meta: { title: 'my.push', layout: 'info', requiresAuth: true },
    load: portalPage('pushDevices'),
  },
  {
    id: 'dataTemplateList',
    path: '/d/list/:id',
    meta: { title: 'template.title', layout: 'info', requiresAuth: true },
    load: portalPage('dataTemplateList'),
  },
  // The school's administration (issue 28): desk work for its administrator, each screen its own chunk.
  {
    id: 'admin',
    path: '/admin',
    meta: { title: 'route.admin', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/home/admin-home-page'), 'AdminHomePage'),
  },
  {
    id: 'adminPeople',
    path: '/admin/people',
    meta: { title: 'route.adminPeople', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/people/people-page'), 'PeoplePage'),
  },
  {
    id: 'adminPerson',
    path: '/admin/people/:id',
    meta: { title: 'route.adminPerson', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/people/person-page'), 'PersonPage'),
  },
  {
    id: 'adminOrg',
    path: '/admin/org',
    meta: { title: 'route.adminOrg', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/org/org-page'), 'OrgPage'),
  },
  {
    id: 'adminClasses',
    path: '/admin/classes',
    meta: { title: 'route.adminClasses', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/classes/classes-page'), 'ClassesPage'),
  },
  {
    id: 'adminRoles',
    path: '/admin/roles',
    meta: { title: 'route.adminRoles', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/roles/roles-page'), 'RolesPage'),
  },
  {
    id: 'adminDorms',
    path: '/admin/dorms',
    meta: { title: 'route.adminDorms', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/dorms/dorms-page'), 'DormsPage'),
  },
  {
    // The change log (issue 28): desk work for the administrator and the office, its own chunk.
    id: 'adminChanges',
    path: '/admin/changes',
    meta: { title: 'route.adminChanges', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/change-log/change-log-page'), 'ChangeLogPage'),
  },
  {
    // A student's lifecycle (issue 28): class changes, suspension, graduation; desk work, its own chunk.
    id: 'adminLifecycle',
    path: '/admin/lifecycle',
    meta: { title: 'route.adminLifecycle', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/lifecycle/lifecycle-page'), 'LifecyclePage'),
  },
  {
    // Master data from spreadsheets (issue 28): the school administrator's desk work, its own chunk.
    id: 'adminImports',
    path: '/admin/imports',
    meta: { title: 'route.adminImports', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/imports/imports-page'), 'ImportsPage'),
  },
  {
    // The sync clients of the school's data centre (issue 28): desk work, its own chunk.
    id: 'adminSync',
    path: '/admin/sync',
    meta: { title: 'route.adminSync', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/sync/sync-page'), 'SyncPage'),
  },
  {
    // The school calendar: terms, public holidays, make-up working days (issue 28).
    id: 'adminCalendar',
    path: '/admin/calendar',
    meta: { title: 'route.adminCalendar', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/calendar/calendar-page'), 'CalendarPage'),
  },
  {
    // The chain designer (issue 29): a school adapts its approval chains and forms; desk work, its own chunk.
    id: 'adminDesigner',
    path: '/admin/designer',
    meta: { title: 'route.adminDesigner', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/designer/processes-page'), 'ProcessesPage'),
  },
  {
    id: 'adminDesignerProcess',
    path: '/admin/designer/:key',
    meta: { title: 'route.adminDesignerProcess', layout: 'info', requiresAuth: true },
    load: page(() => import('../features/admin/designer/editor-page'), 'EditorPage'),
  },
  {
    id: 'login',
    path: '/login',
    meta: { title: 'route.login', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/login-page'), 'LoginPage'),
  },
  {
    id: 'register',
    path: '/register',
    meta: { title: 'route.register', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/register-page'), 'RegisterPage'),
  },
  {
    // An imported account's first password: number, ID digits and an SMS code (issue 28).
    id: 'activate',
    path: '/activate',
    meta: { title: 'route.activate', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/activate-page'), 'ActivatePage'),
  },
  {
    // The first school of a new server, from the one-time link its log printed (issue 28).
    id: 'setup',
    path: '/setup',
    meta: { title: 'route.setup', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/setup/setup-page'), 'SetupPage'),
  },
  {
    id: 'resetPassword',
    path: '/reset_password',
    meta: { title: 'route.resetPassword', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    // Opened by the request layer when a password has expired, with the reply's variables as state.
    id: 'reset',
    path: '/reset',
    meta: { title: 'route.reset', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/reset-page'), 'ResetPage'),
  },
  {
    // SPEC §2.1's messenger authentication route: binding a messenger identity by an SMS code.
    id: 'messengerAuth',
    path: '/authredirect',
    meta: { title: 'route.messengerAuth', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/messenger-auth-page'), 'MessengerAuthPage'),
  },
  {
    // Back from the identity provider after the person cancelled there: says so, and the way back.
    id: 'ssoCancelled',
    path: '/ssocancelled',
    meta: { title: 'route.ssoCancelled', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/auth/sso-cancelled-page'), 'SsoCancelledPage'),
  },
  {
    id: 'ssoLoginRole',
    path: '/ssologinrole',
    meta: { title: 'route.ssoLoginRole', layout: 'main', hideTabBar: true, requiresAuth: true },
    load: page(() => import('../features/auth/sso-login-role-page'), 'SsoLoginRolePage'),
  },
  {
    // A child of / in SPEC §2.1: /redirect/my/index opens /my/index afresh.
    id: 'redirect',
    path: '/redirect/*',
    meta: { title: 'route.redirect', layout: 'main', hideTabBar: true, requiresAuth: true },
    load: page(() => import('./redirect-page'), 'RedirectPage'),
  },
  {
    // Where the app goes after a server-address change: every page mounts afresh from here.
    id: 'refresh',
    path: '/refresh',
    meta: { title: 'route.refresh', layout: 'main', hideTabBar: true, requiresAuth: true },
    load: page(() => import('./refresh-page'), 'RefreshPage'),
  },
  {
    id: 'error404',
    path: '/404',
    meta: { title: 'route.notFound', layout: 'main', hideTabBar: true, requiresAuth: true },
    load: page(() => import('../features/errors/error-pages'), 'NotFoundPage'),
  },
  {
    id: 'error401',
    path: '/401',
    meta: { title: 'route.unauthorized', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/errors/error-pages'), 'UnauthorizedPage'),
  },
  {
    id: 'error403',
    path: '/403',
    meta: { title: 'route.forbidden', layout: 'main', hideTabBar: true },
    load: page(() => import('../features/errors/error-pages'), 'ForbiddenPage'),
  },
  {
    id: 'error500',
    path: '/500',
    meta: { title: 'route.serverError', layout: 'main', hideTabBar: true, requiresAuth: true },
    load: page(() => import('../features/errors/error-pages'), 'ServerErrorPage'),
  },
  // Workflow (issue 5): /bpmn and /demo/form, and Student affairs (issue 5): /xgxt, generated from
  // the module descriptors. Both are discovered on the first visit (lazy-route-groups.ts).
  { path: '*', redirectTo: '/404', guarded: true },
];
