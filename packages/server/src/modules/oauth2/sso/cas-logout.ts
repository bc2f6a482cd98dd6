import { BASE_PATH } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { revokeFamily } from '../../../core/auth/tokens.js';
import { logoutSessionIndex } from './cas-protocol.js';
import { ticketSession } from './repo.js';
import { ticketHash } from './cas.routes.js';

/**
 * Single logout (CAS protocol, "Single Logout"): when a person signs out at the CAS server, it
 * posts a SAML LogoutRequest (form field `logoutRequest`) to every service URL it issued them a
 * ticket for: our pages under /app/. The session that ticket opened ends; the app's next request
 * meets the logout confirm. Any other post there is answered as before (not found).
 */
export async function casLogoutRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  );

  app.post(`${BASE_PATH}*`, { schema: { hide: true } }, async (request, reply) => {
    const form = request.body instanceof URLSearchParams ? request.body : undefined;
    const xml = form?.get('logoutRequest');
    if (!xml) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const ticket = logoutSessionIndex(xml);
    const session = ticket ? await ticketSession(app.database.db, ticketHash(ticket)) : undefined;
    if (session?.familyId) {
      await revokeFamily(app.database.db, session.familyId, 'logout');
      request.log.info({ provider: session.providerId }, 'CAS single logout ended a session');
    }
    // The CAS server only wants to know the request arrived.
    return reply.code(200).type('text/plain; charset=utf-8').send('OK');
  });
}
