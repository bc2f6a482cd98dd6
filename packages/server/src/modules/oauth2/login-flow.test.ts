import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { injectEnvelope } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';
import { get, passwordGrant, post, tokenHeader } from './test-helpers.js';

describe('sign-in flows', () => {
  const t = openTestApp();
  const client = () => ({
    client_id: t.app.config.oauth.clientId,
    client_secret: t.app.config.oauth.clientSecret,
  });

  it('runs the authorization-code flow: login state, code, tokens', async () => {
    const login = await post<string>(t.app, '/user/login/apply', {
      username: 'student',
      password: DEMO_PASSWORD,
    });
    expect(login.body.state).toBe(200);
    const loginState = login.body.data;
    expect(loginState).toMatch(/^[\w-]{20,}$/);

    const code = await post<string>(t.app, '/authorize/apply', {
      login_state: loginState,
      client_id: client().client_id,
    });
    expect(code.body.state).toBe(200);
    // A login state is single use.
    const again = await post(t.app, '/authorize/apply', {
      login_state: loginState,
      client_id: client().client_id,
    });
    expect(again.body.state).toBe(6020101);

    const token = await post<Record<string, unknown>>(t.app, '/authentication/apply', {
      grant_type: 'authorization_code',
      authorize_code: code.body.data,
      ...client(),
    });
    expect(token.body.state).toBe(200);
    expect(token.body.data).toMatchObject({ expires_in: 7200, uaccount: 'student', scope: 'all' });
    expect(Object.keys(token.body.data)).toEqual(
      expect.arrayContaining(['access_token', 'refresh_token', 'uid', 'expires_in', 'remind_in', 'scope']),
    );
    // A code is single use too.
    const reuse = await post(t.app, '/authentication/apply', {
      grant_type: 'authorization_code',
      authorize_code: code.body.data,
      ...client(),
    });
    expect(reuse.body.state).toBe(6020101);
  });

  it('refuses a wrong client secret and an unknown grant type', async () => {
    const wrongSecret = await passwordGrant(t.app, 'student', DEMO_PASSWORD, {
      client_secret: 'nope-nope-nope',
    });
    expect(wrongSecret.body.state).toBe(6020101);
    const grant = await post(t.app, '/authentication/apply', { grant_type: 'magic', ...client() });
    expect(grant.body).toMatchObject({
      state: 6020202,
      message: 'Authorization type not supported',
      cause: 'magic',
    });
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const wrong = await passwordGrant(t.app, 'counsellor', 'Wrong@2026');
    const unknown = await passwordGrant(t.app, 'nobody-here', 'Wrong@2026');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ state: 6020101, message: 'Wrong user name or password' });
  });

  it('names the missing login fields with the messages of SPEC §5', async () => {
    const r = await post(t.app, '/user/login/apply', { username: '', password: '' });
    expect(r.status).toBe(400);
    const fields = r.body.variables.fields as { field: string; message: string }[];
    expect(fields).toEqual([
      { field: 'username', message: 'Please enter the correct username.' },
      { field: 'password', message: 'Please enter the password.' },
    ]);
  });

  it('verifies a token and signs out, after which the token is refused', async () => {
    const { body } = await passwordGrant(t.app, 'teacher', DEMO_PASSWORD);
    const { access_token, uid } = body.data;
    const verify = await post<{ valid: boolean; expires_in: number }>(
      t.app,
      `/authentication/verify?access_token=${access_token}&uid=${uid}`,
    );
    expect(verify.body.data.valid).toBe(true);
    expect(verify.body.data.expires_in).toBeGreaterThan(7100);
    const otherUid = await post(t.app, `/authentication/verify?access_token=${access_token}&uid=123`);
    expect(otherUid.body.state).toBe(6020201);

    const logout = await post(t.app, `/user/logout?access_token=${access_token}`);
    expect(logout.body.state).toBe(200);
    const after = await post(t.app, '/user/context', undefined, tokenHeader(access_token));
    expect(after.body.state).toBe(6020201);
  });

  it('serves the same routes in single mode (without the service prefix)', async () => {
    const r = await injectEnvelope<string>(t.app, {
      method: 'POST',
      url: '/api/user/login/apply',
      payload: { username: 'office', password: DEMO_PASSWORD },
    });
    expect(r.body.state).toBe(200);
  });

  it('lets the whitelist through without a token and refuses the rest', async () => {
    for (const path of ['/user/open', '/user/open/tenant', '/user/captcha', '/user/client/encrypt/get']) {
      expect((await get(t.app, path)).body.state, path).toBe(200);
    }
    const none = await post(t.app, '/user/context');
    expect(none.body).toMatchObject({ state: 6020103, message: 'A sign-in token is required' });
    const forged = await post(t.app, '/user/context', undefined, tokenHeader('forged-token'));
    expect(forged.body.state).toBe(6020201);
  });

  it('tells registration and tenant mode', async () => {
    expect((await get<boolean>(t.app, '/user/open')).body.data).toBe(true);
    const tenants = await get<boolean>(t.app, '/user/open/tenant');
    expect(tenants.body.data).toBe(true);
    expect((tenants.body.variables.tenants as { name: string }[]).map((x) => x.name)).toEqual([
      '江南理工学院',
      '海滨师范学院',
    ]);
  });

  it('draws a 4-digit captcha as an SVG data URL with its request id', async () => {
    const r = await get<string>(t.app, '/user/captcha?requestId=abcdefgh-1234');
    expect(r.body.data).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(r.body.data.split(',')[1]!, 'base64').toString()).toContain('<svg');
    expect(r.body.variables.requestId).toBe('abcdefgh-1234');
  });
});
