import type { SsoProviderAdminView } from '@campus/contract';
import { expect, test } from '@playwright/test';
import { startDingtalkServer } from '../../packages/server/src/test/dingtalk-server';
import { DINGTALK_JSAPI } from '../../packages/web/src/lib/dingtalk-bridge';
import { apiAs, shot, useLanguage } from '../support/portal';
import { signIn } from '../support/session';
import { USER_AGENTS, withProvider } from '../support/sso-provider';

/**
 * Issue 15: DingTalk sign-in inside the DingTalk app (its user agent). DingTalk's JS bridge belongs
 * to the DingTalk client: here its script is stood in for by one whose requestAuthCode hands out a
 * code the local DingTalk API knows, as the client would; the server binds the member by mobile.
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
  await page.route(DINGTALK_JSAPI, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.dd = {
        ready: (callback) => callback(),
        runtime: { permission: { requestAuthCode: (options) => {
          window.reportAuthCodeRequest({ corpId: options.corpId, clientId: options.clientId });
          options.onSuccess({ code: ${JSON.stringify(server.issueCode('LiMingXuan'))} });
        } } },
      };`,
    }),
  );
  await page.goto('/app/my/index');
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
  expect(asked).toEqual([{ corpId: 'ding-test-corp', clientId: server.appId }]);
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
