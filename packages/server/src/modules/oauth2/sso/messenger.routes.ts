import { HttpState, LoginState, MESSENGER_KINDS, type SsoBinding } from '@campus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { findUserById, findUserByMobile } from '../repo.js';
import { enabledProvider, wecomSettingsOf } from './providers.js';
import {
  bindingOf,
  deleteBindings,
  enabledProviders,
  insertBinding,
  tenantName,
  userBindings,
  type ProviderRow,
} from './repo.js';
import { isMember, issueSession } from './sign-in.js';
import { forgetWecomToken, WecomError, wecomUserOfCode, type WecomUser } from './wecom-client.js';

const tags = ['oauth2'];

const messengerQuery = z.object({
  code: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[\w.~-]+$/, 'not an authorization code'),
  /** The provider (its id); may be left out when one messenger of the kind is on. */
  provider: z.string().max(32).optional(),
});

/** The one enabled provider of a kind, or the one named. */
async function providerFor(
  request: FastifyRequest,
  kind: string,
  id: string | undefined,
): Promise<ProviderRow> {
  if (id) return enabledProvider(request, id, kind as ProviderRow['kind']);
  const candidates = (await enabledProviders(request.server.database.db)).filter((row) => row.kind === kind);
  if (candidates.length !== 1)
    throw new AppError(LoginState.GRANT_TYPE_NOT_SUPPORTED, { key: 'sso.providerOff' });
  return enabledProvider(request, candidates[0]!.id, kind as ProviderRow['kind']);
}

/** Asks WeCom who the code is, fetching a fresh access token once if the kept one was refused. */
async function wecomUser(request: FastifyRequest, provider: ProviderRow, code: string): Promise<WecomUser> {
  const settings = wecomSettingsOf(provider);
  const secret = provider.secret ?? '';
  try {
    try {
      return await wecomUserOfCode(settings, secret, code);
    } catch (error) {
      if (!(error instanceof WecomError) || (error.errcode !== 40014 && error.errcode !== 42001)) throw error;
      forgetWecomToken(settings, secret);
      return await wecomUserOfCode(settings, secret, code);
    }
  } catch (error) {
    if (!(error instanceof WecomError)) throw error;
    if (error.errcode === 'UNREACHABLE') {
      request.log.warn({ provider: provider.id, detail: error.errmsg }, 'WeCom API unreachable');
      throw new AppError(HttpState.GATEWAY_TIMEOUT, { key: 'sso.serverUnreachable', httpStatus: 200 });
    }
    throw new AppError(LoginState.ILLEGAL_TOKEN, {
      key: 'sso.ticketRejected',
      params: { code: String(error.errcode), description: error.errmsg.slice(0, 200) },
    });
  }
}

/**
 * Workplace-messenger sign-in (SPEC §4.1 step 6, `user/login/{messenger}/apply` with the code the
 * app obtained inside the messenger; issue 15). The messenger's identity is bound to an account
 * the first time the messenger vouches for a mobile number that account holds in the school; the
 * binding signs in afterwards, until the person unbinds it in My.
 */
export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limited = {
    public: true,
    rateLimit: { max: app.config.auth.rateLimitPerMinute, timeWindow: '1 minute' },
  };

  r.post(
    '/user/login/:messenger/apply',
    {
      schema: {
        tags,
        params: z.object({ messenger: z.enum(MESSENGER_KINDS) }),
        querystring: messengerQuery,
        security: [],
      },
      config: limited,
    },
    async (request) => {
      const provider = await providerFor(request, request.params.messenger, request.query.provider);
      const person = await wecomUser(request, provider, request.query.code);
      const school = (await tenantName(db, provider.tenantId))?.name ?? provider.tenantId;
      const subject = person.userid;
      if (!subject)
        throw new AppError(LoginState.UNKNOWN_ACCOUNT, { key: 'sso.messengerOutsider', params: { school } });

      const bound = await bindingOf(db, provider.id, subject);
      let user = bound ? await findUserById(db, bound.userId) : undefined;
      if (!user && person.mobile) {
        // The messenger verified this number: the school's account holding it is the person's.
        const holder = await findUserByMobile(db, person.mobile);
        if (holder && (await isMember(request, provider, holder.id))) {
          await insertBinding(db, {
            providerId: provider.id,
            subject,
            userId: holder.id,
            tenantId: provider.tenantId,
            createdAt: Date.now(),
          });
          user = holder;
        }
      }
      if (!user || !(await isMember(request, provider, user.id)))
        throw new AppError(LoginState.UNKNOWN_ACCOUNT, { key: 'sso.messengerUnbound', params: { school } });
      return ok((await issueSession(request, provider, user)).reply);
    },
  );

  r.post('/sso/binding/query', { schema: { tags } }, async (request) => {
    const auth = requireAuth(request);
    const rows: SsoBinding[] = await userBindings(db, auth.userId);
    return ok(rows);
  });

  r.post(
    '/sso/binding/remove',
    { schema: { tags, querystring: z.object({ providerId: z.string().min(1).max(32) }) } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(await deleteBindings(db, auth.userId, request.query.providerId));
    },
  );
}
