import { LoginState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectEnvelope, type TestApp } from '../../test/app.js';
import { signIn } from '../../test/auth.js';

/** GET /api/platform/v3/app/environments: what "switch environment" offers (issue 17 item 9). */
describe('the environments a deployment offers', () => {
  let t: TestApp;
  const environments = [
    { name: 'test', value: 'https://test.school.edu.cn/api', single: false },
    { name: 'staging', value: 'https://staging.school.edu.cn/api', single: true },
  ] as const;
  beforeAll(async () => {
    t = await createTestApp({ environments: [...environments] });
  });
  afterAll(async () => t.close());

  it('lists the configured environments to a signed-in user, and to nobody else', async () => {
    const who = await signIn(t.app, 'student');
    const reply = await injectEnvelope(t.app, {
      method: 'GET',
      url: '/api/platform/v3/app/environments',
      headers: who.headers,
    });
    expect(reply.body).toMatchObject({ state: 200, data: environments });
    const anonymous = await injectEnvelope(t.app, {
      method: 'GET',
      url: '/api/platform/v3/app/environments',
    });
    expect(anonymous.body.state).toBe(LoginState.NOT_LOGGED_IN);
  });
});
