import { expect, test } from '@playwright/test';
import { startWechatServer } from '../../packages/server/src/test/wechat-server';
import { shot, useLanguage, type UiLanguage } from '../support/portal';
import { latestSmsCode } from '../support/sms-outbox';
import { USER_AGENTS, withProvider } from '../support/sso-provider';

/**
 * Issue 15: WeChat official-account sign-in inside the WeChat browser, first navigation only. The
 * authorization page is the local stand-in's (configurable base), which comes back with a code
 * for the openid. WeChat tells no mobile: the first time, the messenger authentication screen
 * binds the openid with an SMS code to the student's mobile; afterwards the binding signs in.
 */

test.describe.configure({ mode: 'serial' });
/** Two round trips through the authorization page: more than the default wait on a busy machine. */
const SIGNED_IN = { timeout: 30_000 };

const setUp = withProvider(
  () => startWechatServer({ 'o-li-mingxuan': { name: '明轩' } }),
  (wechat) => ({
    kind: 'wechat',
    name: '微信',
    enabled: true,
    settings: {
      appId: wechat.appId,
      scope: 'snsapi_userinfo',
      authorizeBase: wechat.apiBase,
      apiBase: wechat.apiBase,
    },
    secret: wechat.secret,
  }),
);

test.use({ userAgent: USER_AGENTS.wechat });

const TEXTS: Record<UiLanguage, { send: string; submit: string }> = {
  'zh-CN': { send: '发送验证码', submit: '绑定并登录' },
  'en-US': { send: 'Send code', submit: 'Bind and sign in' },
};

test('the first time, the openid is bound by an SMS code; then WeChat signs in by itself', async ({
  page,
}) => {
  const { server } = setUp();
  server.signInAs('o-li-mingxuan');
  await page.goto('/app/my/index');
  await expect(page).toHaveURL(/\/app\/authredirect\?binding=/);
  await expect(page.getByText('您的微信账号还没有绑定本校账号')).toBeVisible();
  await shot(page, 'messenger-auth', 'zh-CN');

  await page.locator('#login-mobile').fill('13900000002');
  await page.getByRole('button', { name: TEXTS['zh-CN'].send }).click();
  await expect.poll(() => latestSmsCode('13900000002')).toMatch(/^\d{6}$/);
  await page.locator('#login-sms-code').fill(latestSmsCode('13900000002') ?? '');
  await page.getByRole('button', { name: TEXTS['zh-CN'].submit }).click();
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible(SIGNED_IN);
  await expect(page).toHaveURL(/\/app\/my\/index$/);
});

test('with the binding, opening the app in WeChat signs in without a screen', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: USER_AGENTS.wechat });
  const page = await context.newPage();
  await page.goto('/app/my/index');
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible(SIGNED_IN);
  await expect(page).toHaveURL(/\/app\/my\/index$/);
  await context.close();
});

test('the binding screen in English', async ({ page }) => {
  const { server } = setUp();
  server.signInAs('o-someone-else');
  await useLanguage(page, 'en-US');
  await page.goto('/app/my/index');
  await expect(page.getByText('Your WeChat account is not bound to a school account yet')).toBeVisible();
  await expect(page.getByRole('button', { name: TEXTS['en-US'].submit })).toBeVisible();
  await shot(page, 'messenger-auth', 'en-US');
});
