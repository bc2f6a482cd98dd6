import { LoginState } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/errors.js';
import { signInLimit } from '../../../http/rate-limit.js';
import { ok } from '../../../http/reply.js';
import { cxappUserOfCode } from './cxapp-client.js';
import { askProvider } from './messenger-sign-in.js';
import { enabledProvider, settingsOf } from './providers.js';
import { enabledProviders } from './repo.js';
import { signInExternal } from './sign-in.js';

const tags = ['oauth2'];

/** SPEC §3's learning-app login body; the appKey (`secret`) stays on the server, one sent is ignored. */
const cxappBody = z.object({
  appid: z.string().trim().min(1).max(64),
  code: z
    .string()
    .min(1)
    .max(512)
    .regex(/^[\w.~-]+$/, 'not an authorization code'),
  state: z.string().max(256).default(''),
  flag: z.coerce.number().int().pipe(z.literal(1)),
  secret: z.string().max(500).optional(),
});

/**
 * The learning app (SPEC §4.1 step 5, `user/login/cxapp/apply`): the learning app opens this app
 * with its appId, a code and a state; the school whose learning-app provider has that appId asks
 * the learning app who the code is, and the person signs in by their school number (account).
 */
export async function cxappRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/user/login/cxapp/apply',
    { schema: { tags, body: cxappBody, security: [] }, config: signInLimit(app.config, { public: true }) },
    async (request) => {
      const { appid, code, state } = request.body;
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
  );
}
