import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { signIn } from '../../test/auth.js';
import { createEncryptingTestApp, encryptPassword, get, post, tokenHeader } from './test-helpers.js';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const portalKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();

function rsaToken(claims: Record<string, unknown>, key = privateKey) {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign('sha256', Buffer.from(payload), key).toString('base64url')}`;
}

describe('sign-in handed over by a portal or the v2 app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp({ auth: { ...base.auth, rsaTokenPublicKey: portalKeyPem } });
  });
  afterAll(async () => t.close());
  const now = () => Math.floor(Date.now() / 1000);

  it('signs in with a portal-signed rsaToken, once', async () => {
    const token = rsaToken({ account: 'student', exp: now() + 120, jti: 'portal-1' });
    const r = await post<{ access_token: string; uaccount: string }>(
      t.app,
      `/user/login/rsatoken/apply?rsatoken=${token}`,
    );
    expect(r.body.state).toBe(200);
    expect(r.body.data.uaccount).toBe('student');
    expect(
      (await post(t.app, '/user/context', undefined, tokenHeader(r.body.data.access_token))).body.state,
    ).toBe(200);
    expect((await post(t.app, `/user/login/rsatoken/apply?rsatoken=${token}`)).body.state).toBe(6020201);
  });

  it('refuses forged, expired and long-lived rsaTokens', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const token of [
      rsaToken({ account: 'admin', exp: now() + 120, jti: 'forged' }, other),
      rsaToken({ account: 'admin', exp: now() - 1, jti: 'old' }),
      rsaToken({ account: 'admin', exp: now() + 86400, jti: 'forever' }),
      'not.a-token',
    ]) {
      expect((await post(t.app, `/user/login/rsatoken/apply?rsatoken=${token}`)).body.state).toBe(6020201);
    }
  });

  it('exchanges an access token of the v2 app for a session of this client', async () => {
    const v2 = await signIn(t.app, 'counsellor');
    const r = await post<{ access_token: string; uid: string }>(
      t.app,
      `/user/login/v2app/apply?accessToken=${v2.accessToken}`,
    );
    expect(r.body.state).toBe(200);
    expect(r.body.data.uid).toBe(v2.userId);
    expect(r.body.data.access_token).not.toBe(v2.accessToken);
    expect((await post(t.app, '/user/login/v2app/apply?accessToken=bogus')).body.state).toBe(6020201);
  });

  it('ends the session handed over when the one it came from signs out, refreshed or not', async () => {
    type Pair = { access_token: string; refresh_token: string };
    const exchange = async (accessToken: string) =>
      (await post<Pair>(t.app, `/user/login/v2app/apply?accessToken=${accessToken}`)).body.data;
    const refresh = (refresh_token: string) =>
      post<Pair>(t.app, '/authentication/apply', {
        grant_type: 'refresh_token',
        client_id: t.app.config.oauth.clientId,
        refresh_token,
      });
    const context = async (accessToken: string) =>
      (await post(t.app, '/user/context', undefined, tokenHeader(accessToken))).body.state;

    const v2 = await signIn(t.app, 'counsellor');
    const child = await exchange(v2.accessToken);
    const renewed = (await refresh(child.refresh_token)).body.data;
    const grandchild = await exchange(renewed.access_token);
    expect(await context(renewed.access_token)).toBe(200);
    expect(await context(grandchild.access_token)).toBe(200);

    expect((await post(t.app, `/user/logout?access_token=${v2.accessToken}`)).body.state).toBe(200);
    expect(await context(renewed.access_token)).toBe(6020201);
    expect(await context(grandchild.access_token)).toBe(6020201);
    expect((await refresh(renewed.refresh_token)).body.state).not.toBe(200);
    expect((await refresh(grandchild.refresh_token)).body.state).not.toBe(200);

    // Signing out of the session handed over leaves the one it came from signed in.
    const parent = await signIn(t.app, 'counsellor');
    const other = await exchange(parent.accessToken);
    expect((await post(t.app, `/user/logout?access_token=${other.access_token}`)).body.state).toBe(200);
    expect(await context(other.access_token)).toBe(6020201);
    expect(await context(parent.accessToken)).toBe(200);
  });
});

describe('rsaToken sign-in when not configured', () => {
  const t = openTestApp();

  it('answers "not supported"', async () => {
    const token = rsaToken({ account: 'student', exp: Math.floor(Date.now() / 1000) + 60, jti: 'x' });
    expect((await post(t.app, `/user/login/rsatoken/apply?rsatoken=${token}`)).body.state).toBe(501);
  });
});

describe('encrypted passwords on the code flow', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createEncryptingTestApp();
  });
  afterAll(async () => t.close());

  it('accepts an encrypted password on user/login/apply', async () => {
    const setting = await get<{ publicKey: string }>(t.app, '/user/client/encrypt/get');
    const password = encryptPassword(setting.body.data.publicKey, DEMO_PASSWORD);
    expect(password.length).toBeGreaterThan(128);
    const r = await post<string>(t.app, '/user/login/apply', { username: 'student', password });
    expect(r.body.state).toBe(200);
  });
});
