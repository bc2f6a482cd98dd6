import type { SsoProviderAdminView } from '@campus/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startCasServer, type CasTestServer } from '../../packages/server/src/test/cas-server';
import { baseURL } from '../playwright.config';
import { apiAs, shot, useLanguage } from '../support/portal';
import { DEMO_PASSWORD, signIn } from '../support/session';

/**
 * Issues 15 and 25: CAS single sign-on in the browser, against a real CAS server started by this
 * file (Debian's django-cas-server, packages/server/src/test/cas-server.ts): the app registered as
 * a service with single logout, two people in its directory. The school's admin turns CAS on
 * through the API; the journeys go from the app to the CAS server's login page and back with a
 * ticket, which only the browser that started the round trip can use; signing out of the app
 * signs out at the CAS server.
 */

test.describe.configure({ mode: 'serial' });

let cas: CasTestServer;
let provider: SsoProviderAdminView;

test.beforeAll(async ({ request }) => {
  cas = await startCasServer(
    {
      student: { password: DEMO_PASSWORD, attributes: { cn: '李明轩' } },
      stranger: { password: DEMO_PASSWORD },
    },
    {
      services: [{ pattern: `^${baseURL.replace(/[.]/g, '\\.')}/app/`, singleLogout: true }],
    },
  );
  const admin = await apiAs(request, 'admin');
  provider = await admin.post<SsoProviderAdminView>('/api/oauth2/v3/sso/provider/save', {
    kind: 'cas',
    name: '统一身份认证',
    enabled: true,
    settings: { serverUrl: cas.url, version: '3.0' },
  });
});

test.afterAll(async ({ request }) => {
  // Other journeys' login screens go back to the password form alone.
  const admin = await apiAs(request, 'admin');
  if (provider) await admin.post(`/api/oauth2/v3/sso/provider/remove?id=${provider.id}`);
  await cas?.close();
});

/** Signs in on the CAS server's own page (what a student sees at the school's portal). */
async function signInAtCas(page: Page, account: string) {
  await expect(page).toHaveURL(new RegExp(`^${cas.url}/login\\?service=`));
  await expect(page.getByRole('heading', { name: '请登录' })).toBeVisible();
  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
}

test('a wanted page: the login screen offers CAS, the CAS page signs in, the app opens the page', async ({
  page,
}) => {
  await page.goto('/app/my/index');
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fmy%2Findex$/);
  await page.getByRole('button', { name: '统一身份认证' }).click();

  // The service URL, made by the server, names the provider, carries the wanted path hex-encoded
  // and the round trip's id (its cookie is in this browser).
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  const service = new URL(new URL(page.url()).searchParams.get('service') ?? '');
  expect(service.pathname).toBe('/app/dashboard');
  expect(service.searchParams.get('sso')).toBe(provider.id);
  expect(service.searchParams.get('target')).toBe(Buffer.from('/my/index').toString('hex'));
  expect(service.searchParams.get('flow')).toMatch(/^[\w-]{20,}$/);

  await signInAtCas(page, 'student');
  // Back in the app: the ticket is validated and cleaned from the address, the wanted page opens.
  await expect(page).toHaveURL(/\/app\/my\/index$/);
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();
});

test('no page wanted: after CAS the role choice follows, then the workbench', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await signInAtCas(page, 'student');

  await expect(page).toHaveURL(/\/app\/ssologinrole$/);
  await expect(page.getByText('李明轩，请选择本次使用的角色')).toBeVisible();
  await expect(page.locator('.adm-radio-checked')).toContainText('全部角色');
  await page.getByRole('button', { name: '进入' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.locator('.adm-tab-bar')).toBeVisible();
});

test('a ticket opens one session only: reloading the address with it is refused', async ({ page }) => {
  await page.goto('/app/login?redirect=%2Fmy%2Findex');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  let withTicket = '';
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('ticket=')) withTicket = request.url();
  });
  await signInAtCas(page, 'student');
  await expect(page).toHaveURL(/\/app\/my\/index$/);
  expect(withTicket).toContain('ticket=ST-');

  // Another tab, without this one's session, replays the ticket.
  const other = await page.context().newPage();
  await other.goto(withTicket);
  await expect(other.locator('.adm-toast-main')).toHaveText('该票据已使用过，请重新登录');
  // The used ticket stays out of the login's redirect: it keeps the page wanted only.
  await expect(other).toHaveURL(/\/app\/login\?redirect=%2Fmy%2Findex$/);
});

/**
 * Someone signs in at the CAS server in a browser of their own and keeps the address it sends them
 * back to, with the ticket (their app never uses it): what a login forgery sends its victim.
 */
async function ticketAddressFrom(browser: Browser): Promise<string> {
  // No service worker: the app's sign-in request must reach the route below.
  const theirs = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const page = await theirs.newPage();
  let address = '';
  await page.route(
    (url) => url.pathname.endsWith('/sso/login/cas10/apply'),
    (route) => {
      address = page.url();
      return route.abort();
    },
  );
  await page.goto('/app/login?redirect=%2Fmy%2Findex');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await signInAtCas(page, 'student');
  await expect.poll(() => address).toContain('ticket=ST-');
  await theirs.close();
  return address;
}

