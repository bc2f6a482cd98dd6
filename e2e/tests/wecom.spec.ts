import { expect, test } from '@playwright/test';
import { startWecomServer } from '../../packages/server/src/test/wecom-server';
import { shot } from '../support/portal';
import { signIn } from '../support/session';
import { USER_AGENTS, withProvider } from '../support/sso-provider';

/**
 * Issue 15: WeCom sign-in inside the WeCom app (its user agent), against a local server answering
 * as the WeCom API does. WeCom's authorization page (open.weixin.qq.com) is answered by the local
 * stand-in's page, as WeCom documents it (the state letters and digits only, at most 128 bytes;
 * back with a code the local WeCom API knows). Then the person unbinds WeCom in My.
 */

test.describe.configure({ mode: 'serial' });

const setUp = withProvider(
  () => startWecomServer({ LiMingXuan: { name: '李明轩', mobile: '13900000002' } }),
  (wecom) => ({
    kind: 'wecom',
    name: '企业微信',
    enabled: true,
    settings: { apiBase: wecom.apiBase, corpId: wecom.corpId, agentId: '1000002' },
    secret: wecom.secret,
  }),
);

test.describe('inside WeCom', () => {
  test.use({ userAgent: USER_AGENTS.wecom });

  test('opening a page asks WeCom for a code and signs the member in by the verified mobile', async ({
    page,
  }) => {
    const { server: wecom, provider } = setUp();
    const asked: URL[] = [];
    wecom.signInAs('LiMingXuan');
    await page.route('https://open.weixin.qq.com/**', async (route) => {
      const authorize = new URL(route.request().url());
      asked.push(authorize);
      const answer = await route.fetch({
        url: `${wecom.apiBase}${authorize.pathname}${authorize.search}`,
        maxRedirects: 0,
      });
      await route.fulfill({ response: answer });
    });

    await page.goto('/app/my/index');
    await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/my\/index$/);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.searchParams.get('appid')).toBe(wecom.corpId);
    expect(asked[0]!.searchParams.get('state')).toMatch(new RegExp(`^wecomZ${provider.id}Z[0-9a-f]{32}$`));
  });
});

test('the person sees the WeCom binding in My and removes it', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/app/my/index');
  await page.getByText('账号绑定', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/my\/bindings$/);
  const row = page.locator('.adm-list-item', { hasText: '企业微信' });
  await expect(row).toContainText('绑定于');
  await shot(page, 'bindings', 'zh-CN');
  await row.getByRole('button', { name: '解绑' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  // Only WeCom's row goes: the DingTalk, Feishu and WeChat journeys bind the same student, maybe
  // at this very moment on the other worker, so "no binding at all" is not this test's to expect.
  await expect(row).toHaveCount(0);
});
