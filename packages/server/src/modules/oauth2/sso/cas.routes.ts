import { HttpState, LoginState, SSO_PROVIDER_PARAM } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../../core/auth/secrets.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { validateTicket } from './cas-protocol.js';
import { casSettingsOf, enabledProvider } from './providers.js';
import { bindTicket, claimTicket } from './repo.js';
import { ownServiceUrl } from './service-url.js';
import { signInExternal } from './sign-in.js';
import { signInLimit } from '../../../http/rate-limit.js';

const tags = ['oauth2'];
/** A claimed ticket that never signed anyone in is remembered this long (CAS tickets live seconds). */
const CLAIM_TTL_MS = 24 * 3600 * 1000;

/** The CAS ticket sign-in body of SPEC §3; the provider is named by the service URL's `sso` parameter. */
export const casLoginBody = z.object({
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

/** The hash a ticket is remembered by (single use, and single logout finds the session by it). */
export const ticketHash = (ticket: string) => sha256(`cas:${ticket}`);

/**
 * SPEC §4.1 step 3, the server's half: the client brings the ticket the CAS server appended to the
 * service URL; we validate it with the school's CAS server (serviceValidate or p3/serviceValidate)
 * and answer with a token pair, as authentication/apply does.
 */
export async function casRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limited = signInLimit(app.config, { public: true });

  r.post(
    '/sso/login/cas10/apply',
    { schema: { tags, body: casLoginBody, security: [] }, config: limited },
    async (request) => {
      const { ticket, serviceUrl, casServerUrl } = request.body;
      const service = ownServiceUrl(request, serviceUrl);
      const provider = await enabledProvider(request, service.searchParams.get(SSO_PROVIDER_PARAM), 'cas');
      const settings = casSettingsOf(provider);
      if (casServerUrl && casServerUrl.replace(/\/+$/, '') !== settings.serverUrl)
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.serverMismatch' });

      const hash = ticketHash(ticket);
      if (!(await claimTicket(db, hash, provider.id, Date.now(), CLAIM_TTL_MS)))
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.ticketUsed' });

      const outcome = await validateTicket(request.server.outbound.fetch, settings, serviceUrl, ticket);
      if (!outcome.ok) {
        if (outcome.code === 'UNREACHABLE' || outcome.code === 'BAD_REPLY') {
          request.log.warn(
            { provider: provider.id, code: outcome.code, detail: outcome.description },
            'CAS validation failed',
          );
          throw new AppError(HttpState.GATEWAY_TIMEOUT, {
            key: outcome.code === 'UNREACHABLE' ? 'sso.serverUnreachable' : 'sso.badReply',
            httpStatus: 200,
          });
        }
        throw new AppError(LoginState.ILLEGAL_TOKEN, {
          key: 'sso.ticketRejected',
          params: { code: outcome.code, description: outcome.description.slice(0, 200) || outcome.code },
        });
      }

      const attribute = settings.accountAttribute;
      const account = attribute ? outcome.attributes[attribute]?.[0] : outcome.user;
      if (!account)
        throw new AppError(LoginState.UNKNOWN_ACCOUNT, {
          key: 'sso.noAccount',
          params: { attribute: attribute || 'user' },
        });
      const fullname = settings.nameAttribute ? outcome.attributes[settings.nameAttribute]?.[0] : undefined;

      const signed = await signInExternal(request, provider, { account, fullname }, settings);
      await bindTicket(db, hash, signed.userId, signed.familyId, signed.refreshExpiresAt);
      return ok(signed.reply);
    },
  );
}
