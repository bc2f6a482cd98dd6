import type {
  CasLoginBody,
  CxappLoginBody,
  Envelope,
  Language,
  MessengerKind,
  OidcLoginBody,
  SsoProviderInput,
  SsoSmsBindBody,
  SsoStartBody,
} from '@campus/contract';
import {
  accountEndpoints as account,
  type PasswordChange,
  type PasswordReset,
  type Registration,
  type SmsPurpose,
} from '@campus/contract/routes/api/oauth2/account';
import { contextEndpoints as context } from '@campus/contract/routes/api/oauth2/context';
import { handoffEndpoints as handoff } from '@campus/contract/routes/api/oauth2/handoff';
import { loginEndpoints as login, type LoginApplyBody } from '@campus/contract/routes/api/oauth2/login';
import { ssoAccountEndpoints as ssoAccount } from '@campus/contract/routes/api/oauth2/sso-account';
import { ssoProviderEndpoints as ssoProviders } from '@campus/contract/routes/api/oauth2/sso-providers';
import { ssoSignInEndpoints as ssoSignIn } from '@campus/contract/routes/api/oauth2/sso-sign-in';
import type { HttpClient, RequestOptions } from './core/types';
import { createCall } from './endpoint-call';

/**
 * The sign-in service (/oauth2/v3; IBPS-API.md §1), called by its declarations (contract
 * api/oauth2/*). One function per route, nothing more.
 */

export type {
  EncryptionSetting,
  PasswordChange,
  PasswordReset,
  Registration,
  SmsPurpose,
} from '@campus/contract/routes/api/oauth2/account';
export type { RoleSummary, UserInfo } from '@campus/contract/routes/api/oauth2/context';
export type { TenantSummary, TokenReply } from '@campus/contract/api/oauth2/shared';
export { accountEndpoints } from '@campus/contract/routes/api/oauth2/account';
export { contextEndpoints } from '@campus/contract/routes/api/oauth2/context';
export { ssoAccountEndpoints } from '@campus/contract/routes/api/oauth2/sso-account';
export { ssoProviderEndpoints } from '@campus/contract/routes/api/oauth2/sso-providers';

/** A sign-in by username and password (the login screen's form). */
export type PasswordLogin = Required<Pick<LoginApplyBody, 'username' | 'password'>> &
  Pick<LoginApplyBody, 'captcha' | 'requestId'> & { remember: boolean };

/** A sign-in by mobile and SMS code. */
export type SmsLogin = Required<Pick<LoginApplyBody, 'mobile' | 'smsCode'>> & { remember: boolean };

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export type Oauth2Api = ReturnType<typeof createOauth2Api>;

