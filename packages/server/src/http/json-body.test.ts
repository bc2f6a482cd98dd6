import { HEADER_TOKEN, State } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { injectEnvelope } from '../test/app.js';
import { openTestApp } from '../test/signed-in-app.js';

/**
 * Parameter-only POSTs with `Content-Type: application/json` and no body, as the platform's stock
 * front end sends them (issue 32): no body, not a malformed one. Bad JSON is still refused.
 */
describe('an empty JSON body', () => {
  const t = openTestApp();
  const json = (token?: string) => ({
    'content-type': 'application/json',
    'accept-language': 'en-US',
    ...(token ? { [HEADER_TOKEN]: token } : {}),
  });

  async function signIn() {
    const r = await injectEnvelope<{ access_token: string; uid: string }>(t.app, {
      method: 'POST',
      url: '/api/oauth2/v3/authentication/apply',
      payload: { username: 'student', password: DEMO_PASSWORD, grant_type: 'password_credentials' },
    });
    return r.body.data;
  }

  it('is treated as none on parameter-only calls', async () => {
    const { access_token, uid } = await signIn();
    for (const url of [
      '/api/oauth2/v3/user/context',
      `/api/oauth2/v3/authentication/verify?uid=${uid}`,
      '/api/msg/innerMessage/markRead?innerMessageIds=1',
      `/api/oauth2/v3/user/logout?access_token=${access_token}`,
    ]) {
      for (const payload of ['', '  \n']) {
        const r = await injectEnvelope(t.app, { method: 'POST', url, payload, headers: json(access_token) });
        expect({ url, state: r.body.state, message: r.body.message }).toMatchObject({ url, state: 200 });
      }
    }
  });

  it('still refuses malformed JSON and a missing body a route needs, naming the body', async () => {
    const bad = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/oauth2/v3/authentication/apply',
      payload: '{"grant_type":',
      headers: json(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.cause).toBe('body');
    const none = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/oauth2/v3/authentication/apply',
      payload: '',
      headers: json(),
    });
    expect(none.status).toBe(400);
    expect(none.body.state).toBe(State.BAD_REQUEST);
    expect(none.body.cause).toBe('body');
  });

  it('refuses prototype poisoning as before', async () => {
    const r = await injectEnvelope(t.app, {
      method: 'POST',
      url: '/api/oauth2/v3/authentication/apply',
      payload: '{"__proto__":{"x":1},"grant_type":"password_credentials"}',
      headers: json(),
    });
    expect(r.status).toBe(400);
  });
});
