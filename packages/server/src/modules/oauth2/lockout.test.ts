import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { knownCaptcha, passwordGrant, post } from './test-helpers.js';

describe('brute-force protection', () => {
  const t = openTestApp();

  const login = (username: string, password: string, extra: Record<string, unknown> = {}) =>
    post<string>(t.app, '/user/login/apply', { username, password, ...extra });

  it('requires a captcha after 3 wrong passwords, refuses a wrong one, accepts the right one', async () => {
    for (let i = 0; i < 2; i++) expect((await login('teacher', 'Wrong@1')).body.state).toBe(6020101);
    // The third failure tells the client to show the captcha from now on.
    const third = await login('teacher', 'Wrong@1');
    expect(third.body).toMatchObject({ state: 6020101, variables: { captcha: true } });

    const noCaptcha = await login('teacher', DEMO_PASSWORD);
    expect(noCaptcha.body).toMatchObject({
      state: 6020104,
      message: 'Login exception, please enter the verification code',
    });

    const wrong = await knownCaptcha(t.app, '1111');
    const badCaptcha = await login('teacher', DEMO_PASSWORD, { captcha: '2222', requestId: wrong.requestId });
    expect(badCaptcha.body).toMatchObject({ state: 6020105, message: 'Verification code error' });
    // A captcha answers once, even when the answer was wrong.
    expect(
      (await login('teacher', DEMO_PASSWORD, { captcha: '1111', requestId: wrong.requestId })).body.state,
    ).toBe(6020105);

    const right = await knownCaptcha(t.app, '5678');
    const good = await login('teacher', DEMO_PASSWORD, { captcha: '5678', requestId: right.requestId });
    expect(good.body.state).toBe(200);
    // Success clears the counter: no captcha next time.
    expect((await login('teacher', DEMO_PASSWORD)).body.state).toBe(200);
  });

  it('locks the account for 15 minutes after 10 wrong passwords, even for the right one', async () => {
    const states: number[] = [];
    for (let i = 0; i < 10; i++) {
      const captcha = i >= 3 ? await knownCaptcha(t.app) : undefined;
      const r = await login(
        'dorm',
        'Wrong@1',
        captcha ? { captcha: captcha.answer, requestId: captcha.requestId } : {},
      );
      states.push(r.body.state);
    }
    expect(states.slice(0, 9).every((s) => s === 6020101)).toBe(true);
    expect(states[9]).toBe(6020111);
    const right = await login('dorm', DEMO_PASSWORD);
    expect(right.body).toMatchObject({
      state: 6020111,
      message: 'Account locked, please try again in 15 minutes',
    });
    const grant = await passwordGrant(t.app, 'dorm', DEMO_PASSWORD);
    expect(grant.body.state).toBe(6020111);

    // After the lock runs out the right password (with a captcha) works again.
    const user = await t.app.database.db
      .selectFrom('appUser')
      .select('id')
      .where('account', '=', 'dorm')
      .executeTakeFirstOrThrow();
    await t.app.database.db
      .updateTable('loginFailure')
      .set({ lockedUntil: Date.now() - 1 })
      .where('subject', '=', `u:${user.id}`)
      .execute();
    const c = await knownCaptcha(t.app);
    expect(
      (await login('dorm', DEMO_PASSWORD, { captcha: c.answer, requestId: c.requestId })).body.state,
    ).toBe(200);
  });

  it('treats unknown accounts the same way, so the captcha reveals nothing', async () => {
    for (let i = 0; i < 3; i++) await login('ghost-account', 'Wrong@1');
    expect((await login('ghost-account', 'Wrong@1')).body.state).toBe(6020104);
  });
});

describe('per-IP rate limit on sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp({ auth: { ...base.auth, rateLimitPerMinute: 5 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with state 6010104 beyond the limit', async () => {
    const states: number[] = [];
    for (let i = 0; i < 7; i++) {
      const r = await post(
        t.app,
        '/user/login/apply',
        { username: 'x', password: 'y' },
        { 'x-forwarded-for': '10.0.0.1' },
      );
      states.push(r.body.state);
    }
    expect(states.slice(0, 5).every((s) => s === 6020101 || s === 6020104)).toBe(true);
    expect(states.slice(5)).toEqual([6010104, 6010104]);
  });
});
