import { z } from 'zod';
import { MESSENGER_KINDS, SSO_KINDS } from '../../sso-kinds.js';
import { endpointsOf } from '../endpoints-of.js';
import { authorizationCode, tokenReply } from './shared.js';

/**
 * Single sign-on (issue 15; SPEC §4.1 steps 3 to 6): the ways of signing in the schools offer,
 * the CAS and OpenID Connect round trips, the learning app, and binding a messenger identity by
 * SMS. All are reached before any sign-in.
 */

/** A provider as the login screen sees it: enough to offer it and start the round trip. */
const ssoProviderPublic = z.object({
  id: z.string(),
  kind: z.enum(SSO_KINDS),
  name: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  /**
   * CAS: the server's base. The sign-in address itself comes from `sso/login/cas10/authorize`,
   * which binds the round trip to the browser (a service URL made elsewhere is refused).
   */
  loginUrl: z.string().optional(),
  /** WeCom: the corporation and the application, for the in-app authorization address. */
  corpId: z.string().optional(),
  agentId: z.string().optional(),
  /** DingTalk: the application's AppKey, for the in-app request of an auth code. */
  appKey: z.string().optional(),
  /** Feishu, WeChat, the learning app: the application's id. */
  appId: z.string().optional(),
  /** Feishu, WeChat: where the browser asks for a code (the authorization page's host). */
  authorizeBase: z.string().optional(),
  /** WeChat: snsapi_base or snsapi_userinfo. */
  scope: z.string().optional(),
});
export type SsoProviderPublic = z.infer<typeof ssoProviderPublic>;

/** Starting a CAS or OIDC round trip: the provider, the origin the app runs at, the page wanted. */
const ssoStartBody = z.object({
  providerId: z.string().min(1).max(32),
  /** Where the app runs (location.origin); it must be one of PUBLIC_URL. */
  origin: z.string().min(1).max(300),
  /** The page wanted after sign-in, inside the app. */
  target: z.string().max(2000).default('/'),
});
export type SsoStartBody = z.input<typeof ssoStartBody>;

/** Where the browser goes next: the CAS server's login page or the OIDC issuer's. */
const startReply = z.object({ url: z.string() });

/** The CAS ticket sign-in body of SPEC §3; the provider is named by the service URL's `sso` parameter. */
const casLoginBody = z.object({
  ticket: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[A-Za-z0-9._~:-]+$/, 'not a CAS ticket'),
  serviceUrl: z.string().min(1).max(2000),
  /** Accepted for compatibility, never trusted: the school's configured server is the one asked. */
  casServerUrl: z.string().max(500).optional(),
  /** Proxy granting tickets are not issued: accepted and ignored. */
  pgtUrl: z.string().max(2000).optional(),
});
export type CasLoginBody = z.input<typeof casLoginBody>;

/** Finishing an OIDC sign-in: the address the issuer sent the browser back to (code, state, iss). */
const oidcLoginBody = z.object({ callbackUrl: z.string().min(1).max(4000) });
export type OidcLoginBody = z.input<typeof oidcLoginBody>;

/** SPEC §3's learning-app login body; the appKey (`secret`) stays on the server, one sent is ignored. */
const cxappBody = z.object({
  appid: z.string().trim().min(1).max(64),
  code: authorizationCode,
  state: z.string().max(256).default(''),
  flag: z.coerce.number().int().pipe(z.literal(1)),
  secret: z.string().max(500).optional(),
});
/** What the web app sends (flag is always 1). */
export type CxappLoginBody = Omit<z.input<typeof cxappBody>, 'flag' | 'secret'> & { flag: 1 };

/**
 * A messenger identity no account holds yet (the sign-in refusal's `variables.binding`), bound by
 * an SMS code to a mobile of the school's accounts (single use, 10 minutes).
 */
const smsBindBody = z.object({
  binding: z.string().min(16).max(128),
  mobile: z.string().regex(/^1\d{10}$/, 'not a mobile number'),
  smsCode: z.string().regex(/^\d{4,8}$/, 'not an SMS code'),
});
export type SsoSmsBindBody = z.infer<typeof smsBindBody>;

/** What the messenger sign-in sends with the code the app obtained inside the messenger. */
const messengerQuery = z.object({
  code: authorizationCode,
  /** The provider (its id); may be left out when one messenger of the kind is on. */
  provider: z.string().max(32).optional(),
  /**
   * The page the authorization page was told to come back to (Feishu's token request must repeat
   * it exactly); one of this app's pages (PUBLIC_URL).
   */
  redirect_uri: z.string().max(2000).optional(),
});

const oauth2 = endpointsOf({ service: 'oauth2', access: 'public' });

export const ssoSignInEndpoints = {
  /** The ways of single sign-on the schools turned on (nothing secret). */
  providers: oauth2.get('/sso/providers', { reply: z.array(ssoProviderPublic) }),
  /**
   * Starts a CAS sign-in: the CAS server's login address, with a service URL the server made and
   * bound to this browser (a cookie of this reply).
   */
  casAuthorize: oauth2.post('/sso/login/cas10/authorize', { body: ssoStartBody, reply: startReply }),
  /** The ticket the CAS server sent the browser back with, validated there, for a token pair. */
  casApply: oauth2.post('/sso/login/cas10/apply', { body: casLoginBody, reply: tokenReply }),
  /** Starts an OpenID Connect sign-in (code flow with PKCE); binds it to this browser. */
  oidcAuthorize: oauth2.post('/sso/login/oidc/authorize', { body: ssoStartBody, reply: startReply }),
  /** Finishes it with the address the issuer sent back; variables.target is the page wanted. */
  oidcApply: oauth2.post('/sso/login/oidc/apply', {
    body: oidcLoginBody,
    reply: tokenReply,
    variables: z.object({ target: z.string() }),
  }),
  /** The learning app (SPEC §4.1 step 5): its appId, code and state, for a token pair. */
  cxappApply: oauth2.post('/user/login/cxapp/apply', { body: cxappBody, reply: tokenReply }),
  /**
   * A messenger (SPEC §4.1 steps 4 and 6: WeCom, DingTalk, Feishu, WeChat) with the code the app
   * obtained inside it, for a token pair; an identity no account holds yet is refused with
   * `variables.binding` (bindBySms).
   */
  messengerApply: oauth2.post('/user/login/:messenger/apply', {
    params: z.object({ messenger: z.enum(MESSENGER_KINDS) }),
    query: messengerQuery,
    reply: tokenReply,
  }),
  /** Binds a waiting messenger identity by an SMS code, and signs in. */
  bindBySms: oauth2.post('/sso/binding/sms', { body: smsBindBody, reply: tokenReply }),
};
