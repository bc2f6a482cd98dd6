import { messengerState, type SsoProviderAdminView } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signIn } from '../../../test/auth.js';
import { FEISHU_PHONE_SCOPE, startFeishuServer, type FeishuTestServer } from '../../../test/feishu-server.js';
import { startWechatServer } from '../../../test/wechat-server.js';
import { startWecomServer } from '../../../test/wecom-server.js';
import { get, post } from '../test-helpers.js';

/**
 * Issue 25 item 6: each messenger's current published flow. WeChat and WeCom take a state of
 * letters and digits only (at most 128 bytes); Feishu's authorization page comes back to the
 * redirect_uri, which its OAuth token endpoint (authen/v2/oauth/token) must be given again; its
 * documented refusals (20010: the person may not use the app) are said in the person's language.
 */

const NONCE = '0123456789abcdef0123456789abcdef';
const MEMBERS = {
  LiMingXuan: { name: '李明轩', mobile: '13900000002' },
  Restricted: { name: '未开通', mobile: '13900000003' },
};

/** Follows an authorization page once: where it sends the browser, or its error page. */
async function authorize(url: string) {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

describe('WeChat and WeCom authorization pages', () => {
  it("take the app's state (letters and digits) and refuse one with dots", async () => {
    for (const start of [startWechatServer, startWecomServer]) {
      const api = await start(MEMBERS);
      try {
        api.signInAs('LiMingXuan');
        const page = (state: string) =>
          authorize(
            `${api.apiBase}/connect/oauth2/authorize?${new URLSearchParams({
              appid: api.appId,
              redirect_uri: 'http://campus.test/app/my/index',
              response_type: 'code',
              scope: 'snsapi_base',
              state,
            })}#wechat_redirect`,
          );
        const state = messengerState('wechat', '7301', NONCE);
        expect(state).toMatch(/^[A-Za-z0-9]{1,128}$/);
        const ok = await page(state);
        expect(ok.status).toBe(302);
        expect(new URL(ok.location).searchParams.get('state')).toBe(state);
        expect((await page(`wechat.7301.${NONCE}`)).status).toBe(400);
        expect((await page('a'.repeat(129))).status).toBe(400);
      } finally {
        await api.close();
      }
    }
  });
});

describe('Feishu sign-in on its current OAuth endpoints', () => {
  let t: TestApp;
  let feishu: FeishuTestServer;
  let provider: SsoProviderAdminView;
  const back = 'http://campus.test/app/my/index';

  beforeAll(async () => {
    t = await createTestApp();
    feishu = await startFeishuServer(MEMBERS);
    const admin = await signIn(t.app, 'admin');
    const saved = await post<SsoProviderAdminView>(
      t.app,
      '/sso/provider/save',
      {
        kind: 'feishu',
        name: '飞书',
        enabled: true,
        settings: { apiBase: feishu.apiBase, authorizeBase: feishu.apiBase, appId: feishu.appId },
        secret: feishu.secret,
      },
      admin.headers,
    );
    provider = saved.body.data;
  });
  afterAll(async () => {
    await t.close();
    await feishu.close();
  });

  /** The code the authorization page gives the person signed in to Feishu, coming back to `to`. */
  async function codeFor(userid: string, to = back) {
    feishu.signInAs(userid);
    const page = await authorize(
      `${feishu.apiBase}/open-apis/authen/v1/authorize?${new URLSearchParams({
        client_id: feishu.appId,
        response_type: 'code',
        redirect_uri: to,
        scope: FEISHU_PHONE_SCOPE,
        state: messengerState('feishu', provider.id, NONCE),
      })}`,
    );
    return new URL(page.location).searchParams.get('code') ?? '';
  }
  const apply = (code: string, redirectUri?: string, lang = 'en-US') =>
    post<{ uaccount: string }>(
      t.app,
      `/user/login/feishu/apply?${new URLSearchParams({ code, ...(redirectUri ? { redirect_uri: redirectUri } : {}) })}`,
      undefined,
      { 'accept-language': lang },
    );

  it('lists the authorization page (accounts.feishu.cn by default), not the API, for the browser', async () => {
    const r = await get<{ kind: string; authorizeBase?: string }[]>(t.app, '/sso/providers');
    expect(r.body.data.find((p) => p.kind === 'feishu')?.authorizeBase).toBe(feishu.apiBase);
  });

  it('exchanges the code with the redirect_uri the page came back to; another one is refused (20071)', async () => {
    const signed = await apply(await codeFor('LiMingXuan'), back);
    expect(signed.body.state, signed.body.message).toBe(200);
    expect(signed.body.data.uaccount).toBe('student');

    const wrong = await apply(await codeFor('LiMingXuan'), 'http://campus.test/app/notice/index');
    expect(wrong.body.state).toBe(6020201);
    expect(wrong.body.message).toBe(
      "飞书 refused the school's application settings (20071); please ask the school's administrator to check this way of signing in",
    );
  });

  it('says 20010 (the person may not use the app) as that, in their language, not as a used code', async () => {
    feishu.withholdApp('Restricted');
    const said = {
      'en-US':
        "飞书 says you do not have permission to use this app (20010); ask the school's administrator for access",
      'zh-CN': '飞书表示您没有使用本应用的权限（20010），请联系学校管理员开通',
      'zh-TW': '飞书表示您沒有使用本應用的權限（20010），請聯絡學校管理員開通',
      'ja-JP':
        '飞书によると、このアプリを使用する権限がありません（20010）。学校の管理者に利用許可を依頼してください',
    };
    for (const [lang, message] of Object.entries(said)) {
      const r = await apply(await codeFor('Restricted'), back, lang);
      expect(r.body.state).toBe(6020201);
      expect(r.body.message).toBe(message);
    }
  });
});
