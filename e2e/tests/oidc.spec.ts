import type { SsoProviderAdminView } from '@campus/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startOidcServer, type OidcTestServer } from '../../packages/server/src/test/oidc-server';
import { baseURL } from '../playwright.config';
import { apiAs, shot, useLanguage } from '../support/portal';
import { signIn } from '../support/session';

/**
 * Issues 15 and 25: OpenID Connect sign-in in the browser against a real oidc-provider started by
 * this file: the login screen's button, the provider's own login and consent pages
 * (devInteractions) and their Cancel link, back with a code, the page wanted; a return address
 * is good only in the browser that started it; signing out of the app signs out at the provider
 * (its own logout page).
 */

test.describe.configure({ mode: 'serial' });

let idp: OidcTestServer;
let provider: SsoProviderAdminView;

test.beforeAll(async ({ request }) => {
  idp = await startOidcServer(
    {
      'u-1001': { name: '李明轩', preferredUsername: 'student' },
      'u-2002': { name: '访客', preferredUsername: 'visitor' },
    },
    { redirectUris: [`${baseURL}/app/dashboard`], postLogoutRedirectUris: [`${baseURL}/app/login`] },
  );
  const admin = await apiAs(request, 'admin');
  provider = await admin.post<SsoProviderAdminView>('/api/oauth2/v3/sso/provider/save', {
    kind: 'oidc',
    name: '身份认证平台',
    enabled: true,
    settings: { issuer: idp.issuer, clientId: idp.clientId, accountClaim: 'preferred_username' },
    secret: idp.clientSecret,
  });
});

test.afterAll(async ({ request }) => {
  const admin = await apiAs(request, 'admin');
  if (provider) await admin.post(`/api/oauth2/v3/sso/provider/remove?id=${provider.id}`);
  await idp?.close();
});

/**
 * Signs in on the provider's own pages: its login page (devInteractions takes any password),
 * then its consent page the first time in this browser.
 */
async function signInAtIssuer(page: Page, account: string) {
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill(account);
  await page.getByPlaceholder('and password').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Authorize' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('the login screen offers the identity platform; back with a code, the wanted page opens', async ({
  page,
}) => {
  await page.goto('/app/notice/index');
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fnotice%2Findex$/);
  await page.getByRole('button', { name: '身份认证平台' }).click();

  // PKCE, state and nonce travel in the authorization request.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await signInAtIssuer(page, 'u-1001');

  await expect(page).toHaveURL(/\/app\/notice\/index$/);
  const account = await page.evaluate(() => sessionStorage.getItem('campus-token'));
  expect(account).toContain('"uaccount":"student"');
});

test('no page wanted: the role choice follows', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: '身份认证平台' }).click();
  await signInAtIssuer(page, 'u-1001');
  await expect(page).toHaveURL(/\/app\/ssologinrole$/);
  await page.getByRole('button', { name: '进入' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a person the school has not opened an account for is told so; no code or state is left behind', async ({
  page,
}) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: '身份认证平台' }).click();
  await signInAtIssuer(page, 'u-2002');
  await expect(page.locator('.adm-toast-main')).toHaveText(/^账号 visitor 在.+没有开通，请联系学校管理员$/);
  // The used code and state stay neither in the login's redirect nor in the workbench's address.
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
  await signIn(page, 'student', { from: page.url() });
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

/**
 * Someone signs in at the provider in a browser of their own and keeps the address it sends them
 * back to (their app never uses it): what a login forgery sends its victim.
 */
async function returnAddressFrom(browser: Browser): Promise<string> {
  // No service worker: the app's sign-in request must reach the route below.
  const theirs = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await theirs.newPage();
  let address = '';
  await page.route(
    (url) => url.pathname.endsWith('/sso/login/oidc/apply'),
    (route) => {
      address = (route.request().postDataJSON() as { callbackUrl: string }).callbackUrl;
      return route.abort();
    },
  );
  await page.goto('/app/login');
  await page.getByRole('button', { name: '身份认证平台' }).click();
  await signInAtIssuer(page, 'u-1001');
  await expect.poll(() => address).toMatch(/\?code=.+&state=oidc\./);
  await theirs.close();
  return address;
}

test('a return address opened in another browser signs nobody in (login forgery)', async ({
  page,
  browser,
}) => {
  const forged = await returnAddressFrom(browser);
  await page.goto(forged);
  await expect(page.locator('.adm-toast-main')).toHaveText(
    '该登录不是在本浏览器中发起的，请在本浏览器中重新登录',
  );
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
  expect(await page.evaluate(() => sessionStorage.getItem('campus-token'))).toBeNull();
});

test('cancelling at the provider says "已取消登录" with the way back, in the person\'s language (screenshots)', async ({
  page,
}) => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    await useLanguage(page, language);
    await page.goto('/app/my/index');
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fmy%2Findex$/);
    await page.getByRole('button', { name: '身份认证平台' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await page.getByRole('link', { name: '[ Cancel ]' }).click();

    await expect(page).toHaveURL(/\/app\/ssocancelled\?redirect=%2Fmy%2Findex$/);
    const title = language === 'zh-CN' ? '已取消登录' : 'Sign-in cancelled';
    await expect(page.locator('.adm-nav-bar-title')).toHaveText(title);
    await expect(page.locator('.adm-toast-main')).toHaveCount(0);
    // Never the provider's own words.
    await expect(page.locator('body')).not.toContainText(/aborted|access_denied/i);
    await shot(page, 'sso-cancelled', language);

    await page.getByRole('button', { name: language === 'zh-CN' ? '返回登录' : 'Back to sign-in' }).click();
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fmy%2Findex$/);
    await expect(page.getByRole('button', { name: '身份认证平台' })).toBeVisible();
  }
});

test('signing out of the app signs out at the provider too: the next sign-in asks for the password', async ({
  page,
}) => {
  await page.goto('/app/my/index');
  await page.getByRole('button', { name: '身份认证平台' }).click();
  await signInAtIssuer(page, 'u-1001');
  await expect(page).toHaveURL(/\/app\/my\/index$/);

  await page.getByText('退出登录', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定要退出登录吗？学校账号（身份认证平台）也将一并退出。');
  await shot(page, 'sign-out-sso', 'zh-CN');
  await dialog.getByRole('button', { name: '确定' }).click();

  // The provider's own logout page, then back at the app's login screen.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);

  // The school account asks for its password again: nobody walks in after the person left.
  await page.getByRole('button', { name: '身份认证平台' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await expect(page.getByRole('heading', { name: 'Sign-in' })).toBeVisible();
});
