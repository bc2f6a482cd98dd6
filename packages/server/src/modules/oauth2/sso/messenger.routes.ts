import { MESSENGER_KINDS, type SsoBinding } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { signInLimit } from '../../../http/rate-limit.js';
import { ok } from '../../../http/reply.js';
import { messengerUserOfCode } from './messengers.js';
import { askProvider, bindBySms, signInBound } from './messenger-sign-in.js';
import { providerFor } from './providers.js';
import { deleteBindings, userBindings } from './repo.js';
import { ownServiceUrl } from './service-url.js';

const tags = ['oauth2'];

const authorizationCode = z
  .string()
  .min(1)
  .max(512)
  .regex(/^[\w.~-]+$/, 'not an authorization code');

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

const smsBindBody = z.object({
  binding: z.string().min(16).max(128),
  mobile: z.string().regex(/^1\d{10}$/, 'not a mobile number'),
  smsCode: z.string().regex(/^\d{4,8}$/, 'not an SMS code'),
});

/**
 * Messenger sign-in (SPEC §4.1 steps 4 and 6, `user/login/{messenger}/apply` with the code the app
 * obtained inside WeCom, DingTalk, Feishu or WeChat; issue 15). The messenger's identity is bound
 * to an account the first time the messenger vouches for a mobile number that account holds in
 * the school, or by an SMS code to such a number; the binding signs in afterwards, until the
 * person unbinds it in My.
 */
export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const limited = signInLimit(app.config, { public: true });

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
      const { messenger } = request.params;
      const { code, redirect_uri: redirectUri } = request.query;
      if (redirectUri) ownServiceUrl(request, redirectUri);
      const provider = await providerFor(request, messenger, request.query.provider);
      const person = await askProvider(request, provider, () =>
        messengerUserOfCode(app.outbound.fetch, messenger, provider, { code, redirectUri }),
      );
      return ok((await signInBound(request, provider, person)).reply);
    },
  );

  r.post(
    '/sso/binding/sms',
    { schema: { tags, body: smsBindBody, security: [] }, config: limited },
    async (request) => ok((await bindBySms(request, request.body)).reply),
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
