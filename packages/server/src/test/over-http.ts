import type { AddressInfo } from 'node:net';
import type { Envelope } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { SignedIn } from './auth.js';

/**
 * Real HTTP to the app, for the races: requests sent with `fetch` overlap in the server as a
 * crowd's do, where `inject` would hand them over one by one.
 */

/** Opens the app on a free local port; its base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A POST as the signed-in account, messages in English, `body` (if any) as JSON: the status and the reply. */
export async function postOverHttp<T = unknown>(
  url: string,
  who: SignedIn,
  body?: unknown,
): Promise<{ http: number; body: Envelope<T> }> {
  const headers: Record<string, string> = { 'accept-language': 'en-US', ...who.headers };
  // Fastify refuses a JSON content type without a body, so it goes with a body only.
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { http: response.status, body: (await response.json()) as Envelope<T> };
}
