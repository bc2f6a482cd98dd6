import { expect, test } from '@playwright/test';
import { signIn } from '../support/session';
import { enterSignedIn } from '../support/api-sign-in';

/** Issue 2 smoke: the real server serves the app shell, deep links and the 404 page at phone size. */
test.describe('app shell', () => {
  test('/app/ renders the shell with the bottom tab bar', async ({ page }) => {
    await page.goto('/app/');
    // Signed out, the navigation guard sends the user to sign in first (SPEC §2.4a).
    await expect(page).toHaveURL(/\/app\/login\?redirect=%2Fdashboard$/);
    await signIn(page, 'student', { from: page.url() });
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const tabBar = page.getByRole('tablist').or(page.locator('.adm-tab-bar'));
    await expect(tabBar.first()).toBeVisible();
    await expect(page.getByText('首页', { exact: true })).toBeVisible();
    await expect(page.getByText('我的', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/工作台/);
  });

  test('a deep link renders its page with the back bar and no tab bar', async ({ page }) => {
    await enterSignedIn(page, 'student');
    await page.goto('/app/my/aboutUs');
    await expect(page.getByText('3.3.9-release')).toBeVisible();
    await expect(page).toHaveTitle(/关于我们/);
    await expect(page.locator('.adm-tab-bar')).toHaveCount(0);
    await page.screenshot({ path: 'e2e/.artifacts/shots/about-zh-CN.png' }).catch(() => undefined);
  });

  test('the login paints its band and logo before its code arrives, then the styled app replaces them', async ({
    page,
  }) => {
    // No script at all: what the HTML alone paints (index.html's boot picture, issue 16).
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/app/login');
    const boot = page.locator('#boot');
    await expect(boot).toBeVisible();
    expect((await boot.boundingBox())?.height).toBeGreaterThan(200);
    await page.screenshot({ path: 'e2e/.artifacts/shots/login-boot.png' });
    // With its code: the real login, with the entry's stylesheets applied (the primary button's
    // blue comes from them), and the boot picture gone.
    await page.unrouteAll();
    await page.goto('/app/login');
    await expect(page.locator('#login-username')).toBeVisible();
    await expect(boot).toHaveCount(0);
    await expect(page.locator('form button[type="submit"]')).toHaveCSS(
      'background-color',
      'rgb(43, 108, 212)',
    );
    // Another screen never shows it.
    await page.goto('/app/register');
    await expect(page.locator('#boot')).toHaveCount(0);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await enterSignedIn(page, 'student');
    await page.goto('/app/no/such/page');
    await expect(page).toHaveURL(/\/app\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page.locator('.adm-tab-bar')).toHaveCount(0);
  });

  test('index.html is not cached and hashed assets are immutable', async ({ request }) => {
    const html = await request.get('/app/notice/index');
    expect(html.status()).toBe(200);
    expect(html.headers()['cache-control']).toBe('no-cache');
    const asset = /\/app\/assets\/[^"]+\.js/.exec(await html.text())?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
