import type { AppStorage } from '../lib/storage';
import type { TokenData, TokenStore } from './core/token';

const TOKEN_KEY = 'token';
const DESIGN_TENANT_KEY = 'designTenantid';

type Listener = (token: TokenData | null) => void;

/** What the request layer sends on the user's behalf: the tokens and the tenant. */
export interface Credentials extends TokenStore {
  /**
   * Saves the tokens of a new sign-in: in local storage when the user asked to be remembered,
   * otherwise in session storage, so they end with the browser tab.
   */
  save(token: TokenData, remember: boolean): void;
  /** A tenant chosen for design work; it overrides the token's tenant in the tenant header. */
  designTenantid(): string;
  setDesignTenantid(tenantId: string): void;
  /** The value of the tenant header, if any. */
  tenantId(): string | undefined;
  /** Called whenever the tokens change (sign-in, refresh, sign-out). */
  subscribe(listener: Listener): () => void;
}

function isTokenData(value: unknown): value is TokenData {
  const token = value as Partial<TokenData> | null;
  return typeof token?.access_token === 'string' && typeof token.create_at === 'number';
}

export function createCredentials(storage: AppStorage): Credentials {
  const listeners = new Set<Listener>();
  const read = (session: boolean): TokenData | null => {
    const value = storage.get<unknown>(TOKEN_KEY, null, { session });
    return isTokenData(value) ? value : null;
  };
  const get = () => read(true) ?? read(false);
  const notify = () => {
    const token = get();
    listeners.forEach((listener) => listener(token));
  };
  const write = (token: TokenData, remember: boolean) => {
    // One copy only, so a sign-out or a refresh can never leave a stale token in the other storage.
    storage.remove(TOKEN_KEY, { session: remember });
    storage.set(TOKEN_KEY, token, { session: !remember });
    notify();
  };

  return {
    get,
    save: write,
    // A refreshed token stays where the signed-in one was kept.
    set: (token) => write(token, read(true) === null && read(false) !== null),
    clear() {
      storage.remove(TOKEN_KEY, { session: true });
      storage.remove(TOKEN_KEY);
      notify();
    },
    designTenantid: () => storage.get(DESIGN_TENANT_KEY, ''),
    setDesignTenantid(tenantId) {
      if (tenantId) storage.set(DESIGN_TENANT_KEY, tenantId);
      else storage.remove(DESIGN_TENANT_KEY);
    },
    tenantId() {
      return storage.get(DESIGN_TENANT_KEY, '') || get()?.tenantId || undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
