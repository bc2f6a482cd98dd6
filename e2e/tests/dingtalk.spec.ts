import { expect, test } from '@playwright/test';
import { startDingtalkServer } from '../../packages/server/src/test/dingtalk-server';
import { DINGTALK_JSAPI } from '../../packages/web/src/lib/dingtalk-bridge';
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
