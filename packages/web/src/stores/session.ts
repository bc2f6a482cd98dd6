import { type Language, type MessageKey } from '@campus/contract';
import { translate } from '../i18n/contract-messages';
import { create } from 'zustand';
import { dataOf } from '../api/core/reply-data';
import { RequestError } from '../api/core/request-error';
import { tokenFromReply, type TokenData, type TokenReply } from '../api/core/token';
import type { Credentials } from '../api/credentials';
import { credentials, http, oauth2 } from '../api/http';
import { variableOf, type Oauth2Api, type TenantSummary, type UserInfo } from '../api/oauth2';
import type { encryptPassword } from '../api/password-cipher';
import { applyAccountSettings } from '../i18n/account-settings';
import { useViewStore } from './view';

/** The password encryption the server asks for (SPEC §3 encrypt and encryption). */
export interface Encryption {
  name: string;
  publicKey: string;
}

/** Session state of SPEC §3 and the actions around it. */
export interface SessionState {
  /** The signed-in account (uaccount of the token). */
  account: string;
  /** The signed-in user's id (uid of the token). */
  uuid: string;
  tokens: TokenData | null;
  /** The user context; loaded once per app start by the navigation guard. */
  userInfo: UserInfo | null;
  /** Registration is open (GET /user/open). */
  regOpen: boolean;
  /** Tenant mode (GET /user/open/tenant). */
  tenantOpen: boolean;
  /** The schools one may register with, in tenant mode. */
  openTenants: TenantSummary[];
  /** A tenant chosen for design work; overrides the tenant header. */
  designTenantid: string;
  encrypt: boolean;
  encryption: Encryption | null;

  /** Keeps the tokens of a new sign-in (remember me: local storage; else this tab only). */
  acceptTokens(reply: TokenReply, remember: boolean): void;
  /** Loads the user context; error toast and rejection when there is no token or no user info. */
  loadUserInfo(): Promise<UserInfo>;
  /** Registration and tenant mode; asked once, again only after a failure. */
  loadOpenSettings(): Promise<void>;
  /** The encryption setting; asked once, again only after a failure. */
  loadEncryption(): Promise<void>;
  /** The password as the server wants it: encrypted when encryption is on. */
  protectPassword(password: string): Promise<string>;
  switchRole(roleId: string): Promise<void>;
  switchTenant(tenantId: string): Promise<void>;
  setDesignTenantid(tenantId: string): void;
  /**
   * Signs out at the server when there is a token, then clears the session whatever happened,
   * and forgets the server's settings (registration, encryption). Resolves to where the browser
   * goes to sign out at the school's identity provider too, when the session came from one (CAS,
   * OIDC); the caller sends it there.
   */
  logout(): Promise<string | undefined>;
  /** Clears account, user info, uuid and tokens here only. The language and other settings stay. */
  clearLocal(): void;
}

export interface SessionDeps {
  api: Pick<
    Oauth2Api,
    | 'userContext'
    | 'logout'
    | 'registrationOpen'
    | 'tenantMode'
    | 'encryption'
    | 'switchRole'
    | 'switchTenant'
  >;
  credentials: Credentials;
  /** Shows a failure the request layer has not shown. */
  report(error: unknown): void;
  language(): Language;
  /** Applies what the context says of the account (its language, the school's time zone). */
  applyAccount?: (userInfo: UserInfo) => Promise<void>;
  encryptPassword?: typeof encryptPassword;
  now?: () => number;
}

