import { HEADER_TOKEN, LoginState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { createTestApp, injectEnvelope, type TestApp } from '../../test/app.js';
import { OAUTH, post } from './test-helpers.js';

/**
 * The platform's stock front end and scripts sign in as their client `ibps` (issue 32): the
 * password grant without client fields, the code flow with client_id, refresh without a secret;
 * several clients per deployment from OAUTH_CLIENTS; an unknown client is told it is the client.
 */
let t: TestApp;
beforeAll(async () => {
  const base = testConfig();
  t = await createTestApp({
    oauth: {
      ...base.oauth,
      clients: [
        ...base.oauth.clients,
        { id: 'portal', secret: 'portal-secret-1', grants: ['authorization_code'], redirectUris: [] },
      ],
    },
  });
});
afterAll(async () => t?.close());

describe('the stock client ibps', () => {
  it('is registered out of the box, public, for the password and code grants', () => {
    expect(testConfig().oauth.clients.map((c) => c.id)).toEqual(['campus-mobile', 'ibps']);
    expect(testConfig().oauth.clients[1]).toMatchObject({ secret: null });
  });

  it('signs in with the password grant as the stock front end sends it (no client fields)', async () => {
    const r = await post<{ access_token: string; refresh_token: string; uid: string }>(
      t.app,
      '/authentication/apply',
      { username: 'student', password: DEMO_PASSWORD, grant_type: 'password_credentials' },
    );
    expect(r.body.state).toBe(200);
    expect(r.body.data).toMatchObject({ uid: expect.any(String), access_token: expect.any(String) });

    // The token opens the API, and refreshes as the stock client refreshes (client_id, no secret).
    const context = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${OAUTH}/user/context`,
      headers: { [HEADER_TOKEN]: r.body.data.access_token },
    });
    expect(context.body.state).toBe(200);
    const refreshed = await post(t.app, '/authentication/apply', {
      client_id: 'ibps',
      grant_type: 'refresh_token',
      refresh_token: r.body.data.refresh_token,
    });
    expect(refreshed.body.state).toBe(200);
  });

  it('runs the code flow with client_id ibps', async () => {
    const login = await post<string>(t.app, '/user/login/apply', {
      username: 'student',
      password: DEMO_PASSWORD,
    });
    const code = await post<string>(t.app, '/authorize/apply', {
      login_state: login.body.data,
      client_id: 'ibps',
    });
    expect(code.body.state).toBe(200);
    const token = await post(t.app, '/authentication/apply', {
      client_id: 'ibps',
      client_secret: 'whatever-the-stock-config-holds',
      authorize_code: code.body.data,
      grant_type: 'authorization_code',
    });
    expect(token.body.state).toBe(200);
  });

  it('still tells a wrong password by the wrong-password text', async () => {
    const r = await post(t.app, '/authentication/apply', {
      username: 'student',
      password: 'Wrong@123',
      grant_type: 'password_credentials',
    });
    expect(r.body).toMatchObject({
      state: LoginState.WRONG_CREDENTIALS,
      message: 'Wrong user name or password',
    });
  });
});

describe('clients from OAUTH_CLIENTS', () => {
  it('answers an unknown client with the client error naming it, not the wrong-password one', async () => {
    const r = await post(t.app, '/authentication/apply', {
      client_id: 'nobody',
      username: 'student',
      password: DEMO_PASSWORD,
      grant_type: 'password_credentials',
    });
    expect(r.body.state).toBe(LoginState.WRONG_CREDENTIALS);
    expect(r.body.cause).toBe('client_id');
    expect(r.body.message).toContain('nobody');
    expect(r.body.message).not.toBe('Wrong user name or password');
    const authorize = await post(t.app, '/authorize/apply', { login_state: 'x', client_id: 'nobody' });
    expect(authorize.body).toMatchObject({ state: LoginState.WRONG_CREDENTIALS, cause: 'client_id' });
  });

  it('keeps each client to its grants and its secret', async () => {
    // portal may use the code flow only.
    const password = await post(t.app, '/authentication/apply', {
      client_id: 'portal',
      client_secret: 'portal-secret-1',
      username: 'student',
      password: DEMO_PASSWORD,
      grant_type: 'password_credentials',
    });
    expect(password.body).toMatchObject({ state: LoginState.WRONG_CREDENTIALS, cause: 'client_id' });

    const login = await post<string>(t.app, '/user/login/apply', {
      username: 'student',
      password: DEMO_PASSWORD,
    });
    const code = await post<string>(t.app, '/authorize/apply', {
      login_state: login.body.data,
      client_id: 'portal',
    });
    expect(code.body.state).toBe(200);
    const wrongSecret = await post(t.app, '/authentication/apply', {
      client_id: 'portal',
      client_secret: 'not-the-secret',
      authorize_code: code.body.data,
      grant_type: 'authorization_code',
    });
    expect(wrongSecret.body).toMatchObject({ state: LoginState.WRONG_CREDENTIALS, cause: 'client_id' });
    // A code is bound to the client it was given to: ibps cannot redeem portal's.
    const otherClient = await post(t.app, '/authentication/apply', {
      client_id: 'ibps',
      authorize_code: code.body.data,
      grant_type: 'authorization_code',
    });
    expect(otherClient.body).toMatchObject({ state: LoginState.WRONG_CREDENTIALS, cause: 'authorize_code' });
  });
});
