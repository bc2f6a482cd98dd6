import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from './auth.js';
import { listenLocally, postOverHttp } from './over-http.js';

const who: SignedIn = {
  account: 'student',
  userId: 'u1',
  tenantId: 't1',
  accessToken: 'token',
  refreshToken: 'refresh',
  headers: { 'x-token': 'token', 'x-tenant': 't1' },
};

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = Fastify();
  // Echoes what arrived: the headers the helper sends and the body as parsed.
  app.post('/echo', async (request) => ({
    state: 200,
    data: {
      language: request.headers['accept-language'],
      token: request.headers['x-token'],
      tenant: request.headers['x-tenant'],
      type: request.headers['content-type'] ?? null,
      body: request.body ?? null,
    },
  }));
  baseUrl = await listenLocally(app);
});
afterAll(async () => app.close());

describe('postOverHttp', () => {
  it('posts as the account, in English, with the body as JSON', async () => {
    const reply = await postOverHttp(`${baseUrl}/echo`, who, { id: 'x' });
    expect(reply).toEqual({
      http: 200,
      body: {
        state: 200,
        data: {
          language: 'en-US',
          token: 'token',
          tenant: 't1',
          type: 'application/json',
          body: { id: 'x' },
        },
      },
    });
  });

  it('sends no content type without a body (Fastify would refuse an empty JSON one)', async () => {
    const reply = await postOverHttp<{ type: string | null; body: unknown }>(`${baseUrl}/echo`, who);
    expect(reply.http).toBe(200);
    expect(reply.body.data).toMatchObject({ type: null, body: null });
  });
});
