import type { ComponentType } from 'react';
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
}

export type AppRoute = PageRoute | RedirectRoute;

export function isRedirectRoute(route: AppRoute): route is RedirectRoute {
  return 'redirectTo' in route;
}

/** Picks a named component from a lazily imported feature module. */
function page<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async (): Promise<ComponentType> => (await load())[name];
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
    load: page(() => import('../features/dashboard/workbench-page'), 'WorkbenchPage'),
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
    id: 'ssoLoginRole',
    path: '/ssologinrole',
    meta: { title: 'route.ssoLoginRole', layout: 'main', hideTabBar: true, requiresAuth: true },
    load: page(() => import('../features/auth/sso-login-role-page'), 'SsoLoginRolePage'),
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
  { path: '*', redirectTo: '/404' },
];
