import { expect, test } from '@playwright/test';
import { startFeishuServer } from '../../packages/server/src/test/feishu-server';
import { USER_AGENTS, withProvider } from '../support/sso-provider';

/**
 * Issue 15: Feishu sign-in inside the Feishu app (its user agent): the app sends the browser to
 * Feishu's authorization page (here the local stand-in, which signs the person in as Feishu would
 * and comes back with a code); the server asks the stand-in's API who it is and binds the member
 * by the verified mobile.
 */

const setUp = withProvider(
  () => startFeishuServer({ LiMingXuan: { name: '李明轩', mobile: '13900000002' } }),
  (feishu) => ({
    kind: 'feishu',
    name: '飞书',
    enabled: true,
    // The stand-in serves the authorization page too (accounts.feishu.cn in production).
    settings: { apiBase: feishu.apiBase, authorizeBase: feishu.apiBase, appId: feishu.appId },
    secret: feishu.secret,
  }),
);

test.use({ userAgent: USER_AGENTS.feishu });

test('opening a page inside Feishu signs the member in and opens the page without the code', async ({
  page,
}) => {
  const { server } = setUp();
  server.signInAs('LiMingXuan');
  await page.goto('/app/my/index');
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/my\/index$/);
});