/** Runs `load` once; a failed attempt may be retried, and `forget` makes the next call ask again. */
function once(load: () => Promise<void>): { run: () => Promise<void>; forget: () => void } {
  let pending: Promise<void> | null = null;
  return {
    run() {
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    forget() {
      pending = null;
    },
  };
}

export function createSessionStore(deps: SessionDeps) {
  const now = deps.now ?? Date.now;
  // WebCrypto code loads only where the server asks for encryption.
  const encrypt: typeof encryptPassword = async (password, publicKey) =>
    (deps.encryptPassword ?? (await import('../api/password-cipher')).encryptPassword)(password, publicKey);

  /** Tells the user, and returns the error to throw. */
  const failure = (key: MessageKey) => {
    const error = new RequestError('state', translate(deps.language(), key), { notified: false });
    deps.report(error);
    return error;
  };
  const fromToken = (token: TokenData | null) => ({
    tokens: token,
    account: token?.uaccount ?? '',
    uuid: token?.uid ?? '',
  });

  const store = create<SessionState>()((set, get) => {
    const openSettings = once(async () => {
      const [registration, tenancy] = await Promise.all([deps.api.registrationOpen(), deps.api.tenantMode()]);
      set({
        regOpen: registration.state === 200 && registration.data === true,
        tenantOpen: tenancy.state === 200 && tenancy.data === true,
        openTenants: variableOf<TenantSummary[]>(tenancy, 'tenants') ?? [],
      });
    });
    const encryptionSetting = once(async () => {
      const setting = dataOf(await deps.api.encryption());
      set({
        encrypt: setting.encrypt,
        encryption:
          setting.encrypt && setting.publicKey
            ? { name: setting.encryptName, publicKey: setting.publicKey }
            : null,
      });
    });

    return {
      ...fromToken(deps.credentials.get()),
      userInfo: null,
      regOpen: false,
      tenantOpen: false,
      openTenants: [],
      designTenantid: deps.credentials.designTenantid(),
      encrypt: false,
      encryption: null,

      acceptTokens(reply, remember) {
        deps.credentials.save(tokenFromReply(reply, now()), remember);
        set({ userInfo: null });
      },

      async loadUserInfo() {
        const token = deps.credentials.get();
        if (!token) throw failure('error.noToken');
        const userInfo = dataOf(await deps.api.userContext(token.uid));
        if (!userInfo) throw failure('error.noUserInfo');
        await deps.applyAccount?.(userInfo);
        set({ userInfo });
        return userInfo;
      },

      loadOpenSettings: openSettings.run,
      loadEncryption: encryptionSetting.run,

      async protectPassword(password) {
        await encryptionSetting.run();
        const { encrypt: on, encryption } = get();
        return on && encryption ? encrypt(password, encryption.publicKey) : password;
      },

      async switchRole(roleId) {
        dataOf(await deps.api.switchRole(roleId));
        const { userInfo } = get();
        if (userInfo) set({ userInfo: { ...userInfo, currentRoleId: roleId } });
      },

      async switchTenant(tenantId) {
        dataOf(await deps.api.switchTenant(tenantId));
        const token = deps.credentials.get();
        if (token) deps.credentials.set({ ...token, tenantId });
        await get().loadUserInfo();
      },

      setDesignTenantid(tenantId) {
        deps.credentials.setDesignTenantid(tenantId);
        set({ designTenantid: tenantId });
      },

      async logout() {
        const token = deps.credentials.get();
        let providerLogout: string | undefined;
        try {
          if (token)
            providerLogout = variableOf<string>(await deps.api.logout(token.access_token), 'ssoLogout');
        } catch {
          // The request layer has shown why; the local sign-out below happens regardless.
        } finally {
          get().clearLocal();
          // The next sign-in may be at another server (SPEC §4.4): ask for its settings again.
          openSettings.forget();
          encryptionSetting.forget();
        }
        return providerLogout && /^https?:\/\//.test(providerLogout) ? providerLogout : undefined;
      },

      clearLocal() {
        deps.credentials.clear();
        set({ userInfo: null });
      },
    };
  });

  // The request layer rotates tokens on refresh; the store follows whatever is stored.
  deps.credentials.subscribe((token) => store.setState(fromToken(token)));
  return store;
}

export const useSessionStore = createSessionStore({
  api: oauth2,
  credentials,
  report: (error) => http.report(error),
  language: () => useViewStore.getState().language,
  applyAccount: applyAccountSettings,
});
