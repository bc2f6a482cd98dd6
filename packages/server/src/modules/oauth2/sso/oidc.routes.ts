import { HttpState, LoginState, ModuleState, OIDC_STATE_PREFIX } from '@campus/contract';
import { ssoSignInEndpoints as signIn } from '@campus/contract/api/oauth2/sso-sign-in';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../../../core/auth/secrets.js';
import { mount } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { bindingProof, bindToBrowser, cameBackToStarter, forgetRoundTrip } from './browser-binding.js';
import { authorizationRequest, exchangeCode, oidcConfiguration } from './oidc-client.js';
import { rememberSsoSession } from './provider-logout.js';
import { enabledProvider, oidcSettingsOf } from './providers.js';
import { consumeLoginState, insertLoginState, type ProviderRow } from './repo.js';
import { insideApp, returnPage } from './round-trip.js';
import { ownServiceUrl } from './service-url.js';
import { signInExternal } from './sign-in.js';
import { signInLimit } from '../../../http/rate-limit.js';

const STATE_TTL_MS = 10 * 60 * 1000;

/**
 * An OAuth error code as the provider sent it, when it looks like one (RFC 6749 §4.1.2.1: a few
 * printable ASCII characters). Its free-text description is never shown: it is the provider's
 * English, not the person's language (it goes to the log).
 */
const errorCode = (value: string) => (/^[\x21\x23-\x5b\x5d-\x7e]{1,64}$/.test(value) ? value : 'error');

/** The provider said no (an error reply, or an error in the callback): its code, in the person's words. */
function providerRefused(
  request: FastifyRequest,
  providerId: string,
  error: string,
  description?: string | null,
) {
  request.log.warn({ provider: providerId, error, description }, 'OIDC issuer refused the sign-in');
  return new AppError(LoginState.ILLEGAL_TOKEN, {
    key: 'sso.providerRefused',
    params: { code: errorCode(error) },
  });
}

/** The issuer cannot be reached or answers nonsense: 504 with the reason in the log. */
async function withIssuer<T>(
  request: FastifyRequest,
  provider: ProviderRow,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const err = error as { code?: string; message?: string; error?: string; error_description?: string };
    if (err.error) throw providerRefused(request, provider.id, err.error, err.error_description);
    // A check failed (state, nonce, signature, audience, expiry): say which, as CAS refusals do.
    // Transport trouble is "cannot be reached".
    const transport = /RESPONSE_IS_NOT_(CONFORM|JSON)|REQUEST_FORBIDDEN/.test(err.code ?? '');
    if (err.code?.startsWith('OAUTH_') && !transport) {
      throw new AppError(LoginState.ILLEGAL_TOKEN, {
        key: 'sso.idTokenRejected',
        params: { reason: (err.message ?? 'unknown').slice(0, 200) },
      });
    }
    request.log.warn({ provider: provider.id, err: error }, 'OIDC issuer failed');
    throw new AppError(HttpState.GATEWAY_TIMEOUT, { key: 'sso.serverUnreachable', httpStatus: 200 });
  }
}

/**
 * OpenID Connect sign-in (issue 15): the code flow with PKCE, state and nonce. `authorize` hands
 * the browser the issuer's address and binds the request to that browser (a cookie, see
 * browser-binding.ts); the issuer sends it back to /app/dashboard with a code, and `apply`, in the
 * same browser only, exchanges it (the state once only) and answers the token pair. A person who
 * cancelled at the issuer is told so (6040803) with the page they wanted, for the way back.
 * Declared in contract api/oauth2/sso-sign-in.ts.
 */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const limited = { config: signInLimit(app.config) };

  mount(
    app,
    signIn.oidcAuthorize,
    async ({ body: { providerId, origin, target }, request, reply }) => {
      const redirectUri = returnPage(request, origin).href;
      const provider = await enabledProvider(request, providerId, 'oidc');
      const settings = oidcSettingsOf(provider);
      const started = await withIssuer(request, provider, async () =>
        authorizationRequest(
          await oidcConfiguration({ ...provider, settings }, request.server.outbound.fetch),
          settings,
          redirectUri,
          OIDC_STATE_PREFIX,
        ),
      );
      const now = Date.now();
      await insertLoginState(db, {
        hash: sha256(started.state),
        providerId: provider.id,
        codeVerifier: started.codeVerifier,
        nonce: started.nonce,
        redirectUri,
        target: insideApp(target),
        expiresAt: now + STATE_TTL_MS,
        createdAt: now,
      });
      // The verifier never leaves the server: nobody but this browser can hold the proof.
      const proof = bindingProof(started.state, started.codeVerifier);
      bindToBrowser(request, reply, started.state, proof, redirectUri.startsWith('https:'));
      return ok({ url: started.url });
    },
    limited,
  );

  mount(
    app,
    signIn.oidcApply,
    async ({ body, request, reply }) => {
      const callback = ownServiceUrl(request, body.callbackUrl);
      const state = callback.searchParams.get('state') ?? '';
      const pending = state ? await consumeLoginState(db, sha256(state), Date.now()) : undefined;
      // The same address it was sent to, or someone is replaying a code elsewhere.
      if (!pending || `${callback.origin}${callback.pathname}` !== pending.redirectUri)
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.stateInvalid' });
      // Only the browser that started the request finishes it: a return address handed to
      // someone else must not sign them in as the person who made it.
      const starter = cameBackToStarter(request, state, bindingProof(state, pending.codeVerifier));
      forgetRoundTrip(request, reply, state, callback.protocol === 'https:');
      if (!starter) throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.otherBrowser' });
      const refusal = callback.searchParams.get('error');
      if (refusal === 'access_denied')
        throw new AppError(ModuleState.SSO_SIGN_IN_CANCELLED, { variables: { target: pending.target } });
      if (refusal)
        throw providerRefused(
          request,
          pending.providerId,
          refusal,
          callback.searchParams.get('error_description'),
        );

      const provider = await enabledProvider(request, pending.providerId, 'oidc');
      const settings = oidcSettingsOf(provider);
      const { claims, idToken } = await withIssuer(request, provider, async () =>
        exchangeCode(
          await oidcConfiguration({ ...provider, settings }, request.server.outbound.fetch),
          callback,
          { state, nonce: pending.nonce, codeVerifier: pending.codeVerifier },
          settings.accountClaim || 'sub',
        ),
      );
      const claim = settings.accountClaim || 'sub';
      const account = typeof claims[claim] === 'string' ? (claims[claim] as string) : undefined;
      if (!account)
        throw new AppError(LoginState.UNKNOWN_ACCOUNT, {
          key: 'sso.noAccount',
          params: { attribute: claim },
        });
      const name = settings.nameAttribute ? claims[settings.nameAttribute] : undefined;
      const signed = await signInExternal(
        request,
        provider,
        { account, fullname: typeof name === 'string' ? name : undefined },
        settings,
      );
      await rememberSsoSession(request, provider, signed, callback.origin, idToken);
      return ok(signed.reply, { target: pending.target });
    },
    limited,
  );
}
