import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { signIn } from '../../test/auth.js';
import { passwordGrant, post, tokenHeader } from './test-helpers.js';

describe('token lifecycle', () => {
  const t = openTestApp();
  const refresh = (refresh_token: string) =>
    post<{ access_token: string; refresh_token: string }>(t.app, '/authentication/apply', {
      grant_type: 'refresh_token',
      client_id: t.app.config.oauth.clientId,
      refresh_token,
    });

  it('stores only hashes of tokens', async () => {
    const s = await signIn(t.app, 'student');
    const rows = await t.app.database.db
      .selectFrom('authToken')
      .selectAll()
      .where('userId', '=', s.userId)
      .execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(s.accessToken);
    expect(stored).not.toContain(s.refreshToken);
  });

  it('answers an expired access token with 6020301 and refreshes it', async () => {
    const s = await signIn(t.app, 'counsellor');
    await t.app.database.db
      .updateTable('authToken')
      .set({ accessExpiresAt: Date.now() - 1 })
      .where('userId', '=', s.userId)
      .execute();
    const expired = await post(t.app, '/user/context', undefined, tokenHeader(s.accessToken));
    expect(expired.body).toMatchObject({ state: 6020301, message: 'Token expired' });

    const renewed = await refresh(s.refreshToken);
    expect(renewed.body.state).toBe(200);
    expect(renewed.body.data.refresh_token).not.toBe(s.refreshToken);
    const ok = await post(t.app, '/user/context', undefined, tokenHeader(renewed.body.data.access_token));
    expect(ok.body.state).toBe(200);
  });

  it('revokes the whole family when a rotated refresh token is used again', async () => {
    const s = await signIn(t.app, 'college');
    const first = await refresh(s.refreshToken);
    expect(first.body.state).toBe(200);
    const second = await refresh(first.body.data.refresh_token);
    expect(second.body.state).toBe(200);

    const replay = await refresh(s.refreshToken);
    expect(replay.body.state).toBe(6020201);
    // The thief and the owner are both out now: the newest tokens of the family are revoked.
    const newest = await post(t.app, '/user/context', undefined, tokenHeader(second.body.data.access_token));
    expect(newest.body.state).toBe(6020201);
    expect((await refresh(second.body.data.refresh_token)).body.state).toBe(6020201);
  });

  it('lets exactly one of two concurrent refreshes with the same token win', async () => {
    const s = await signIn(t.app, 'office');
    const results = await Promise.all([refresh(s.refreshToken), refresh(s.refreshToken)]);
    const states = results.map((r) => r.body.state).sort();
    expect(states).toEqual([200, 6020201]);
  });

  it('signs out with an expired token too', async () => {
    const s = await signIn(t.app, 'dorm');
    await t.app.database.db
      .updateTable('authToken')
      .set({ accessExpiresAt: Date.now() - 1 })
      .where('userId', '=', s.userId)
      .execute();
    expect((await post(t.app, `/user/logout?access_token=${s.accessToken}`)).body.state).toBe(200);
    expect((await refresh(s.refreshToken)).body.state).toBe(6020201);
  });

  it('keeps a short refresh lifetime unless "remember me"', async () => {
    const short = await passwordGrant(t.app, 'teacher', DEMO_PASSWORD);
    const long = await passwordGrant(t.app, 'teacher', DEMO_PASSWORD, { remember: true });
    expect(short.body.data).toMatchObject({ remind_in: 12 * 3600 });
    expect(long.body.data).toMatchObject({ remind_in: 30 * 24 * 3600 });
  });
});

describe('single-session policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = (await import('../../config.js')).testConfig();
    t = await createTestApp({ auth: { ...base.auth, singleSession: true } });
  });
  afterAll(async () => t.close());

  it('tells the older client it was signed in elsewhere (6020102)', async () => {
    const first = await signIn(t.app, 'student');
    const second = await signIn(t.app, 'student');
    const old = await post(t.app, '/user/context', undefined, first.headers);
    expect(old.body.state).toBe(6020102);
    expect((await post(t.app, '/user/context', undefined, second.headers)).body.state).toBe(200);
  });
});
