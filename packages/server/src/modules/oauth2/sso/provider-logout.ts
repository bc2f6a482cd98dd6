import { BASE_PATH, SSO_LOGOUT_RETURN_PATH, type SsoSessionView } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { oidcConfiguration } from './oidc-client.js';
import { settingsOf } from './providers.js';
import { insertSsoSession, ssoSessionOf, type ProviderRow, type SsoSessionRow } from './repo.js';

/**
 * Signing out at the identity provider a session came from (issue 25). Signing out of the app
 * alone left the provider's own sign-in alive: on a shared phone or a lab PC the next person
 * pressed "sign in with the school account" and was in without a password. So a CAS or OIDC
 * sign-in remembers its provider with the session, and the app's sign-out hands the browser the
 * provider's logout address: OIDC RP-initiated logout (end_session_endpoint with the ID token as
 * id_token_hint and post_logout_redirect_uri), CAS /logout?service=. Both send the browser back to
 * the app's login screen, an address the school registers at its provider (docs/DEPLOY.md).
 */

/** Remembers the provider a new session came from (and for OIDC the ID token, the logout's hint). */
export async function rememberSsoSession(
  request: FastifyRequest,
  provider: ProviderRow,
  signed: { familyId: string; refreshExpiresAt: number },
  returnOrigin: string,
  idToken?: string,
) {
  await insertSsoSession(request.server.database.db, {
    familyId: signed.familyId,
    providerId: provider.id,
    idToken: idToken ?? null,
    returnOrigin,
    createdAt: Date.now(),
    expiresAt: signed.refreshExpiresAt,
  });
}

/** The provider a session came from, as the sign-out confirmation names it; null for other sessions. */
export async function ssoSessionView(
  request: FastifyRequest,
  familyId: string,
): Promise<SsoSessionView | null> {
  const session = await ssoSessionOf(request.server.database.db, familyId);
  return session ? { providerId: session.providerId, kind: session.kind, name: session.name } : null;
}

async function oidcEndSession(
  request: FastifyRequest,
  session: SsoSessionRow,
  back: string,
): Promise<string | undefined> {
  const settings = settingsOf(session, 'oidc');
  // The discovery document may need fetching: through the outbound guard, as at sign-in.
  const configuration = await oidcConfiguration(
    { id: session.providerId, updatedAt: session.updatedAt, settings, secret: session.secret },
    request.server.outbound.fetch,
  );
  // A provider without RP-initiated logout: nothing to send the browser to.
  if (!configuration.serverMetadata().end_session_endpoint) return undefined;
  return client.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: back,
    ...(session.idToken ? { id_token_hint: session.idToken } : {}),
  }).href;
}

/**
 * Where the browser goes to sign out at the session's provider, then back to the app's login
 * screen; undefined when the session did not come from CAS or OIDC, or the provider cannot be
 * asked now (the app's own sign-out goes ahead regardless).
 */
export async function providerLogoutUrl(
  request: FastifyRequest,
  familyId: string,
): Promise<string | undefined> {
  const session = await ssoSessionOf(request.server.database.db, familyId);
  if (!session) return undefined;
  const back = `${session.returnOrigin}${BASE_PATH}${SSO_LOGOUT_RETURN_PATH}`;
  try {
    if (session.kind === 'cas')
      return `${settingsOf(session, 'cas').serverUrl}/logout?service=${encodeURIComponent(back)}`;
    if (session.kind === 'oidc') return await oidcEndSession(request, session, back);
  } catch (error) {
    request.log.warn(
      { provider: session.providerId, err: error },
      'no logout address at the sign-in provider',
    );
  }
  return undefined;
}
