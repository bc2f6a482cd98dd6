import { LoginState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/index.js';
import { injectEnvelope } from '../../test/app.js';
import { openTestApp } from '../../test/signed-in-app.js';

/** Issue 10: a trailing slash names the same route, open or not (Fastify ignores it; so does the auth hook). */
describe('open sign-in routes with a trailing slash', () => {
  const t = openTestApp();

  const password = (url: string) =>
    injectEnvelope<{ access_token: string }>(t.app, {
      method: 'POST',
      url,
      payload: {
        grant_type: 'password_credentials',
        client_id: t.app.config.oauth.clientId,
        client_secret: t.app.config.oauth.clientSecret,
        username: 'student',
        password: DEMO_PASSWORD,
      },
    });

  it('signs in without a token, in service and single mode, with one slash or several', async () => {
    for (const url of [
      '/api/oauth2/v3/authentication/apply/',
      '/api/authentication/apply/',
      '/api/oauth2/v3/authentication/apply//',
    ]) {
      const { body } = await password(url);
      expect(body.state, url).not.toBe(LoginState.NOT_LOGGED_IN);
    }
    expect((await password('/api/oauth2/v3/authentication/apply/')).body.state).toBe(200);
  });

  it('serves the captcha and the open tenant list without a token', async () => {
    for (const url of ['/api/oauth2/v3/user/captcha/', '/api/oauth2/v3/user/open/tenant/']) {
      const { body } = await injectEnvelope(t.app, { method: 'GET', url });
      expect(body.state, url).not.toBe(LoginState.NOT_LOGGED_IN);
    }
  });

  it('still asks a token of protected routes, slash or not', async () => {
    for (const url of ['/api/oauth2/v3/user/context', '/api/oauth2/v3/user/context/']) {
      const { body } = await injectEnvelope(t.app, { method: 'POST', url });
      expect(body.state, url).toBe(LoginState.NOT_LOGGED_IN);
    }
  });
});
