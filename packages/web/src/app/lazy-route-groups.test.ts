import { describe, expect, it } from 'vitest';
import { zhCN } from '../i18n/locales/zh-CN';
import { NO_TOKEN_PATHS } from './guard/navigation-guard';
import { LAZY_ROUTE_GROUPS, lazyGroupOf } from './lazy-route-groups';
import { appRoutes, isRedirectRoute, type AppRoute, type PageRoute } from './routes';

const tables = await Promise.all(LAZY_ROUTE_GROUPS.map((group) => group.load()));
// Groups may share a table (/bpmn and /demo): count each route once.
const lazyRoutes: AppRoute[] = [...new Set(tables.flat())];
const pages = lazyRoutes.filter((route): route is PageRoute => !isRedirectRoute(route));

describe('lazily discovered route groups', () => {
  it('hold only paths of their groups', () => {
    for (const route of lazyRoutes) expect(lazyGroupOf(route.path), route.path).toBeDefined();
  });

  it('share no id or path with each other or the main table', () => {
    const ids = [...appRoutes.filter((r): r is PageRoute => !isRedirectRoute(r)), ...pages].map((r) => r.id);
    const paths = [...appRoutes, ...lazyRoutes].map((r) => r.path);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('title every page (a key of the UI catalogue, or a descriptor’s own text) and ask for a signed-in user, but the pages the guard lets in without a token', () => {
    for (const { id, path, meta } of pages) {
      expect((meta.title !== undefined && meta.title in zhCN) || meta.text !== undefined, id).toBe(true);
      expect(meta.requiresAuth, id).toBe(!NO_TOKEN_PATHS.includes(path));
    }
    // The admissions home is for people without an account (issue 30 item 21).
    expect(pages.filter((page) => !page.meta.requiresAuth).map((page) => page.id)).toEqual([
      'affairs.zsfw.admissionsHome',
    ]);
  });

  it('have every workflow route of SPEC §2.1 and /demo/form', () => {
    const paths = pages.map((page) => page.path);
    for (const name of [
      'pending',
      'pending-matter',
      'completed',
      'handled',
      'myRequest',
      'newProcess',
      'myDraft',
    ]) {
      expect(paths).toContain(`/bpmn/${name}/index`);
    }
    for (const name of ['myRevoke', 'myCompleted', 'taskChange'])
      expect(paths).toContain(`/bpmn/${name}/index`);
    expect(paths).toContain('/bpmn/taskChangeDetail');
    expect(paths).toContain('/demo/form');
  });
});
