import type { LocalizedText } from '../forms/types.js';
import type {
  AffairGroupDescriptor,
  AffairGroupSpec,
  AffairModuleDescriptor,
  GenericScreenKind,
  GroupScreen,
  ScreenAudience,
} from './types.js';

/** A text in the four languages, in the order zh-CN, zh-TW, en-US, ja-JP (descriptors' titles). */
export const localizedText = (zh: string, tw: string, en: string, ja: string): LocalizedText => ({
  'zh-CN': zh,
  'zh-TW': tw,
  'en-US': en,
  'ja-JP': ja,
});

/**
 * A group folder's index.ts: `export default defineAffairGroup({...})`. Typed identity, so a
 * descriptor is checked where it is written; resolveGroup fills in what the mechanism derives.
 */
export function defineAffairGroup(spec: AffairGroupSpec): AffairGroupSpec {
  return spec;
}

const DEFAULT_MANAGERS = ['office_staff', 'tenant_admin'];

function moduleOf(group: AffairGroupSpec, spec: AffairGroupSpec['modules'][number]): AffairModuleDescriptor {
  return {
    ...spec,
    group: group.key,
    service: group.service,
    basePath: group.basePath,
    category: group.category,
    applyRoute: spec.applyRoute ?? spec.key,
    lists: { mine: spec.lists?.mine ?? [], review: spec.lists?.review ?? [] },
  };
}

const screen = (
  route: string,
  kind: GenericScreenKind,
  audience: ScreenAudience,
  entry: boolean,
  module?: string,
): GroupScreen => ({ route, kind, audience, entry, ...(module ? { module } : {}) });

/**
 * The screens the mechanism gives a group by itself, unless the group declares one of that kind:
 * each module's form, a request's detail and success, the student's records, the staff's review
 * list, query and statistics, and where the modules need them publicity, batches, the school's
 * figures and payouts.
 */
function derivedScreens(group: AffairGroupSpec, modules: readonly AffairModuleDescriptor[]): GroupScreen[] {
  // A group without requests (fees) has only its own screens.
  if (modules.length === 0) return [];
  const declared = [...group.screens, ...(group.variants ?? []).flatMap((v) => v.screens)];
  const has = (kind: string, module?: string) =>
    declared.some((s) => s.kind === kind && (module === undefined || s.module === module));
  const ownGeneric = (kind: string) => group.screens.some((s) => s.kind === kind && !s.module);
  const batched = modules.some((m) => m.batches);
  const wanted: GroupScreen[] = [
    ...modules
      .filter((m) => !has('apply', m.key))
      .map((m) => screen(m.applyRoute, 'apply', 'apply', false, m.key)),
    // One detail and success screen serves every module of the group (the module is in the query).
    ...(!ownGeneric('detail') ? [screen('detail', 'detail', 'all', false)] : []),
    ...(!ownGeneric('success') ? [screen('success', 'success', 'apply', false)] : []),
    ...(batched && !has('schemes') ? [screen('index', 'schemes', 'apply', true)] : []),
    ...(!has('records') && !has('mine') ? [screen('records', 'records', 'apply', true)] : []),
    ...(!has('review') ? [screen('review', 'review', 'review', true)] : []),
    ...(!has('query') ? [screen('query', 'query', 'review', true)] : []),
    ...(!has('statistics') ? [screen('statistics', 'statistics', 'review', true)] : []),
    ...(modules.some((m) => m.publicity) && !has('publicity')
      ? [screen('publicity', 'publicity', 'all', true)]
      : []),
    ...(batched && !has('batches') ? [screen('batches', 'batches', 'manage', true)] : []),
    ...((group.settings?.length || modules.some((m) => m.settings?.length)) && !has('settings')
      ? [screen('settings', 'settings', 'manage', true)]
      : []),
    ...(modules.some((m) => m.payout) && !has('payouts')
      ? [screen('payouts', 'payouts', 'apply', true)]
      : []),
  ];
  return wanted;
}

/** The group with its modules and every screen filled in. */
export function resolveGroup(spec: AffairGroupSpec): AffairGroupDescriptor {
  const modules = spec.modules.map((m) => moduleOf(spec, m));
  return {
    ...spec,
    manage: spec.manage ?? DEFAULT_MANAGERS,
    seesAllStudents: spec.seesAllStudents ?? [],
    screens: [...spec.screens, ...derivedScreens(spec, modules)],
    modules,
  };
}

/** The route group a screen lives in: the group's own base, or a variant's. */
export interface RouteGroup {
  basePath: string;
  variant: string | null;
  screens: GroupScreen[];
  default: { apply: string; review: string };
}

/** Every route group of a group: its own and its variants' (a variant may inherit its screens). */
export function routeGroups(group: AffairGroupDescriptor): RouteGroup[] {
  return [
    { basePath: group.basePath, variant: null, screens: group.screens, default: group.default },
    ...(group.variants ?? []).map((v) => {
      const own = new Set([...v.screens.map((s) => s.route), ...(v.omit ?? [])]);
      const screens = v.inherit
        ? [...v.screens, ...group.screens.filter((s) => !own.has(s.route))]
        : v.screens;
      const fallback = v.default ?? group.default.apply;
      return {
        basePath: v.basePath,
        variant: v.key,
        screens,
        default: v.default ? { apply: fallback, review: fallback } : group.default,
      };
    }),
  ];
}

/** The route of the first screen of a kind (for a module) in a route group, if it has one. */
export function screenRoute(
  routeGroup: Pick<RouteGroup, 'screens'>,
  kind: string,
  module?: string,
): string | undefined {
  const found =
    routeGroup.screens.find((s) => s.kind === kind && s.module === module) ??
    routeGroup.screens.find((s) => s.kind === kind && s.module === undefined);
  return found?.route;
}
