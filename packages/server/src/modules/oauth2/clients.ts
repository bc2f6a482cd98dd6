import { LoginState } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../http/errors.js';
import type { OAuthClient, OAuthGrant } from '../../oauth-clients.js';

/**
 * Which registered OAuth client a sign-in step comes from (config OAUTH_CLIENT_ID + OAUTH_CLIENTS).
 * A step that names no client is the platform's stock client `ibps` (its front end sends the
 * password grant without client fields, IBPS-API.md §1).
 */
export const STOCK_CLIENT_ID = 'ibps';

const sameSecret = (given: string, kept: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The client, if it is registered, allowed the grant, and (a confidential one, where the step
 * carries its secret) gave the right secret. Anything else is the platform's client error:
 * 6020101 said as "wrong authorization ID or key" with `cause: client_id`, never the
 * wrong-password text, so a misconfigured script is told what to fix.
 */
export function checkClient(
  request: FastifyRequest,
  clientId: string | undefined,
  grant: OAuthGrant,
  secret: { given: string | undefined; required: boolean },
): OAuthClient {
  const id = clientId ?? STOCK_CLIENT_ID;
  const client = request.server.config.oauth.clients.find((c) => c.id === id);
  const secretOk =
    !client?.secret ||
    (secret.given === undefined ? !secret.required : sameSecret(secret.given, client.secret));
  if (!client || !client.grants.includes(grant) || !secretOk) {
    throw new AppError(LoginState.WRONG_CREDENTIALS, {
      key: 'error.oauthClient',
      params: { clientId: id.slice(0, 100) },
      cause: 'client_id',
    });
  }
  return client;
}
