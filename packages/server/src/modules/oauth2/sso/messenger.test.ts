import type { SsoBinding, SsoProviderAdminView } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn, type SignedIn } from '../../../test/auth.js';
import { startWecomServer, type WecomTestServer } from '../../../test/wecom-server.js';
import { post, tokenHeader } from '../test-helpers.js';

/**
 * Workplace-messenger sign-in (issue 15): WeCom, against a local server answering as the WeCom API
 * documents (success, an expired or reused code, a wrong secret, a revoked access token). The
 * identity is bound by the mobile WeCom verified; the person unbinds it in My.
 */

interface Tokens {
  access_token: string;
  uaccount: string;
}

describe('WeCom sign-in', () => {
  let t: TestApp;
  let wecom: WecomTestServer;
  let admin: SignedIn;
  let provider: SsoProviderAdminView;

  const save = async (secret?: string) => {
    const r = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      {
        id: provider?.id,
        kind: 'wecom',
        name: '企业微信',
        enabled: true,
        settings: { apiBase: wecom.apiBase, corpId: wecom.corpId, agentId: '1000002' },
        secret: secret ?? wecom.secret,
      },
      admin.headers,
    );
    expect(r.body.state, r.body.message).toBe(200);
    provider = r.body.data;
  };
  const apply = (code: string) => post<Tokens>(t.app, `/user/login/wecom/apply?code=${code}`);

  beforeAll(async () => {
    t = await createTestApp();
    wecom = await startWecomServer({
      LiMingXuan: { name: '李明轩', mobile: '13900000002' },
      NoMatch: { name: '无此号码', mobile: '13700000000' },
      OtherSchool: { name: '周雨涵', mobile: '13900000012' },
    });
    admin = await signIn(t.app, 'admin');
    await save();
  });
  afterAll(async () => {
    await t.close();
    await wecom.close();
  });

  it('binds by the mobile WeCom verified, then signs in by the binding; a code works once', async () => {
    const code = wecom.issueCode('LiMingXuan');
    const first = await apply(code);
    expect(first.body.state, first.body.message).toBe(200);
    expect(first.body.data.uaccount).toBe('student');

    const again = await apply(code);
    expect(again.body.state).toBe(6020201);
    expect(again.body.message).toContain('(40029)');

    // Without the private-info scope WeCom gives no mobile: the binding answers.
    const bound = await apply(wecom.issueCode('LiMingXuan', { privateInfo: false }));
    expect(bound.body.state, bound.body.message).toBe(200);
    expect(bound.body.data.uaccount).toBe('student');
  });

  it('refuses an expired code, an outsider, and members without an account in this school', async () => {
    const expired = wecom.issueCode('LiMingXuan');
    wecom.expireCode(expired);
    expect((await apply(expired)).body.message).toContain('(40029)');

    const outsider = await apply(wecom.issueCode('Guest', { outsider: true }));
    expect(outsider.body.state).toBe(6020112);
    expect(outsider.body.message).toMatch(/^You are not a member of the WeCom directory of /);

    for (const userid of ['NoMatch', 'OtherSchool']) {
      const r = await apply(wecom.issueCode(userid));
      expect(r.body.state, userid).toBe(6020112);
      expect(r.body.message).toMatch(/^Your WeCom account is not bound to an account at /);
    }
  });

  it('fetches a new access token once when WeCom has revoked the kept one', async () => {
    const before = wecom.tokensIssued();
    wecom.revokeTokens();
    const r = await apply(wecom.issueCode('LiMingXuan'));
    expect(r.body.state, r.body.message).toBe(200);
    expect(wecom.tokensIssued()).toBe(before + 1);
  });

  it('refuses when the stored secret is wrong', async () => {
    await save('not-the-secret');
    const r = await apply(wecom.issueCode('LiMingXuan'));
    expect(r.body.state).toBe(6020201);
    expect(r.body.message).toContain('(40001)');
    await save();
  });

  it('lets the person see and remove the binding in My; the binding then no longer signs in', async () => {
    const signed = await apply(wecom.issueCode('LiMingXuan'));
    const headers = tokenHeader(signed.body.data.access_token);
    const list = await post<SsoBinding[]>(t.app, '/sso/binding/query', undefined, headers);
    expect(list.body.data).toEqual([
      { providerId: provider.id, providerName: '企业微信', kind: 'wecom', createdAt: expect.any(Number) },
    ]);
    const removed = await post<boolean>(
      t.app,
      `/sso/binding/remove?providerId=${provider.id}`,
      undefined,
      headers,
    );
    expect(removed.body.data).toBe(true);
    expect((await post<SsoBinding[]>(t.app, '/sso/binding/query', undefined, headers)).body.data).toEqual([]);

    const unbound = await apply(wecom.issueCode('LiMingXuan', { privateInfo: false }));
    expect(unbound.body.state).toBe(6020112);
  });

  it('answers "not turned on" for a messenger no school enabled, and 400 for one it does not know', async () => {
    await post(
      t.app,
      '/sso/provider/save',
      {
        id: provider.id,
        kind: 'wecom',
        name: '企业微信',
        enabled: false,
        settings: { apiBase: wecom.apiBase, corpId: wecom.corpId, agentId: '1000002' },
      },
      admin.headers,
    );
    expect((await apply(wecom.issueCode('LiMingXuan'))).body.state).toBe(6020202);
    expect((await post(t.app, '/user/login/myspace/apply?code=abc')).body.state).toBe(400);
  });
});
