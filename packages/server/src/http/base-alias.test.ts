import { SecurityState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createTestApp, injectEnvelope, type TestApp } from '../test/app.js';

/**
 * API_BASE_ALIAS (issue 32): `/ibps/...` is the route `/api/...` names, in one rate-limit bucket
 * whichever base reached it; off, it is not there.
 */
const LIMIT = 4;
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  const base = testConfig();
  t = await createTestApp({ auth: { ...base.auth, rateLimitPerMinute: LIMIT } });
  off = await createTestApp({ apiBaseAlias: null });
});
afterAll(async () => {
  await t?.close();
  await off?.close();
});

const post = (app: TestApp, url: string, payload: Record<string, unknown>, ip = '10.9.0.1') =>
  injectEnvelope(app.app, {
    method: 'POST',
    url,
    payload,
    headers: { 'accept-language': 'en-US', 'x-forwarded-for': ip },
    remoteAddress: ip,
  });

describe('the base alias /ibps', () => {
  it('is on by default and answers as /api does, in every mounting', async () => {
    expect(testConfig().apiBaseAlias).toBe('/ibps');
    for (const url of ['/ibps/oauth2/v3/user/open', '/ibps/user/open', '/ibps/user/open?_t=1']) {
      const r = await injectEnvelope(t.app, { method: 'GET', url });
      expect({ url, state: r.body.state }).toEqual({ url, state: 200 });
    }
    // Only the whole first segment: /ibpsx is not the alias.
    const near = await injectEnvelope(t.app, { method: 'GET', url: '/ibpsx/user/open' });
    expect(near.status).toBe(404);
  });

  it('shares one rate-limit bucket with /api', async () => {
    const body = { login_state: 'nonsense', client_id: 'ibps' };
    const urls = ['/ibps/oauth2/v3/authorize/apply', '/api/authorize/apply', '/ibps/authorize/apply'];
    for (let i = 0; i < LIMIT; i++) {
      expect((await post(t, urls[i % 3]!, body)).body.state).not.toBe(SecurityState.RATE_LIMIT);
    }
    for (const url of [...urls, '/api/oauth2/v3/authorize/apply']) {
      const r = await post(t, url, body);
      expect({ url, status: r.status, state: r.body.state }).toEqual({
        url,
        status: 429,
        state: SecurityState.RATE_LIMIT,
      });
    }
  });

  it('is not there when set off', async () => {
    const r = await injectEnvelope(off.app, { method: 'GET', url: '/ibps/user/open' });
    expect(r.status).toBe(404);
    expect((await injectEnvelope(off.app, { method: 'GET', url: '/api/user/open' })).body.state).toBe(200);
  });
});
