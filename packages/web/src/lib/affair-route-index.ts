import { resolveGroup, type AffairGroupDescriptor, type AffairGroupSpec } from '@campus/contract';
import index from 'virtual:affair-route-index';
import type { AffairRouteEntry } from './affair-route-entry';

/**
 * The student-affairs groups as the route table sees them (computed at build time from the
 * contract's folders, build/affair-route-index.ts): adding a group adds its routes, no list to
 * edit. A screen loads its own group's whole descriptor (`loadAffairGroup`), each group its own
 * chunk, so no screen downloads every group's texts and columns.
 */
export const AFFAIR_ROUTE_INDEX: readonly AffairRouteEntry[] = index;

const specs = import.meta.glob<AffairGroupSpec>('../../../contract/src/affairs/modules/*/index.ts', {
  import: 'default',
});
const loaded = new Map<string, Promise<AffairGroupDescriptor>>();

/** A group's whole descriptor (modules, audiences, columns, texts), loaded once. */
export function loadAffairGroup(key: string): Promise<AffairGroupDescriptor> {
  const load = specs[`../../../contract/src/affairs/modules/${key}/index.ts`];
  if (!load) return Promise.reject(new Error(`No student-affairs group ${key}`));
  if (!loaded.has(key)) loaded.set(key, load().then(resolveGroup));
  return loaded.get(key)!;
}

/** Where a process's requests are applied for: its module's form in the first route group that has it. */
export function applyPathOf(processKey: string): string | undefined {
  for (const entry of AFFAIR_ROUTE_INDEX) {
    const module = entry.modules.find((m) => m.processKey === processKey);
    if (!module) continue;
    for (const routes of entry.routes) {
      const screen = routes.screens.find((s) => s.kind === 'apply' && s.module === module.key);
      if (screen) return `${routes.basePath}/${screen.route}`;
    }
  }
  return undefined;
}
