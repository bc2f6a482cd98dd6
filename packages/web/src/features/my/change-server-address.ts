import type { ServerAddress, ServerAddressBook } from '../../api/server-address';

export interface ServerAddressChangeDeps {
  book: ServerAddressBook;
  /** Signs out at the old server (whatever it hands back, this app goes to the refresh route). */
  logout(): Promise<unknown>;
  navigate(to: string): void;
  /** A success toast with a contract text. */
  toast(key: 'auth.addressChanged' | 'auth.deleted'): void;
}

type Address = Pick<ServerAddress, 'value' | 'single'>;

/**
 * SPEC §4.4: nothing happens for the current address. Otherwise the address is kept as a custom
 * option, the user is signed out (at the old server), the app moves to the refresh route, and the
 * base and the single flag are persisted. Resolves whether the address changed.
 */
export async function changeServerAddress(address: Address, deps: ServerAddressChangeDeps): Promise<boolean> {
  if (deps.book.isCurrent(address)) return false;
  deps.book.remember(address);
  await deps.logout();
  deps.navigate('/refresh');
  deps.book.use(address);
  deps.toast('auth.addressChanged');
  return true;
}

/** Deletes a custom option and says so. */
export function removeServerAddress(
  value: string,
  deps: Pick<ServerAddressChangeDeps, 'book' | 'toast'>,
): void {
  deps.book.remove(value);
  deps.toast('auth.deleted');
}

/** An API base the app can use: the contract's rule, the one the server checks its environments by. */
export { isApiBase as isServerAddress } from '@campus/contract';
