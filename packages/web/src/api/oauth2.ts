import type {
  CasLoginBody,
  CasStartBody,
  CxappLoginBody,
  Envelope,
  LocalizedText,
  MessengerKind,
  OidcLoginBody,
  OidcStartBody,
  SsoBinding,
  SsoProviderAdminView,
  SsoProviderInput,
  SsoProviderPublic,
  SsoSessionView,
  SsoSmsBindBody,
} from '@campus/contract';
import type { TokenReply } from './core/token';
import type { HttpClient } from './core/types';

/** The sign-in service (/oauth2/v3; IBPS-API.md §1). One function per route, nothing more. */

export interface TenantSummary {
  id: string;
  code: string;
  name: string;
  shortName: string;
}

export interface RoleSummary {
  id: string;
  /** In the language the profile was asked in. */
  name: string;
  code: string;
  /** Every language the role's name has (the app's own roles), so a language switch needs no reload. */
  names?: LocalizedText;
}

/** POST /user/context: who the user is in the current tenant. */
export interface UserInfo {
  user: {
    id: string;
    account: string;
    fullname: string;
    isSuper: 'Y' | 'N';
    photo: string | null;
    gender: string | null;
    mobile: string | null;
    email: string | null;
  };
  employee: {
    id: string;
    name: string;
    account: string;
    status: string;
    photo: string | null;
    /** Students and staff see different workbenches, menus and help. */
    kind: 'student' | 'staff';
    /** Student or staff number. */
    number: string;
    /** Job title (staff), e.g. 辅导员. */
    title: string | null;
  };
  org: { id: string; name: string; type: string; path: { id: string; name: string; type: string }[] };
  positions: { id: string; name: string }[];
  role: RoleSummary[];
  /** 'ALL' or the id of the role chosen on the role-choice screen. */
  currentRoleId: string;
  tenantId: string;
  mainTenant: TenantSummary | null;
  tenants: TenantSummary[];
  isTenantAdmin: boolean;
}

export interface EncryptionSetting {
  encrypt: boolean;
  encryptName: string;
  /** Base64 SPKI DER of the server's RSA key, when `encrypt`. */
  publicKey: string | null;
}

export type SmsPurpose = 'login' | 'register' | 'reset';

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string;
  requestId?: string;
  remember: boolean;
}

export interface SmsLogin {
  mobile: string;
  smsCode: string;
  remember: boolean;
}

export interface Registration {
  account: string;
  password: string;
  fullname: string;
  mobile: string;
  smsCode: string;
  tenantId: string;
  email?: string;
}

export type PasswordReset =
  { mobile: string; smsCode: string; password: string } | { loginState: string; password: string };

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  repeatPassword: string;
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export type Oauth2Api = ReturnType<typeof createOauth2Api>;

