import { LoginState } from '@campus/contract';
import { ssoSignInEndpoints as signIn } from '@campus/contract/api/oauth2/sso-sign-in';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { signInLimit } from '../../../http/rate-limit.js';
import { ok } from '../../../http/reply.js';
import { cxappUserOfCode } from './cxapp-client.js';
import { askProvider } from './messenger-sign-in.js';
import { enabledProvider, settingsOf } from './providers.js';
import { enabledProviders } from './repo.js';
import { signInExternal } from './sign-in.js';

/**
 * The learning app (SPEC §4.1 step 5, `user/login/cxapp/apply`): the learning app opens this app
 * with its appId, a code and a state; the school whose learning-app provider has that appId asks
 * the learning app who the code is, and the person signs in by their school number (account).
 * Declared in contract api/oauth2/sso-sign-in.ts (the body: the appKey stays on the server).
 */
export async function cxappRoutes(app: FastifyInstance): Promise<void> {
  mount(
    app,
    signIn.cxappApply,
    async ({ body: { appid, code, state }, request }) => {
      const rows = await enabledProviders(request.server.database.db);
      const match = rows.find((row) => row.kind === 'cxapp' && settingsOf(row, 'cxapp').appId === appid);
      const provider = await enabledProvider(request, match?.id, 'cxapp');
      const settings = settingsOf(provider, 'cxapp');
      const person = await askProvider(request, provider, () =>
        cxappUserOfCode(app.outbound.fetch, settings, provider.secret ?? '', code, state),
      );
      if (!person.subject)
        throw new AppError(LoginState.UNKNOWN_ACCOUNT, {
          key: 'sso.noAccount',
          params: { attribute: settings.accountAttribute || 'uname' },
        });
      const fullname = settings.nameAttribute ? person.fields[settings.nameAttribute] : person.name;
      const signed = await signInExternal(
        request,
        provider,
        { account: person.subject, fullname: typeof fullname === 'string' ? fullname : undefined },
        { autoCreate: settings.autoCreate },
      );
      return ok(signed.reply);
    },
    { config: signInLimit(app.config) },
  );
}
