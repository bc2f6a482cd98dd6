import { BASE_PATH, SSO_RETURN_PATH } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { ownServiceUrl } from './service-url.js';

/**
 * Where a CAS or OIDC round trip comes back: the app's page the provider returns to. (The body the
 * login screen's button sends, both kinds alike, is declared in contract api/oauth2/sso-sign-in.ts.)
 */

/** A path inside the app, or '/'. */
export const insideApp = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

/** The page the provider sends the browser back to (/app/dashboard), at one of PUBLIC_URL's origins. */
export function returnPage(request: FastifyRequest, origin: string): URL {
  return ownServiceUrl(request, `${origin.replace(/\/+$/, '')}${BASE_PATH}${SSO_RETURN_PATH}`);
}
