import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { resolveGroup, routeGroups, type AffairGroupSpec } from '../../contract/src/index';
import type { AffairRouteEntry } from '../src/lib/affair-route-entry';

/**
 * Evaluated at build time (and by the dev server and Vitest) through Vite's module runner, never
 * shipped: every group the contract's folders declare, reduced to what the route table needs.
 * The dynamic imports run while this module is evaluated (top-level await), before the runner closes.
 */
const modulesDir = fileURLToPath(new URL('../../contract/src/affairs/modules/', import.meta.url));

const specs: AffairGroupSpec[] = [];
for (const name of readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort())
  specs.push((await import(/* @vite-ignore */ `${modulesDir}${name}/index.ts`)).default as AffairGroupSpec);

export const index: AffairRouteEntry[] = specs
  .map(resolveGroup)
  .sort((a, b) => a.key.localeCompare(b.key))
  .map((group) => ({
    key: group.key,
    title: group.title,
    modules: group.modules.map((m) => ({ key: m.key, title: m.title, processKey: m.processKey })),
    routes: routeGroups(group),
  }));
