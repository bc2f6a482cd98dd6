import {
  resolveGroup,
  routeGroups,
  type AffairGroupDescriptor,
  type AffairGroupSpec,
  type AffairModuleDescriptor,
  type RouteGroup,
} from '@campus/contract';

/**
 * The student-affairs groups, found in the contract's folders (affairs/modules/<group>/index.ts)
 * the way the server finds them: adding a group adds its screens, no list to edit. Only lazily
 * loaded chunks import this (the routes below /xgxt/, the new-process screen), so the entry chunk
 * never carries the descriptors.
 */
const found = import.meta.glob<AffairGroupSpec>('../../../contract/src/affairs/modules/*/index.ts', {
  eager: true,
  import: 'default',
});

export const AFFAIR_GROUPS: readonly AffairGroupDescriptor[] = Object.values(found)
  .map(resolveGroup)
  .sort((a, b) => a.key.localeCompare(b.key));

export function affairGroup(key: string): AffairGroupDescriptor | undefined {
  return AFFAIR_GROUPS.find((group) => group.key === key);
}

export function affairModule(key: string): AffairModuleDescriptor | undefined {
  for (const group of AFFAIR_GROUPS) {
    const module = group.modules.find((m) => m.key === key);
    if (module) return module;
  }
  return undefined;
}

/** The module a process belongs to (a request started from the generic screens). */
export function moduleOfProcess(processKey: string): AffairModuleDescriptor | undefined {
  for (const group of AFFAIR_GROUPS) {
    const module = group.modules.find((m) => m.processKey === processKey);
    if (module) return module;
  }
  return undefined;
}

/** Every route group (a group's own base path and its school variants'). */
export const AFFAIR_ROUTE_GROUPS: readonly { group: AffairGroupDescriptor; routes: RouteGroup }[] =
  AFFAIR_GROUPS.flatMap((group) => routeGroups(group).map((routes) => ({ group, routes })));

/** Where a process's requests are applied for: its module's form in the first route group that has it. */
export function applyPathOf(processKey: string): string | undefined {
  const module = moduleOfProcess(processKey);
  if (!module) return undefined;
  for (const { routes } of AFFAIR_ROUTE_GROUPS) {
    const screen = routes.screens.find((s) => s.kind === 'apply' && s.module === module.key);
    if (screen) return `${routes.basePath}/${screen.route}`;
  }
  return undefined;
}
