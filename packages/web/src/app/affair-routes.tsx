import { GENERIC_SCREEN_KINDS, type GroupScreen, type RouteGroup } from '@campus/contract';
import type { UiKey } from '../i18n/ui-messages';
import { withWorkflowTexts } from '../i18n/workflow-texts';
import type { AffairRouteEntry } from '../lib/affair-route-entry';
import { AFFAIR_ROUTE_INDEX } from '../lib/affair-route-index';
import type { AppRoute, PageRoute } from './routes';
import { NO_TOKEN_PATHS } from './guard/navigation-guard';

/**
 * The student-affairs routes, generated from the groups the contract's folders declare (lib/
 * affair-route-index.ts, computed at build time): every screen of every route group (a group's own base path and its school
 * variants'), and the group's path, which sends each user on to their screen (students to what
 * they may apply for, staff to their review list). Loaded on the first visit below /xgxt/.
 */
const screens = () => import('./screens/affair-screens');

const isGeneric = (kind: string) => (GENERIC_SCREEN_KINDS as readonly string[]).includes(kind);

const routeId = (group: AffairRouteEntry, routes: RouteGroup, route: string) =>
  `affairs.${group.key}${routes.variant ? `.${routes.variant}` : ''}.${route}`;

function titleOf(group: AffairRouteEntry, screen: GroupScreen): Pick<PageRoute['meta'], 'title' | 'text'> {
  if (screen.title) return { text: screen.title };
  const module = group.modules.find((m) => m.key === screen.module);
  if (screen.kind === 'apply' && module) return { text: module.title };
  if (isGeneric(screen.kind)) return { title: `affairs.route.${screen.kind}` as UiKey };
  return { text: group.title };
}

function screenRoute(group: AffairRouteEntry, routes: RouteGroup, screen: GroupScreen): PageRoute {
  const path = `${routes.basePath}/${screen.route}`;
  const load = withWorkflowTexts(async () =>
    (await screens()).affairScreen(group.key, routes.basePath, screen.route),
  );
  // A screen the guard lets in without a token (the admissions home) still reads the server
  // through the query client, which the router gives only to signed-in pages.
  const open = NO_TOKEN_PATHS.includes(path);
  return {
    id: routeId(group, routes, screen.route),
    path,
    meta: { ...titleOf(group, screen), layout: 'info', requiresAuth: !open },
    load: open ? async () => (await import('./query-boundary')).withQueryClient(await load()) : load,
  };
}

export const affairRoutes: AppRoute[] = AFFAIR_ROUTE_INDEX.flatMap((group) =>
  group.routes.flatMap((routes) => [
    {
      id: routeId(group, routes, ''),
      path: routes.basePath,
      meta: { text: group.title, layout: 'info', requiresAuth: true },
      load: async () => (await screens()).groupHome(group.key, routes.basePath),
    } satisfies PageRoute,
    ...routes.screens.map((screen) => screenRoute(group, routes, screen)),
  ]),
);