export function createOauth2Api(http: HttpClient, client: OAuthClient) {
  const call = createCall(http);
  // Sent without the header token even off the whitelist: sign-ins (a stale token must not get
  // in their way) and the sign-out (which takes a possibly expired token in the query).
  const anonymousCall = createCall({
    ...http,
    request: ((options: RequestOptions) =>
      http.request({ ...options, anonymous: true })) as HttpClient['request'],
  });
  // Forms show their own busy buttons; the global loading toast is for actions without one.
  const loading = { loading: true };

  return {
    /** Step 1 of the code flow; data is a login state. */
    loginApply: (body: PasswordLogin | SmsLogin) => call(login.apply, { body }),
    /** Step 2; data is an authorize code. */
    authorize: (loginState: string) =>
      call(login.authorize, { body: { login_state: loginState, client_id: client.clientId } }),
    /** Step 3: the code for tokens. */
    tokenByCode: (code: string) =>
      call(login.token, {
        body: {
          grant_type: 'authorization_code',
          client_id: client.clientId,
          client_secret: client.clientSecret,
          authorize_code: code,
        },
      }),
    /** The password grant: tokens straight from username and password. */
    tokenByPassword: (credentials: Pick<PasswordLogin, 'username' | 'password' | 'remember'>) =>
      call(login.token, {
        body: {
          grant_type: 'password_credentials',
          client_id: client.clientId,
          client_secret: client.clientSecret,
          ...credentials,
        },
      }),
    /**
     * Sent without the header token: the server also signs out an expired one from the query.
     * variables.ssoLogout: where the browser goes to sign out at the provider the session came from.
     */
    logout: (accessToken: string) =>
      anonymousCall(login.logout, { query: { access_token: accessToken } }, loading),
    userContext: (uid: string) => call(context.post, { query: { uid }, body: undefined }),
    switchRole: (roleId: string) => call(context.switchRole, { query: { roleId } }),
    /** Keeps the chosen language with the account (applied at the next sign-in anywhere). */
    saveLanguage: (language: Language) => call(context.saveLanguage, { body: { language } }),
    switchTenant: (tenantId: string) => call(context.switchTenant, { query: { tenantId } }, loading),
    /** data: the image as a data URL; variables.requestId: the id to send back with the answer. */
    captcha: (requestId?: string) => call(account.captcha, { query: { requestId } }),
    /** data: whether registration is open. */
    registrationOpen: () => call(account.registrationOpen),
    /** data: tenant mode; variables.tenants: the schools one may register with. */
    tenantMode: () => call(account.tenantMode),
    sendSms: (mobile: string, purpose: SmsPurpose) => call(account.sendSms, { body: { mobile, purpose } }),
    register: (registration: Registration) => call(account.register, { body: registration }),
    resetPassword: (reset: PasswordReset) => call(account.resetPassword, { body: reset }),
    changePassword: (change: PasswordChange) => call(account.changePassword, { body: change }),
    encryption: () => call(account.encryption),
    /** The v2-app sign-in of SPEC §4.1 step 2; the reply carries tokens. */
    loginByV2App: (accessToken: string) => call(handoff.v2App, { query: { accessToken } }),
    /** The rsa-token sign-in of SPEC §4.1 step 1; the reply carries tokens. */
    loginByRsaToken: (rsatoken: string) => call(handoff.rsaToken, { query: { rsatoken } }),
    /** The ways of single sign-on the schools turned on (SPEC §4.1 step 3; issue 15). */
    ssoProviders: () => call(ssoSignIn.providers),
    /** The CAS ticket sign-in of SPEC §4.1 step 3; sent without a token, the reply carries tokens. */
    loginByCas: (body: CasLoginBody) => anonymousCall(ssoSignIn.casApply, { body }, loading),
    // The tenant's providers (ssoProviderEndpoints.query) and the person's bindings
    // (ssoAccountEndpoints.bindings) are read by the screens with endpointQuery.
    ssoProviderSave: (input: SsoProviderInput) => call(ssoProviders.save, { body: input }, loading),
    ssoProviderRemove: (id: string) => call(ssoProviders.remove, { query: { id } }, loading),
    /** The messenger sign-in of SPEC §4.1 steps 4 and 6 with the in-app code; the reply carries tokens. */
    loginByMessenger: (messenger: MessengerKind, code: string, provider?: string, redirectUri?: string) =>
      anonymousCall(
        ssoSignIn.messengerApply,
        {
          params: { messenger },
          query: {
            code,
            ...(provider ? { provider } : {}),
            ...(redirectUri ? { redirect_uri: redirectUri } : {}),
          },
        },
        loading,
      ),
    /** The learning-app sign-in of SPEC §4.1 step 5; the reply carries tokens. */
    loginByCxapp: (body: CxappLoginBody) => anonymousCall(ssoSignIn.cxappApply, { body }, loading),
    /** Binds a messenger identity no account held yet by an SMS code, and signs in. */
    bindBySms: (body: SsoSmsBindBody) => anonymousCall(ssoSignIn.bindBySms, { body }),
    ssoUnbind: (providerId: string) => call(ssoAccount.unbind, { query: { providerId } }, loading),
    /** Starts an OpenID Connect sign-in; data.url is where the browser goes. */
    oidcAuthorize: (body: SsoStartBody) => anonymousCall(ssoSignIn.oidcAuthorize, { body }, loading),
    /**
     * Starts a CAS sign-in; data.url is the CAS server's login page, with a service URL the server
     * made and bound to this browser (a cookie of this reply).
     */
    casAuthorize: (body: SsoStartBody) => anonymousCall(ssoSignIn.casAuthorize, { body }, loading),
    /** The provider the current session came from (CAS, OIDC), or null: the sign-out confirmation says so. */
    ssoSession: () => call(ssoAccount.session),
    /** Finishes it with the address the issuer sent back; variables.target is the page wanted. */
    loginByOidc: (body: OidcLoginBody) => anonymousCall(ssoSignIn.oidcApply, { body }, loading),
  };
}

/** Variables of a reply, typed by the caller (e.g. `requestId` of the captcha). */
export function variableOf<T>(reply: Envelope<unknown>, name: string): T | undefined {
  return reply.variables?.[name] as T | undefined;
}
