import { ENVIRONMENTS, type DeploymentEnvironment } from '@campus/contract';
import type { ServerAddress } from '../../api/server-address';

const same = (a: Pick<ServerAddress, 'value' | 'single'>, b: Pick<ServerAddress, 'value' | 'single'>) =>
  a.value === b.value && a.single === b.single;

const rank = (name: string) => {
  const index = (ENVIRONMENTS as readonly string[]).indexOf(name);
  return index < 0 ? ENVIRONMENTS.length : index;
};

/**
 * What "switch environment" offers (SPEC §3, §4.4): the build's environments and those the
 * deployment configures, in the catalogue's order (development ... production), each address
 * once; then the user's own addresses, except one a named environment already offers.
 */
export function environmentOptions(
  book: readonly ServerAddress[],
  deployment: readonly DeploymentEnvironment[],
): ServerAddress[] {
  const named: ServerAddress[] = [];
  for (const option of [...book.filter((o) => o.type !== 'custom'), ...deployment]) {
    if (!named.some((o) => same(o, option)))
      named.push({ name: option.name, value: option.value, single: option.single });
  }
  named.sort((a, b) => rank(a.name) - rank(b.name));
  const custom = book.filter((o) => o.type === 'custom' && !named.some((n) => same(n, o)));
  return [...named, ...custom];
}
