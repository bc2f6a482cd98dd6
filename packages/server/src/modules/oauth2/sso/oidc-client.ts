import type { OidcSettings } from '@campus/contract';
import * as client from 'openid-client';
import type { OutboundFetch } from '../../../core/net/outbound.js';

/**
 * The relying-party side of OpenID Connect (the code flow with PKCE, through openid-client): the
 * issuer's configuration per provider, kept while the provider is unchanged.
 */

const configurations = new Map<string, Promise<client.Configuration>>();

export interface OidcProviderRef {
  id: string;
  updatedAt: number;
  settings: OidcSettings;
  secret: string | null;
}

/**
 * Discovery (/.well-known/openid-configuration), once per provider version; a failure is asked again.
 * Every request of the configuration (discovery, token, JWKS, UserInfo) goes through `http`, the
 * app's outbound guard: the issuer is the school admin's setting.
 */
export function oidcConfiguration(
  provider: OidcProviderRef,
  http: OutboundFetch,
  timeoutS = 10,
): Promise<client.Configuration> {
  const key = `${provider.id}:${provider.updatedAt}`;
  let configuration = configurations.get(key);
  if (!configuration) {
    const { issuer, clientId } = provider.settings;
    configuration = client.discovery(
      new URL(issuer),
      clientId,
      undefined,
      // A confidential client when the school stored a secret; PKCE protects the code either way.
      provider.secret ? client.ClientSecretPost(provider.secret) : client.None(),
      {
        timeout: timeoutS,
        // An intranet issuer may be plain http: the school's choice, written in its configuration.
        execute: issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
        [client.customFetch]: (url, options) =>
          http(url, options as Parameters<OutboundFetch>[1]) as unknown as Promise<Response>,
      },
    );
    for (const old of configurations.keys())
      if (old.startsWith(`${provider.id}:`)) configurations.delete(old);
    configurations.set(key, configuration);
    configuration.catch(() => configurations.delete(key));
  }
  return configuration;
}

export interface AuthorizationRequest {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The address the browser goes to, with a fresh state, nonce and PKCE challenge (S256). */
export async function authorizationRequest(
  configuration: client.Configuration,
  settings: OidcSettings,
  redirectUri: string,
  statePrefix: string,
): Promise<AuthorizationRequest> {
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = `${statePrefix}${client.randomState()}`;
  const nonce = client.randomNonce();
  const scopes = new Set(['openid', ...settings.scope.split(/\s+/).filter(Boolean)]);
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: [...scopes].join(' '),
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

/**
 * Exchanges the code the browser came back with, checking state, nonce, PKCE and the ID token
 * (signature, issuer, audience, expiry); the ID token's claims, with the UserInfo claims when the
 * issuer has that endpoint and the ID token lacks the account, and the ID token itself (the hint
 * of the logout at the issuer).
 */
export async function exchangeCode(
  configuration: client.Configuration,
  callbackUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
  accountClaim: string,
): Promise<{ claims: Record<string, unknown>; idToken: string | undefined }> {
  const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
    pkceCodeVerifier: checks.codeVerifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const claims: Record<string, unknown> = { ...tokens.claims() };
  if (claims[accountClaim] === undefined && configuration.serverMetadata().userinfo_endpoint) {
    const info = await client.fetchUserInfo(configuration, tokens.access_token, String(claims.sub));
    return { claims: { ...info, ...claims }, idToken: tokens.id_token };
  }
  return { claims, idToken: tokens.id_token };
}
