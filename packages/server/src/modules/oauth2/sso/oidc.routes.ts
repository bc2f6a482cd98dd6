import { BASE_PATH, HttpState, LoginState, OIDC_STATE_PREFIX, SSO_RETURN_PATH } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../../core/auth/secrets.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { authorizationRequest, exchangeCode, oidcConfiguration } from './oidc-client.js';
import { enabledProvider, oidcSettingsOf } from './providers.js';
import { consumeLoginState, insertLoginState, type ProviderRow } from './repo.js';
import { ownServiceUrl } from './service-url.js';
import { signInExternal } from './sign-in.js';
import { signInLimit } from '../../../http/rate-limit.js';

const tags = ['oauth2'];
const STATE_TTL_MS = 10 * 60 * 1000;

export const oidcStartBody = z.object({
  providerId: z.string().min(1).max(32),
  /** Where the app runs (location.origin); it must be one of PUBLIC_URL. */
  origin: z.string().min(1).max(300),
  /** The page wanted after sign-in, inside the app. */
  target: z.string().max(2000).default('/'),
});

export const oidcLoginBody = z.object({ callbackUrl: z.string().min(1).max(4000) });

/** A path inside the app, or '/'. */
const insideApp = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

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
    // The issuer refused (an error reply) or a check failed (state, nonce, signature, audience,
    // expiry): say why, as CAS refusals do. Transport trouble is "cannot be reached".
    const transport = /RESPONSE_IS_NOT_(CONFORM|JSON)|REQUEST_FORBIDDEN/.test(err.code ?? '');
    if (err.error || (err.code?.startsWith('OAUTH_') && !transport)) {
      throw new AppError(LoginState.ILLEGAL_TOKEN, {
        key: 'sso.idTokenRejected',
        params: {
          reason: (err.error
            ? `${err.error}${err.error_description ? ` (${err.error_description})` : ''}`
            : (err.message ?? 'unknown')
          ).slice(0, 200),
        },
      });
    }
    request.log.warn({ provider: provider.id, err: error }, 'OIDC issuer failed');
    throw new AppError(HttpState.GATEWAY_TIMEOUT, { key: 'sso.serverUnreachable', httpStatus: 200 });
  }
}

/**
 * OpenID Connect sign-in (issue 15): the code flow with PKCE, state and nonce. `authorize` hands
 * the browser the issuer's address; the issuer sends it back to /app/dashboard with a code, and
 * `apply` exchanges it (the state once only) and answers the token pair.
 */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limited = signInLimit(app.config, { public: true });

  r.post(
    '/sso/login/oidc/authorize',
    { schema: { tags, body: oidcStartBody, security: [] }, config: limited },
    async (request) => {
      const { providerId, origin, target } = request.body;
      const redirectUri = ownServiceUrl(
        request,
        `${origin.replace(/\/+$/, '')}${BASE_PATH}${SSO_RETURN_PATH}`,
      ).href;
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
      return ok({ url: started.url });
    },
  );

  r.post(
    '/sso/login/oidc/apply',
    { schema: { tags, body: oidcLoginBody, security: [] }, config: limited },
    async (request) => {
      const callback = ownServiceUrl(request, request.body.callbackUrl);
      const state = callback.searchParams.get('state') ?? '';
      const pending = state ? await consumeLoginState(db, sha256(state), Date.now()) : undefined;
      // The same address it was sent to, or someone is replaying a code elsewhere.
      if (!pending || `${callback.origin}${callback.pathname}` !== pending.redirectUri)
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.stateInvalid' });
      const provider = await enabledProvider(request, pending.providerId, 'oidc');
      const settings = oidcSettingsOf(provider);
      const claims = await withIssuer(request, provider, async () =>
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
      return ok(signed.reply, { target: pending.target });
    },
  );
}
