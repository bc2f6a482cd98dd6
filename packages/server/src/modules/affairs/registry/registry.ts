import type { AffairGroupDescriptor, AffairModuleDescriptor, FormDefinition } from '@campus/contract';
import type { ProcessGraph } from '../../../engine/model.js';
import type { AnyExtension, GroupExtension } from '../extension.js';

/** A module as the server runs it: descriptor, group, extension and its process as deployed. */
export interface LoadedModule {
  descriptor: AffairModuleDescriptor;
  group: AffairGroupDescriptor;
  extension: AnyExtension;
  /** The BPMN as deployed under the module's process key. */
  xml: string;
  form: FormDefinition;
  graph: ProcessGraph;
}

/** Every group and module found at start, with lookups. */
export interface AffairRegistry {
  groups: readonly AffairGroupDescriptor[];
  modules: readonly LoadedModule[];
  group(key: string): AffairGroupDescriptor | undefined;
  module(key: string): LoadedModule | undefined;
  byProcess(processKey: string): LoadedModule | undefined;
  groupExtension(groupKey: string): GroupExtension;
  modulesOf(groupKey: string): LoadedModule[];
  /** Modules whose outcome is of this kind (the hardship level: the hardship module and its variants). */
  outcomeModules(kind: string): LoadedModule[];
}

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
