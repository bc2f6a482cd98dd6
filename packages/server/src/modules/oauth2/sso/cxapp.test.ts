import type { SsoProviderAdminView } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { startCxappServer, type CxappTestServer } from '../../../test/cxapp-server.js';
import { post } from '../test-helpers.js';

/**
 * The learning app (SPEC §4.1 step 5, `user/login/cxapp/apply` with appid, code, state, flag 1)
 * against a local stand-in of its code exchange: success, a used or expired code, a wrong appKey,
 * an appid no school configured, a school number without an account.
 */

interface Tokens {
  access_token: string;
  uaccount: string;
}

describe('learning-app sign-in', () => {
  let t: TestApp;
  let cx: CxappTestServer;
  let admin: SignedIn;
  let provider: SsoProviderAdminView;

  const save = async (appKey = cx.appKey) => {
    const r = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      {
        id: provider?.id,
        kind: 'cxapp',
        name: '学习通',
        enabled: true,
        settings: { appId: cx.appId, apiBase: cx.apiBase },
        secret: appKey,
      },
      admin.headers,
    );
    expect(r.body.state, r.body.message).toBe(200);
    provider = r.body.data;
  };
  const apply = (code: string, extra: Record<string, unknown> = {}) =>
    post<Tokens>(t.app, '/user/login/cxapp/apply', {
      appid: cx.appId,
      code,
      state: 'cx-state',
      flag: 1,
      ...extra,
    });

  beforeAll(async () => {
    t = await createTestApp();
    cx = await startCxappServer();
    admin = await signIn(t.app, 'admin');
    await save();
  });
  afterAll(async () => {
    await t.close();
    await cx.close();
  });

  it('signs the person in by their school number; the code works once', async () => {
    const code = cx.issueCode({ uname: 'student', realname: '李明轩' });
    const r = await apply(code);
    expect(r.body.state, r.body.message).toBe(200);
    expect(r.body.data.uaccount).toBe('student');
    const again = await apply(code);
    expect(again.body.state).toBe(6020201);
    expect(again.body.message).toContain('(invalid_grant)');
  });

  it('refuses an expired code, a number without an account, an unknown appid and flag other than 1', async () => {
    const expired = cx.issueCode({ uname: 'student', realname: '李明轩' });
    cx.expireCode(expired);
    expect((await apply(expired)).body.message).toContain('(invalid_grant)');

    const stranger = await apply(cx.issueCode({ uname: '20990001', realname: '陌生人' }));
    expect(stranger.body.state).toBe(6020112);
    expect(stranger.body.message).toContain('20990001');

    const elsewhere = await apply(cx.issueCode({ uname: 'student', realname: '李明轩' }), { appid: 'other' });
    expect(elsewhere.body.state).toBe(6020202);

    const flag = await apply(cx.issueCode({ uname: 'student', realname: '李明轩' }), { flag: 2 });
    expect(flag.body.state).toBe(400);
    expect(flag.body.message).toContain('flag');
  });

  it('refuses when the stored appKey is wrong, and never sends it to the browser', async () => {
    await save('wrong-key');
    const r = await apply(cx.issueCode({ uname: 'student', realname: '李明轩' }));
    expect(r.body.state).toBe(6020201);
    expect(r.body.message).toContain('(invalid_client)');
    await save();
    const list = await post<SsoProviderAdminView[]>(t.app, '/sso/provider/query', undefined, admin.headers);
    expect(JSON.stringify(list.body.data)).not.toContain(cx.appKey);
    const open = await t.app.inject({ method: 'GET', url: '/api/oauth2/v3/sso/providers' });
    expect(open.body).not.toContain(cx.appKey);
  });
});
