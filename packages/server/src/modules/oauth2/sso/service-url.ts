import { BASE_PATH, LoginState } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../http/errors.js';

/**
 * The address a single sign-on round trip returns to must be one of this app's pages (PUBLIC_URL
 * and the base path): a ticket or code issued for another service registered at the same server
 * must never sign anyone in here, and nobody can be sent off to a foreign site.
 */
export function ownServiceUrl(request: FastifyRequest, value: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const ours =
    url !== undefined &&
    !url.username &&
    !url.password &&
    !url.hash &&
    request.server.config.publicOrigins.includes(url.origin) &&
    url.pathname.startsWith(BASE_PATH);
  if (!ours || !url)
    throw new AppError(LoginState.ILLEGAL_TOKEN, {
      key: 'sso.serviceNotOurs',
      params: { service: value.slice(0, 200) },
    });
  return url;
}
