import { describe, expect, it } from 'vitest';
import { zhCN } from '../i18n/locales/zh-CN';
import { NO_TOKEN_PATHS, OPEN_ROUTE_IDS } from './guard/navigation-guard';
import { appRoutes, isRedirectRoute, type PageRoute } from './routes';

const pages = appRoutes.filter((route): route is PageRoute => !isRedirectRoute(route));
const redirects = appRoutes.filter(isRedirectRoute);

describe('route table', () => {
  it('has unique ids and paths', () => {
    const ids = pages.map((page) => page.id);
    const paths = appRoutes.map((route) => route.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('uses absolute paths', () => {
    for (const route of appRoutes)
      expect(route.path === '*' || route.path.startsWith('/'), route.path).toBe(true);
  });

  it('redirects only to pages that exist', () => {
    const pagePaths = new Set(pages.map((page) => page.path));
    for (const { path, redirectTo } of redirects)
      expect(pagePaths.has(redirectTo), `${path} -> ${redirectTo}`).toBe(true);
  });

  it('titles every page with a key of the UI catalogue', () => {
    for (const { id, meta } of pages) expect(meta.title && meta.title in zhCN, id).toBe(true);
  });

  it('sends / to the dashboard and unknown paths to /404 (SPEC §2.1)', () => {
    expect(redirects).toContainEqual({ path: '/', redirectTo: '/dashboard' });
    // Signed out, the guard runs first: the user signs in and comes back to the path they wanted.
    expect(redirects).toContainEqual({ path: '*', redirectTo: '/404', guarded: true });
  });

  it("declares requiresAuth exactly where the guard's lists ask for a token", () => {
    for (const { id, path, meta } of pages) {
      const open = OPEN_ROUTE_IDS.includes(id) || NO_TOKEN_PATHS.includes(path);
      expect(Boolean(meta.requiresAuth), id).toBe(!open);
    }
  });

  it('has the sign-in routes of SPEC §2.1', () => {
    const paths = pages.map((page) => page.path);
    for (const path of [
      '/login',
      '/register',
      '/reset_password',
      '/reset',
      '/ssologinrole',
      '/my/changePassword',
      '/refresh',
      '/redirect/*',
    ])
      expect(paths, path).toContain(path);
  });
});
