import { ModuleState, SecurityState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { createTestApp, injectEnvelope, type TestApp } from '../test/app.js';
import { HOURLY_LIMIT } from '../modules/oauth2/sms.js';

/**
 * Rate limits cannot be multiplied: one bucket per route whatever alias it is reached by, the
 * password guesses of an address counted across every sign-in route, SMS codes capped per mobile
 * per hour whichever purpose. (Two server processes sharing one budget on PostgreSQL:
 * e2e/resilience/rate-limits.test.ts.)
 */
const LIMIT = 5;
let t: TestApp;

beforeAll(async () => {
  const base = testConfig();
  t = await createTestApp({ auth: { ...base.auth, rateLimitPerMinute: LIMIT } });
});
afterAll(async () => t?.close());

/** Each test speaks from its own address (trusted X-Forwarded-For), so buckets do not mix. */
const app = (ip: string) => ({
  post: (url: string, payload: Record<string, unknown>) =>
    injectEnvelope(t.app, {
      method: 'POST',
      url,
      payload,
      headers: { 'accept-language': 'en-US', 'x-forwarded-for': ip },
      remoteAddress: ip,
    }),
});

describe('a route reached by several aliases', () => {
  it('counts one bucket: after 429 on one alias, the others answer 429 too', async () => {
    const from = app('10.1.0.1');
    const body = { login_state: 'nonsense', client_id: t.app.config.oauth.clientId };
    const aliases = ['/api/oauth2/v3/authorize/apply', '/api/authorize/apply', '/api/authorize/apply/'];
    const states: number[] = [];
    for (let i = 0; i < LIMIT; i++) states.push((await from.post(aliases[i % 3]!, body)).body.state);
    expect(states.every((s) => s !== SecurityState.RATE_LIMIT)).toBe(true);
    for (const url of aliases) {
      const { status, body: reply } = await from.post(url, body);
      expect({ url, status, state: reply.state }).toEqual({
        url,
        status: 429,
        state: SecurityState.RATE_LIMIT,
      });
    }
  });

  it('keeps other addresses and other routes apart', async () => {
    const other = app('10.1.0.2');
    const body = { login_state: 'nonsense', client_id: t.app.config.oauth.clientId };
    expect((await other.post('/api/authorize/apply', body)).status).toBe(200);
  });
});

describe('password guesses from one address', () => {
  it('are counted across every sign-in route', async () => {
    const from = app('10.2.0.1');
    const { clientId, clientSecret } = t.app.config.oauth;
    const guesses = [
      () => from.post('/api/oauth2/v3/user/login/apply', { username: 'ghost1', password: 'Wrong@1' }),
      () =>
        from.post('/api/authentication/apply', {
          grant_type: 'password_credentials',
          client_id: clientId,
          client_secret: clientSecret,
          username: 'ghost2',
          password: 'Wrong@1',
        }),
      () => from.post('/api/user/login/apply', { username: 'ghost3', password: 'Wrong@1' }),
    ];
    // Under LIMIT on each route (and each alias), LIMIT + 1 in all.
    const states: number[] = [];
    for (let i = 0; i <= LIMIT; i++) states.push((await guesses[i % 3]!()).body.state);
    expect(states.slice(0, LIMIT).every((s) => s !== SecurityState.RATE_LIMIT)).toBe(true);
    expect(states[LIMIT]).toBe(SecurityState.RATE_LIMIT);
    // Even the right password waits: the address is out of guesses for the minute.
    const right = await from.post('/api/oauth2/v3/user/login/apply', {
      username: 'student',
      password: DEMO_PASSWORD,
    });
    expect({ status: right.status, state: right.body.state }).toEqual({
      status: 429,
      state: SecurityState.RATE_LIMIT,
    });
  });
});

describe('SMS codes', () => {
  it('are capped per mobile per hour, whatever the purpose and address', async () => {
    const student = await t.database.db
      .selectFrom('appUser')
      .select('mobile')
      .where('account', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const mobile = student.mobile!;
    const purposes = ['login', 'reset'];
    for (let i = 0; i < HOURLY_LIMIT; i++) {
      const sent = await app(`10.3.0.${i + 1}`).post('/api/user/send/sms', {
        mobile,
        purpose: purposes[i % 2]!,
      });
      expect(sent.body.state, sent.body.message).toBe(200);
      // Past the once-a-minute resend rule, still within the hour.
      await t.database.db
        .updateTable('smsCode')
        .set((eb) => ({ createdAt: eb('createdAt', '-', 61_000) }))
        .where('mobile', '=', mobile)
        .execute();
    }
    const sent = await t.database.db
      .selectFrom('smsOutbox')
      .select('id')
      .where('mobile', '=', mobile)
      .execute();
    expect(sent).toHaveLength(HOURLY_LIMIT);
    const refused = await app('10.3.1.1').post('/api/user/send/sms', { mobile, purpose: 'login' });
    expect(refused.body.state).toBe(ModuleState.SMS_TOO_FREQUENT);
    expect(
      await t.database.db.selectFrom('smsOutbox').select('id').where('mobile', '=', mobile).execute(),
    ).toHaveLength(HOURLY_LIMIT);
  });
});
