import {
  screenRoute,
  type AffairGroupDescriptor,
  type AffairModuleDescriptor,
  type GroupScreen,
  type RouteGroup,
} from '@campus/contract';

/**
 * What every student-affairs screen is given by the route table: its group, the route group it
 * lives in (the group's own base path or a school variant's such as /xgxt/cjxy_leave), the screen
 * it is, and the module of a module screen.
 */
export interface AffairScreenProps {
  group: AffairGroupDescriptor;
  routes: RouteGroup;
  screen: GroupScreen;
  module?: AffairModuleDescriptor;
}

/**
 * The path of a screen of a kind in this route group (for a module: its own, else the group's),
 * with a query; the module goes in the query for group-wide screens such as detail and success.
 */
export function screenPath(
  { routes }: Pick<AffairScreenProps, 'routes'>,
  kind: string,
  options: { module?: string; query?: Record<string, string> } = {},
): string {
  const route = screenRoute(routes, kind, options.module) ?? routes.default.apply;
  const own = routes.screens.find((s) => s.route === route);
  const query = { ...(options.module && !own?.module ? { module: options.module } : {}), ...options.query };
  const search = Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return `${routes.basePath}/${route}${search}`;
}

/** The module a screen shows: its own, or the one named in the query (?module=). */
export function moduleOf(
  props: AffairScreenProps,
  search: URLSearchParams,
): AffairModuleDescriptor | undefined {
  if (props.module) return props.module;
  const key = search.get('module');
  return (
    props.group.modules.find((m) => m.key === key) ??
    (props.group.modules.length === 1 ? props.group.modules[0] : undefined)
  );
}
