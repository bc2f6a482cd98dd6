import { BASE_PATH, SSO_RETURN_PATH } from '@campus/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ownServiceUrl } from './service-url.js';

/**
 * Where a CAS or OIDC round trip starts and comes back: the body the login screen's button sends
 * (both kinds alike), and the app's page the provider returns to.
 */

export const ssoStartBody = z.object({
  providerId: z.string().min(1).max(32),
  /** Where the app runs (location.origin); it must be one of PUBLIC_URL. */
  origin: z.string().min(1).max(300),
  /** The page wanted after sign-in, inside the app. */
  target: z.string().max(2000).default('/'),
});

/** A path inside the app, or '/'. */
export const insideApp = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';

/** The page the provider sends the browser back to (/app/dashboard), at one of PUBLIC_URL's origins. */
export function returnPage(request: FastifyRequest, origin: string): URL {
  return ownServiceUrl(request, `${origin.replace(/\/+$/, '')}${BASE_PATH}${SSO_RETURN_PATH}`);
}
