import { MESSENGER_KINDS } from '@campus/contract';
import { ssoAccountEndpoints as account } from '@campus/contract/api/oauth2/sso-account';
import { authorizationCode } from '@campus/contract/api/oauth2/shared';
import { ssoSignInEndpoints as signIn } from '@campus/contract/api/oauth2/sso-sign-in';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mount } from '../../../http/endpoint.js';
import { signInLimit } from '../../../http/rate-limit.js';
import { ok } from '../../../http/reply.js';
import { messengerUserOfCode } from './messengers.js';
import { askProvider, bindBySms, signInBound } from './messenger-sign-in.js';
import { providerFor } from './providers.js';
import { deleteBindings, userBindings } from './repo.js';
import { ownServiceUrl } from './service-url.js';

const tags = ['oauth2'];

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

/**
 * Messenger sign-in (SPEC §4.1 steps 4 and 6, `user/login/{messenger}/apply` with the code the app
 * obtained inside WeCom, DingTalk, Feishu or WeChat; issue 15). The messenger's identity is bound
 * to an account the first time the messenger vouches for a mobile number that account holds in
 * the school, or by an SMS code to such a number; the binding signs in afterwards, until the
 * person unbinds it in My.
 *
 * The sign-in route is mounted by hand: its path has a parameter (the messenger), which the
 * contract's declarations do not take. The binding routes are mounted from their declarations
 * (contract api/oauth2/sso-sign-in.ts, sso-account.ts).
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

  mount(app, signIn.bindBySms, async ({ body, request }) => ok((await bindBySms(request, body)).reply), {
    config: signInLimit(app.config),
  });

  mount(app, account.bindings, async ({ me }) => ok(await userBindings(db, me.userId)));

  mount(app, account.unbind, async ({ me, query }) =>
    ok(await deleteBindings(db, me.userId, query.providerId)),
  );
}
