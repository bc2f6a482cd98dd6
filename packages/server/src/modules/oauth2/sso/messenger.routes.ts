import { ssoAccountEndpoints as account } from '@campus/contract/api/oauth2/sso-account';
import { ssoSignInEndpoints as signIn } from '@campus/contract/api/oauth2/sso-sign-in';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { signInLimit } from '../../../http/rate-limit.js';
import { ok } from '../../../http/reply.js';
import { messengerUserOfCode } from './messengers.js';
import { askProvider, bindBySms, signInBound } from './messenger-sign-in.js';
import { providerFor } from './providers.js';
import { deleteBindings, userBindings } from './repo.js';
import { ownServiceUrl } from './service-url.js';

/**
 * Messenger sign-in (SPEC §4.1 steps 4 and 6, `user/login/{messenger}/apply` with the code the app
 * obtained inside WeCom, DingTalk, Feishu or WeChat; issue 15). The messenger's identity is bound
 * to an account the first time the messenger vouches for a mobile number that account holds in
 * the school, or by an SMS code to such a number; the binding signs in afterwards, until the
 * person unbinds it in My. Declared in contract api/oauth2/sso-sign-in.ts and sso-account.ts.
 */
export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  mount(
    app,
    signIn.messengerApply,
    async ({ params: { messenger }, query, request }) => {
      const { code, redirect_uri: redirectUri } = query;
      if (redirectUri) ownServiceUrl(request, redirectUri);
      const provider = await providerFor(request, messenger, query.provider);
      const person = await askProvider(request, provider, () =>
        messengerUserOfCode(app.outbound.fetch, messenger, provider, { code, redirectUri }),
      );
      return ok((await signInBound(request, provider, person)).reply);
    },
    { config: signInLimit(app.config) },
  );

  mount(app, signIn.bindBySms, async ({ body, request }) => ok((await bindBySms(request, body)).reply), {
    config: signInLimit(app.config),
  });

  mount(app, account.bindings, async ({ me }) => ok(await userBindings(db, me.userId)));

  mount(app, account.unbind, async ({ me, query }) =>
    ok(await deleteBindings(db, me.userId, query.providerId)),
  );
}