export function createOauth2Api(http: HttpClient, client: OAuthClient) {
  // Forms show their own busy buttons; the global loading toast is for actions without one.
  const post = <T>(url: string, data?: unknown, params?: Record<string, string>, loading = false) =>
    http.request<T>({ method: 'POST', service: 'oauth2', url, data, params, loading });
  const get = <T>(url: string, params?: Record<string, string>) =>
    http.request<T>({ method: 'GET', service: 'oauth2', url, params });

  return {
    /** Step 1 of the code flow; data is a login state. */
    loginApply: (body: PasswordLogin | SmsLogin) => post<string>('/user/login/apply', body),
    /** Step 2; data is an authorize code. */
    authorize: (loginState: string) =>
      post<string>('/authorize/apply', { login_state: loginState, client_id: client.clientId }),
    /** Step 3: the code for tokens. */
    tokenByCode: (code: string) =>
      post<TokenReply>('/authentication/apply', {
        grant_type: 'authorization_code',
        client_id: client.clientId,
        client_secret: client.clientSecret,
        authorize_code: code,
      }),
    /** The password grant: tokens straight from username and password. */
    tokenByPassword: (login: Pick<PasswordLogin, 'username' | 'password' | 'remember'>) =>
      post<TokenReply>('/authentication/apply', {
        grant_type: 'password_credentials',
        client_id: client.clientId,
        client_secret: client.clientSecret,
        ...login,
      }),
    /**
     * Sent without the header token: the server also signs out an expired one from the query.
     * variables.ssoLogout: where the browser goes to sign out at the provider the session came from.
     */
    logout: (accessToken: string) =>
      http.request<boolean>({
        method: 'POST',
        service: 'oauth2',
        url: '/user/logout',
        params: { access_token: accessToken },
        anonymous: true,
        loading: true,
      }),
    userContext: (uid: string) => post<UserInfo | null>('/user/context', undefined, { uid }),
    switchRole: (roleId: string) => post<{ roleId: string }>('/user/role/switch', undefined, { roleId }),
    switchTenant: (tenantId: string) =>
      post<{ tenantId: string }>('/user/tenant/switch', undefined, { tenantId }, true),
    /** data: the image as a data URL; variables.requestId: the id to send back with the answer. */
    captcha: (requestId?: string) => get<string>('/user/captcha', requestId ? { requestId } : undefined),
    /** data: whether registration is open. */
    registrationOpen: () => get<boolean>('/user/open'),
    /** data: tenant mode; variables.tenants: the schools one may register with. */
    tenantMode: () => get<boolean>('/user/open/tenant'),
    sendSms: (mobile: string, purpose: SmsPurpose) => post<boolean>('/user/send/sms', { mobile, purpose }),
    register: (registration: Registration) =>
      http.request<{ uid: string; account: string }>({
        method: 'POST',
        service: 'oauth2',
        url: '/user/register',
        data: registration,
        idempotent: true,
      }),
    resetPassword: (reset: PasswordReset) => post<boolean>('/user/reset/passwd', reset),
    changePassword: (change: PasswordChange) => post<boolean>('/user/change/passwd', change),
    encryption: () => get<EncryptionSetting>('/user/client/encrypt/get'),
    /** The v2-app sign-in of SPEC §4.1 step 2; the reply carries tokens. */
    loginByV2App: (accessToken: string) =>
      post<TokenReply>('/user/login/v2app/apply', undefined, { accessToken }),
    /** The rsa-token sign-in of SPEC §4.1 step 1; the reply carries tokens. */
    loginByRsaToken: (rsatoken: string) =>
      post<TokenReply>('/user/login/rsatoken/apply', undefined, { rsatoken }),
    /** The ways of single sign-on the schools turned on (SPEC §4.1 step 3; issue 15). */
    ssoProviders: () => get<SsoProviderPublic[]>('/sso/providers'),
    /** The CAS ticket sign-in of SPEC §4.1 step 3; sent without a token, the reply carries tokens. */
    loginByCas: (body: CasLoginBody) =>
      http.request<TokenReply>({
        method: 'POST',
        service: 'oauth2',
        url: '/sso/login/cas10/apply',
        data: body,
        anonymous: true,
        loading: true,
      }),
    /** The tenant's single sign-on providers, for its administrator (secrets never included). */
    ssoProviderList: () => post<SsoProviderAdminView[]>('/sso/provider/query'),
    ssoProviderSave: (input: SsoProviderInput) =>
      post<SsoProviderAdminView>('/sso/provider/save', input, undefined, true),
    ssoProviderRemove: (id: string) => post<boolean>('/sso/provider/remove', undefined, { id }, true),
    /** The messenger sign-in of SPEC §4.1 steps 4 and 6 with the in-app code; the reply carries tokens. */
    loginByMessenger: (messenger: MessengerKind, code: string, provider?: string, redirectUri?: string) =>
      http.request<TokenReply>({
        method: 'POST',
        service: 'oauth2',
        url: `/user/login/${messenger}/apply`,
        params: {
          code,
          ...(provider ? { provider } : {}),
          ...(redirectUri ? { redirect_uri: redirectUri } : {}),
        },
        anonymous: true,
        loading: true,
      }),
    /** The learning-app sign-in of SPEC §4.1 step 5; the reply carries tokens. */
    loginByCxapp: (body: CxappLoginBody) =>
      http.request<TokenReply>({
        method: 'POST',
        service: 'oauth2',
        url: '/user/login/cxapp/apply',
        data: body,
        anonymous: true,
        loading: true,
      }),
    /** Binds a messenger identity no account held yet by an SMS code, and signs in. */
    bindBySms: (body: SsoSmsBindBody) =>
      http.request<TokenReply>({
        method: 'POST',
        service: 'oauth2',
        url: '/sso/binding/sms',
        data: body,
        anonymous: true,
      }),
    /** The signed-in person's messenger bindings (My: unbinding). */
    ssoBindings: () => post<SsoBinding[]>('/sso/binding/query'),
    ssoUnbind: (providerId: string) => post<boolean>('/sso/binding/remove', undefined, { providerId }, true),
    /** Starts an OpenID Connect sign-in; data.url is where the browser goes. */
    oidcAuthorize: (body: OidcStartBody) =>
      http.request<{ url: string }>({
        method: 'POST',
        service: 'oauth2',
        url: '/sso/login/oidc/authorize',
        data: body,
        anonymous: true,
        loading: true,
      }),
    /**
     * Starts a CAS sign-in; data.url is the CAS server's login page, with a service URL the server
     * made and bound to this browser (a cookie of this reply).
     */
    casAuthorize: (body: CasStartBody) =>
      http.request<{ url: string }>({
        method: 'POST',
        service: 'oauth2',
        url: '/sso/login/cas10/authorize',
        data: body,
        anonymous: true,
        loading: true,
      }),
    /** The provider the current session came from (CAS, OIDC), or null: the sign-out confirmation says so. */
    ssoSession: () => post<SsoSessionView | null>('/sso/session/query'),
    /** Finishes it with the address the issuer sent back; variables.target is the page wanted. */
    loginByOidc: (body: OidcLoginBody) =>
      http.request<TokenReply>({
        method: 'POST',
        service: 'oauth2',
        url: '/sso/login/oidc/apply',
        data: body,
        anonymous: true,
        loading: true,
      }),
  };
}

/** Variables of a reply, typed by the caller (e.g. `requestId` of the captcha). */
export function variableOf<T>(reply: Envelope<unknown>, name: string): T | undefined {
  return reply.variables?.[name] as T | undefined;
}
