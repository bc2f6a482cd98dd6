import type { AppStorage } from '../lib/storage';
import type { ServerSetting } from './core/types';

/** A server-address option (SPEC §3): built in by the build, or added by the user (type 'custom'). */
export interface ServerAddress {
  name: string;
  /** The API base: '/api' or an absolute address such as 'https://school.edu.cn/api'. */
  value: string;
  single: boolean;
  type?: 'custom';
}

export interface ServerAddressBook {
  /** The address requests go to: the one the user chose, else the build's. */
  current(): ServerSetting;
  /** Built-in options first, then the user's own. */
  options(): ServerAddress[];
  isCurrent(address: Pick<ServerAddress, 'value' | 'single'>): boolean;
  /** Keeps an address the options do not have yet as a custom option. */
  remember(address: Pick<ServerAddress, 'value' | 'single'>): void;
  /** Persists the base and the single flag. */
  use(address: Pick<ServerAddress, 'value' | 'single'>): void;
  /** Deletes a custom option; built-in options stay. */
  remove(value: string): void;
}

const CURRENT_KEY = 'apiServer';
const CUSTOM_KEY = 'apiServerOptions';

function isServerAddress(value: unknown): value is ServerAddress {
  const address = value as Partial<ServerAddress> | null;
  return typeof address?.value === 'string' && typeof address.single === 'boolean';
}

export function createServerAddressBook(
  storage: AppStorage,
  builtIn: readonly ServerAddress[],
  fallback: ServerSetting,
): ServerAddressBook {
  const custom = () => storage.get<unknown[]>(CUSTOM_KEY, []).filter(isServerAddress);
  const current = (): ServerSetting => {
    const stored = storage.get<unknown>(CURRENT_KEY, null);
    return isServerAddress(stored) ? { base: stored.value, single: stored.single } : fallback;
  };
  const options = () => [...builtIn, ...custom()];
  const same = (a: Pick<ServerAddress, 'value' | 'single'>, b: Pick<ServerAddress, 'value' | 'single'>) =>
    a.value === b.value && a.single === b.single;

  return {
    current,
    options,
    isCurrent(address) {
      const { base, single } = current();
      return same(address, { value: base, single });
    },
    remember(address) {
      if (options().some((option) => same(option, address))) return;
      const added: ServerAddress = {
        name: address.value,
        value: address.value,
        single: address.single,
        type: 'custom',
      };
      storage.set(CUSTOM_KEY, [...custom(), added]);
    },
    use(address) {
      storage.set(CURRENT_KEY, { value: address.value, single: address.single });
    },
    remove(value) {
      storage.set(
        CUSTOM_KEY,
        custom().filter((option) => option.value !== value),
      );
    },
  };
}
