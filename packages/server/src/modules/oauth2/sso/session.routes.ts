import { ssoAccountEndpoints as account } from '@campus/contract/api/oauth2/sso-account';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import { ssoSessionView } from './provider-logout.js';

/**
 * The provider the caller's session came from (CAS, OIDC), or null: the sign-out confirmation
 * says that the school account is signed out too (issue 25). Declared in contract
 * api/oauth2/sso-account.ts.
 */
export async function ssoSessionRoutes(app: FastifyInstance): Promise<void> {
  mount(app, account.session, async ({ me, request }) => ok(await ssoSessionView(request, me.familyId)));
}
