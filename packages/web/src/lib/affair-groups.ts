import {
  resolveGroup,
  type AffairGroupDescriptor,
  type AffairGroupSpec,
  type AffairModuleDescriptor,
} from '@campus/contract';

/**
 * Every student-affairs group's whole descriptor at once, found in the contract's folders
 * (affairs/modules/<group>/index.ts) the way the server finds them. For tests and tools only: the
 * app's route table reads the build-time index (affair-route-index.ts) and each screen loads its
 * own group, so no screen carries every group's descriptor.
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
