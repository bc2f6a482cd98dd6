import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account.routes.js';
import { activationRoutes } from './activation.routes.js';
import { contextRoutes } from './context.routes.js';
import { handoffRoutes } from './handoff.routes.js';
import { loginRoutes } from './login.routes.js';
import { casRoutes } from './sso/cas.routes.js';
import { cxappRoutes } from './sso/cxapp.routes.js';
import { messengerRoutes } from './sso/messenger.routes.js';
import { oidcRoutes } from './sso/oidc.routes.js';
import { providerRoutes } from './sso/provider.routes.js';
import { ssoSessionRoutes } from './sso/session.routes.js';

/** The sign-in service, mounted at /api/oauth2/v3 and, in single mode, /api. */
export async function oauth2Routes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoutes);
  await app.register(accountRoutes);
  await app.register(activationRoutes);
  await app.register(contextRoutes);
  await app.register(handoffRoutes);
  await app.register(providerRoutes);
  await app.register(casRoutes);
  await app.register(oidcRoutes);
  await app.register(messengerRoutes);
  await app.register(cxappRoutes);
  await app.register(ssoSessionRoutes);
}
