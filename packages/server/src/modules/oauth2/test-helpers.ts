import { HEADER_TOKEN } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '../../core/auth/secrets.js';
import { injectEnvelope } from '../../test/app.js';

/** Small helpers for the sign-in tests in this folder. */
export const OAUTH = '/api/oauth2/v3';

export function post<T = unknown>(
  app: FastifyInstance,
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return injectEnvelope<T>(app, {
    method: 'POST',
    url: `${OAUTH}${path}`,
    payload: payload as Record<string, unknown> | undefined,
    headers: { 'accept-language': 'en-US', ...headers },
  });
}

export function get<T = unknown>(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  return injectEnvelope<T>(app, {
    method: 'GET',
    url: `${OAUTH}${path}`,
    headers: { 'accept-language': 'en-US', ...headers },
  });
}

export const tokenHeader = (accessToken: string) => ({ [HEADER_TOKEN]: accessToken });

export function passwordGrant(
  app: FastifyInstance,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return post<{
    access_token: string;
    refresh_token: string;
    uid: string;
    tenantId: string;
    expires_in: number;
  }>(app, '/authentication/apply', {
    grant_type: 'password_credentials',
    client_id: app.config.oauth.clientId,
    client_secret: app.config.oauth.clientSecret,
    username,
    password,
    ...extra,
  });
}

/** Asks for a captcha through the API, then pins its answer so the test knows it. */
export async function knownCaptcha(app: FastifyInstance, answer = '4321') {
  const r = await get<string>(app, '/user/captcha');
  const requestId = r.body.variables.requestId as string;
  await app.database.db
    .updateTable('captcha')
    .set({ answerHash: sha256(`${requestId}:${answer}`) })
    .where('requestId', '=', requestId)
    .execute();
  return { requestId, answer };
}

/** The last SMS the log sender "sent" to a number, and the code in it. */
export async function lastSms(app: FastifyInstance, mobile: string) {
  const row = await app.database.db
    .selectFrom('smsOutbox')
    .selectAll()
    .where('mobile', '=', mobile)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { content: row.content, code: /(\d{6})/.exec(row.content)?.[1] } : undefined;
}
