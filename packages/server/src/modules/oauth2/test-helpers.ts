import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { HEADER_TOKEN } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sha256 } from '../../core/auth/secrets.js';
import { testConfig } from '../../config.js';
import { createTestApp, injectEnvelope, type TestApp } from '../../test/app.js';
import { lastSms as lastSmsOf } from '../../test/demo-school.js';

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
export const lastSms = (app: FastifyInstance, mobile: string) => lastSmsOf(app.database.db, mobile);

/** A test app whose sign-ins take passwords encrypted with the RSA key it publishes. */
export function createEncryptingTestApp(): Promise<TestApp> {
  const base = testConfig();
  return createTestApp({ auth: { ...base.auth, passwordEncryption: true } });
}

/**
 * A password as the login screen sends it when encryption is on: RSA-OAEP with SHA-256 under the
 * published key (base64 DER, SPKI), in base64.
 */
export function encryptPassword(publicKeyBase64: string, password: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}

/**
 * What the cookie tying a single sign-on round trip to its browser must look like (sso/
 * browser-binding.ts): script-proof, SameSite=Lax, ten minutes, sent only to the sign-in routes.
 */
export const roundTripCookie = () =>
  expect.objectContaining({
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 600,
    path: '/api/oauth2/v3/sso/login',
  });