test('a ticket address opened in another browser signs nobody in (login forgery); the ticket is left behind', async ({
  page,
  browser,
}) => {
  const forged = await ticketAddressFrom(browser);
  await page.goto(forged);
  await expect(page.locator('.adm-toast-main')).toHaveText(
    '该登录不是在本浏览器中发起的，请在本浏览器中重新登录',
  );
  await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fmy%2Findex$/);
  expect(await page.evaluate(() => sessionStorage.getItem('campus-token'))).toBeNull();
  // Signed in some other way, the page wanted opens with no ticket in its address.
  await signIn(page, 'student', { from: page.url() });
  await expect(page).toHaveURL(/\/app\/my\/index$/);
});

test('signing out of the app signs out at the CAS server too: the next sign-in asks for the password', async ({
  page,
}) => {
  await page.goto('/app/login?redirect=%2Fmy%2Findex');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await signInAtCas(page, 'student');
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();

  await page.getByText('退出登录', { exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确定要退出登录吗？学校账号（统一身份认证）也将一并退出。');
  await dialog.getByRole('button', { name: '确定' }).click();
  // Through the CAS server's /logout, back at the app's login screen.
  await expect(page).toHaveURL(/\/app\/login$/);

  await page.getByRole('button', { name: '统一身份认证' }).click();
  await expect(page).toHaveURL(new RegExp(`^${cas.url}/login\\?service=`));
  await expect(page.getByLabel('密码')).toBeVisible();
});

test('a person the school has not opened an account for is told so at the login screen', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await signInAtCas(page, 'stranger');
  await expect(page.locator('.adm-toast-main')).toHaveText(/^账号 stranger 在.+没有开通，请联系学校管理员$/);
  await expect(page).toHaveURL(/\/app\/login/);
});

test('signing out at the CAS server ends the app session (single logout)', async ({ page }) => {
  await page.goto('/app/login?redirect=%2Fmy%2Findex');
  await page.getByRole('button', { name: '统一身份认证' }).click();
  await signInAtCas(page, 'student');
  await expect(page.getByRole('heading', { name: '李明轩' })).toBeVisible();

  // The person signs out at the school's portal in another tab: the CAS server tells the app.
  const portal = await page.context().newPage();
  await portal.goto(`${cas.url}/logout`);
  await expect(portal.getByRole('heading', { name: '登出成功' })).toBeVisible();
  await portal.close();

  // The app learns it at its next request: this tap's, or a background one's (the message count)
  // that came first, whose dialog would then lie over the tab bar; the tap is dispatched to the
  // tab itself so that either way one of them asks.
  await page.getByText('首页', { exact: true }).dispatchEvent('click');
  await expect(page.getByText('您已被登出，可以取消继续留在该页面，或者重新登录')).toBeVisible();
});

test('the login screen with single sign-on at 375 px (screenshots in e2e/.artifacts/shots)', async ({
  page,
}) => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    await useLanguage(page, language);
    await page.goto('/app/login');
    await expect(page.getByRole('button', { name: '统一身份认证' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: language === 'zh-CN' ? '其他登录方式' : 'Other ways to sign in' }),
    ).toBeVisible();
    await shot(page, 'login-sso', language);
  }
});

test('the school admin turns CAS off and on again in My (screenshots of the screen)', async ({
  page,
  request,
}) => {
  const providers = async () =>
    ((await (await request.get('/api/oauth2/v3/sso/providers')).json()) as { data: { id: string }[] }).data;
  await useLanguage(page, 'zh-CN');
  await signIn(page, 'admin');
  await page.goto('/app/my/index');
  await page.getByText('登录方式', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/my\/sso$/);
  const row = page.locator('.adm-list-item', { hasText: '统一身份认证' });
  await expect(row).toContainText(cas.url);
  await shot(page, 'sso-admin', 'zh-CN');

  // The settings sheet shows the server, never a secret.
  await row.locator('.adm-list-item-content-main').click();
  await expect(page.getByLabel('CAS 服务器地址')).toHaveValue(cas.url);
  await shot(page, 'sso-admin-editor', 'zh-CN');
  await page.locator('.adm-mask').click({ position: { x: 10, y: 10 } });
  await expect(page.getByLabel('CAS 服务器地址')).toHaveCount(0);

  const toggle = row.getByRole('switch');
  await toggle.click();
  await expect.poll(async () => (await providers()).some((item) => item.id === provider.id)).toBe(false);
  // The screen shows the stored state before the next tap (the switch takes no tap while saving).
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect.poll(async () => (await providers()).some((item) => item.id === provider.id)).toBe(true);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await useLanguage(page, 'en-US');
  await page.reload();
  await expect(page.getByText('Ways of signing in').first()).toBeVisible();
  await shot(page, 'sso-admin', 'en-US');
});
