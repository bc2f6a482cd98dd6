import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { ssoSessionView } from './provider-logout.js';

const tags = ['oauth2'];

/**
 * The provider the caller's session came from (CAS, OIDC), or null: the sign-out confirmation
 * says that the school account is signed out too (issue 25).
 */
export async function ssoSessionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/sso/session/query', { schema: { tags } }, async (request) =>
    ok(await ssoSessionView(request, requireAuth(request).familyId)),
  );
}
