import type { AffairGroupDescriptor, AffairModuleDescriptor } from '@campus/contract';
import type { AffairRegistry, GroupExtension, LoadedModule } from '../extension.js';

// The registry's type is declared with the extensions it holds (a group's routes are handed it).
export type { AffairRegistry, LoadedModule } from '../extension.js';

export const outcomeKindOf = (module: AffairModuleDescriptor) => module.outcome?.kind ?? module.key;

export function createRegistry(
  groups: readonly AffairGroupDescriptor[],
  modules: readonly LoadedModule[],
  extensions: ReadonlyMap<string, GroupExtension>,
): AffairRegistry {
  const byKey = new Map(modules.map((m) => [m.descriptor.key, m]));
  const byProcess = new Map(modules.map((m) => [m.descriptor.processKey, m]));
  return {
    groups,
    modules,
    group: (key) => groups.find((g) => g.key === key),
    module: (key) => byKey.get(key),
    byProcess: (key) => byProcess.get(key),
    groupExtension: (key) => extensions.get(key) ?? {},
    modulesOf: (key) => modules.filter((m) => m.group.key === key),
    outcomeModules: (kind) =>
      modules.filter((m) => m.descriptor.outcome && outcomeKindOf(m.descriptor) === kind),
  };
}
