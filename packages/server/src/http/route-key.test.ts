import { aliasOf } from '@campus/contract/api/alias';
import { defineEndpoint, SecurityState } from '@campus/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectEnvelope, type TestApp } from '../test/app.js';
import { mount } from './endpoint.js';
import { ok } from './reply.js';

/**
 * A compatibility alias counts in its target's bucket (`countsAs`, issue 32): a fixed alias as
 * the target, an alias that dispatches by its body as the action the body names.
 */
const target = defineEndpoint({
  service: 'business',
  method: 'POST',
  path: '/test/counted',
  access: 'public',
  body: z.object({ action: z.string().optional() }),
  reply: z.number(),
});
const other = defineEndpoint({ ...target, path: '/test/other' });
const alias = aliasOf(target, '/test/counted-alias');
const dispatcher = defineEndpoint({
  ...target,
  path: '/test/dispatch',
  countsAs: (body: unknown) => ((body as { action?: string })?.action === 'other' ? other : target),
});

const LIMIT = 3;
const limited = { config: { rateLimit: { max: LIMIT, timeWindow: '1 minute' } } };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, async (app) => {
    await app.register(
      async (service) => {
        for (const endpoint of [target, other, alias, dispatcher])
          mount(service, endpoint, () => ok(1), limited);
      },
      { prefix: '/api/business/v3' },
    );
  });
});
afterAll(async () => t?.close());

const post = (path: string, ip: string, payload: Record<string, unknown> = {}) =>
  injectEnvelope(t.app, {
    method: 'POST',
    url: `/api/business/v3${path}`,
    payload,
    headers: { 'x-forwarded-for': ip },
    remoteAddress: ip,
  });

describe('an alias and its target', () => {
  it('share one bucket', async () => {
    const ip = '10.9.0.1';
    for (const path of ['/test/counted', '/test/counted-alias', '/test/dispatch']) {
      expect((await post(path, ip)).status).toBe(200);
    }
    for (const path of ['/test/counted', '/test/counted-alias', '/test/dispatch']) {
      expect(await post(path, ip).then((r) => [r.status, r.body.state])).toEqual([
        429,
        SecurityState.RATE_LIMIT,
      ]);
    }
    // The dispatcher naming the other action counts in that one's bucket, still open.
    expect((await post('/test/dispatch', ip, { action: 'other' })).status).toBe(200);
    expect((await post('/test/other', ip)).status).toBe(200);
  });
});
