import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { routeGroups } from '@campus/contract';
import { loadAffairGroup } from '../../lib/affair-route-index';
import { viewerOf } from '../../lib/viewer';
import { useSessionStore } from '../../stores/session';

/**
 * The student-affairs screens, bound to their group, route group and screen. The route table
 * reaches them through this one module (see workflow-screens.ts for why); the feature decides
 * which component a kind of screen is (a generic one, or the group's own).
 */
const feature = () => import('../../features/affairs/screens');

/** The group's whole descriptor (its own chunk) and the route group at this base path. */
async function find(groupKey: string, basePath: string) {
  const group = await loadAffairGroup(groupKey);
  const routes = routeGroups(group).find((r) => r.basePath === basePath);
  if (!routes) throw new Error(`No student-affairs route group ${groupKey} at ${basePath}`);
  return { group, routes };
}

export async function affairScreen(
  groupKey: string,
  basePath: string,
  route: string,
): Promise<ComponentType> {
  const { group, routes } = await find(groupKey, basePath);
  const screen = routes.screens.find((s) => s.route === route);
  if (!screen) throw new Error(`No screen ${route} in ${basePath}`);
  const Screen = await (await feature()).screenComponent(group.key, screen.kind);
  const module = group.modules.find((m) => m.key === screen.module);
  return function AffairScreen() {
    return <Screen group={group} routes={routes} screen={screen} {...(module ? { module } : {})} />;
  };
}

/** A group's own path: applicants go to their screen, reviewers and managers to theirs. */
export async function groupHome(groupKey: string, basePath: string): Promise<ComponentType> {
  const { group, routes } = await find(groupKey, basePath);
  const { mayApplyIn } = await import('../../features/affairs/audience');
  return function GroupHome() {
    const userInfo = useSessionStore((state) => state.userInfo);
    const applies = userInfo ? mayApplyIn(group, viewerOf(userInfo)) : true;
    const target = applies ? routes.default.apply : routes.default.review;
    return <Navigate to={`${routes.basePath}/${target}`} replace />;
  };
}
