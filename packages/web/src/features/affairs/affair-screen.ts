import type { AffairModuleDescriptor } from '@campus/contract';
import type { UiKey } from '../../i18n/ui-messages';

/** A screen of the module's own (beyond the generic ones), for the module's entries. */
export interface ModuleLink {
  /** Below the group, e.g. 'cancel' or 'destination/sign'. */
  route: string;
  title: UiKey;
  /** Shown to those who may apply (students), to those who review (staff), or to both. */
  audience: 'apply' | 'review' | 'all';
}

/**
 * What every generic screen is given by the route table: the module it shows, and the route group
 * it lives in (the module's own basePath, or a school variant's such as /xgxt/cjxy_leave).
 */
export interface AffairScreenProps {
  module: AffairModuleDescriptor;
  base: string;
  /** The module's own screens, offered next to the generic ones. */
  links?: readonly ModuleLink[];
}

type RouteName = keyof AffairModuleDescriptor['routes'];

/** The path of one of the module's screens in this group, with a query when given. */
export function affairPath(
  { module, base }: AffairScreenProps,
  route: RouteName,
  query?: Record<string, string>,
): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${base}/${module.routes[route] ?? module.routes.default}${search}`;
}
