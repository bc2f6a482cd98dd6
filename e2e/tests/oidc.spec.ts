import type { SsoProviderAdminView } from '@campus/contract';
import { expect, test, type Page } from '@playwright/test';
import { startOidcServer, type OidcTestServer } from '../../packages/server/src/test/oidc-server';
import { baseURL } from '../playwright.config';
import { apiAs } from '../support/portal';

/**
 * Issue 15: OpenID Connect sign-in in the browser against a real oidc-provider started by this
 * file: the login screen's button, the provider's own login and consent pages (devInteractions),
 * back with a code, the page wanted.
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
    { redirectUris: [`${baseURL}/app/dashboard`] },
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

test('a person the school has not opened an account for is told so', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: '身份认证平台' }).click();
  await signInAtIssuer(page, 'u-2002');
  await expect(page.locator('.adm-toast-main')).toHaveText(/^账号 visitor 在.+没有开通，请联系学校管理员$/);
  await expect(page).toHaveURL(/\/app\/login/);
});
