import type { AppRoute } from './routes';

/**
 * Route groups whose tables load on the first visit below their prefix, rather than with the
 * entry chunk (which has a size budget): the student-affairs screens (SPEC §2.4 names well over a
 * hundred) are generated from module descriptors the first screen does not need, and the
 * workflow screens are not the first screen either.
 */
export interface LazyRouteGroup {
  /** Paths below the base that belong to the group, e.g. '/xgxt/'. */
  prefix: string;
  load: () => Promise<AppRoute[]>;
}

const workflowRoutes = async () => (await import('./workflow-routes')).workflowRoutes;

export const LAZY_ROUTE_GROUPS: readonly LazyRouteGroup[] = [
  // Workflow (issue 5): the /bpmn screens, task and request details, and /demo/form.
  { prefix: '/bpmn/', load: workflowRoutes },
  { prefix: '/demo/', load: workflowRoutes },
  // Student affairs (issue 5): every module's screens, generated from its descriptor.
  { prefix: '/xgxt/', load: async () => (await import('./affair-routes')).affairRoutes },
];

/** The group a path (below the base) belongs to, if any. */
export function lazyGroupOf(path: string): LazyRouteGroup | undefined {
  return LAZY_ROUTE_GROUPS.find((group) => path.startsWith(group.prefix));
}
