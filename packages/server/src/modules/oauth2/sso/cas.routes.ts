import {
  hexEncode,
  HttpState,
  LoginState,
  SSO_FLOW_PARAM,
  SSO_PROVIDER_PARAM,
  SSO_TARGET_PARAM,
} from '@campus/contract';
import { ssoSignInEndpoints as signIn } from '@campus/contract/api/oauth2/sso-sign-in';
import type { FastifyInstance } from 'fastify';
import { randomSecret, sha256 } from '../../../core/auth/secrets.js';
import { mount } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { bindingProof, bindToBrowser, cameBackToStarter, forgetRoundTrip } from './browser-binding.js';
import { casLoginUrl, validateTicket } from './cas-protocol.js';
import { rememberSsoSession } from './provider-logout.js';
import { casSettingsOf, enabledProvider } from './providers.js';
import { bindTicket, claimTicket, ticketUsed } from './repo.js';
import { insideApp, returnPage } from './round-trip.js';
import { ownServiceUrl } from './service-url.js';
import { signInExternal } from './sign-in.js';
import { signInLimit } from '../../../http/rate-limit.js';

/** A validated ticket that signed nobody in (an unknown person) is remembered this long (CAS tickets live seconds). */
const CLAIM_TTL_MS = 24 * 3600 * 1000;

/** The hash a ticket is remembered by (single use, and single logout finds the session by it). */
export const ticketHash = (ticket: string) => sha256(`cas:${ticket}`);

/**
 * What the round trip's cookie proves: its one-off id, for this provider. Not the whole service
 * URL as a string: a CAS server may give its parameters back in another order.
 */
const roundTripProof = (flow: string, providerId: string) => bindingProof('cas', flow, providerId);

/**
 * SPEC §4.1 step 3, the server's half. `authorize` (the login screen's button) answers where the
 * browser signs in at the CAS server, with a service URL made here: the provider, the page wanted
 * and a one-off round-trip id, whose cookie the browser keeps (browser-binding.ts). The CAS
 * server sends the browser back to that URL with a ticket; `apply` takes it only from that browser,
 * validates it with the school's CAS server (serviceValidate or p3/serviceValidate) and answers
 * with a token pair, as authentication/apply does. Declared in contract api/oauth2/sso-sign-in.ts.
 */
export async function casRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const limited = { config: signInLimit(app.config) };

  mount(
    app,
    signIn.casAuthorize,
    async ({ body: { providerId, origin, target }, request, reply }) => {
      const service = returnPage(request, origin);
      const provider = await enabledProvider(request, providerId, 'cas');
      const flow = randomSecret(16);
      // In alphabetical order: some CAS servers (django-cas-server) sort the query when they
      // append the ticket, and the service must be validated byte for byte as it was sent.
      service.searchParams.set(SSO_FLOW_PARAM, flow);
      service.searchParams.set(SSO_PROVIDER_PARAM, provider.id);
      service.searchParams.set(SSO_TARGET_PARAM, hexEncode(insideApp(target)));
      bindToBrowser(request, reply, flow, roundTripProof(flow, provider.id), service.protocol === 'https:');
      return ok({ url: casLoginUrl(casSettingsOf(provider).serverUrl, service.href) });
    },
    limited,
  );

  mount(
    app,
    signIn.casApply,
    async ({ body: { ticket, serviceUrl, casServerUrl }, request, reply }) => {
      const service = ownServiceUrl(request, serviceUrl);
      const provider = await enabledProvider(request, service.searchParams.get(SSO_PROVIDER_PARAM), 'cas');
      const settings = casSettingsOf(provider);
      if (casServerUrl && casServerUrl.replace(/\/+$/, '') !== settings.serverUrl)
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.serverMismatch' });

      // A ticket that signed in once is refused before the CAS server is asked.
      const hash = ticketHash(ticket);
      if (await ticketUsed(db, hash)) throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.ticketUsed' });

      // Only the browser that started the round trip may bring its ticket back: a ticket address
      // handed to someone else must not sign them in as the person who got it.
      const flow = service.searchParams.get(SSO_FLOW_PARAM) ?? '';
      if (!flow || !cameBackToStarter(request, flow, roundTripProof(flow, provider.id)))
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.otherBrowser' });

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

      // Used up only now that the CAS server vouched for it: a validation whose reply never came
      // (unreachable, a gateway's error page) leaves a good ticket good for another try. Of two
      // validations racing with one ticket, only one claims it (the primary key decides).
      if (!(await claimTicket(db, hash, provider.id, Date.now(), CLAIM_TTL_MS)))
        throw new AppError(LoginState.ILLEGAL_TOKEN, { key: 'sso.ticketUsed' });

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
      await rememberSsoSession(request, provider, signed, service.origin);
      forgetRoundTrip(request, reply, flow, service.protocol === 'https:');
      return ok(signed.reply);
    },
    limited,
  );
}
