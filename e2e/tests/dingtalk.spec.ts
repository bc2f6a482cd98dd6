import type { SsoProviderAdminView } from '@campus/contract';
import { expect, test } from '@playwright/test';
import { startDingtalkServer } from '../../packages/server/src/test/dingtalk-server';
import { apiAs, shot, useLanguage } from '../support/portal';
import { signIn } from '../support/session';
import { USER_AGENTS, withProvider } from '../support/sso-provider';

/**
 * Issue 15: DingTalk sign-in inside the DingTalk app (its user agent). The app's own build of
 * DingTalk's JS API (npm dingtalk-jsapi; issue 25: no script from a CDN) talks to the DingTalk
 * client's native bridge, which the browser here lacks: it is stood in for as the iOS client
 * injects it (WebViewJavascriptBridge: callHandler(api, params, callback) answering
 * {errorCode: '0', result}), its requestAuthCode handing out a code the local DingTalk API knows;
 * the server binds the member by mobile.
 */

const setUp = withProvider(
  () => startDingtalkServer({ LiMingXuan: { name: '李明轩', mobile: '13900000002' } }),
  (dingtalk) => ({
    kind: 'dingtalk',
    name: '钉钉',
    enabled: true,
    settings: { apiBase: dingtalk.apiBase, corpId: 'ding-test-corp', appKey: dingtalk.appId },
    secret: dingtalk.secret,
  }),
);

test.describe.configure({ mode: 'serial' });
test.use({ userAgent: USER_AGENTS.dingtalk });

test('opening a page inside DingTalk asks the bridge for a code and signs the member in', async ({
  page,
}) => {
  const { server } = setUp();
  const asked: unknown[] = [];
  await page.exposeFunction('reportAuthCodeRequest', (options: unknown) => asked.push(options));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).origin);
  });
  await page.addInitScript((code) => {
    const native = window as unknown as {
      WebViewJavascriptBridge: unknown;
      reportAuthCodeRequest(options: unknown): void;
    };
    native.WebViewJavascriptBridge = {
      init: () => undefined,
      registerHandler: () => undefined,
      callHandler: (
        api: string,
        params: { corpId?: string; clientId?: string },
        callback: (reply: unknown) => void,
      ) => {
        if (api !== 'runtime.permission.requestAuthCode')
          return callback({ errorCode: '1', errorMessage: `${api} is not stood in for` });
        native.reportAuthCodeRequest({ corpId: params.corpId, clientId: params.clientId });
        callback({ errorCode: '0', result: { code } });
      },
    };
  }, server.issueCode('LiMingXuan'));
  await page.goto('/app/my/index');
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
  expect(asked).toEqual([{ corpId: 'ding-test-corp', clientId: server.appId }]);
  // Every script came from the app's own server.
  expect([...new Set(scripts)]).toEqual([new URL(page.url()).origin]);
});

test('the admin edits the DingTalk settings in /my/sso; the secret stays and is never shown', async ({
  page,
  request,
}) => {
  const { server, provider } = setUp();
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'admin');
  await page.goto('/app/my/sso');
  const row = page.locator('.adm-list-item', { hasText: '钉钉' });
  await expect(row).toContainText('ding-test-corp');
  await row.locator('.adm-list-item-content-main').click();
  await expect(page.getByLabel('应用 AppKey（Client ID）')).toHaveValue(server.appId);
  const secret = page.getByLabel('应用密钥（Secret）');
  await expect(secret).toHaveValue('');
  await expect(page.getByText('已保存；留空则保持不变')).toBeVisible();
  await shot(page, 'sso-messenger-editor', 'zh-CN');
  await page.getByLabel('按钮名称').fill('钉钉登录');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.locator('.adm-list-item', { hasText: '钉钉登录' })).toBeVisible();

  const admin = await apiAs(request, 'admin');
  const saved = (await admin.post<SsoProviderAdminView[]>('/api/oauth2/v3/sso/provider/query')).find(
    (item) => item.id === provider.id,
  );
  expect(saved).toMatchObject({ name: '钉钉登录', hasSecret: true });
  expect(JSON.stringify(saved)).not.toContain(server.secret);

  await useLanguage(page, 'en-US');
  await page.reload();
  await page
    .locator('.adm-list-item', { hasText: '钉钉登录' })
    .locator('.adm-list-item-content-main')
    .click();
  await expect(page.getByLabel('Application AppKey (Client ID)')).toHaveValue(server.appId);
  await shot(page, 'sso-messenger-editor', 'en-US');
});
