import { expect, type Page } from '@playwright/test';

/** The password of every demo account (packages/server/src/db/seed/world.ts). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The login screen's fields, by their labels (the same in every language's layout). */
export function loginForm(page: Page) {
  return {
    username: page.locator('#login-username'),
    password: page.locator('#login-password'),
    captcha: page.locator('#login-captcha'),
    submit: page.locator('form button[type="submit"]'),
  };
}

/** Signs in through the login screen; lands wherever the redirect query says (the dashboard by default). */
export async function signIn(page: Page, account: string, options: { from?: string } = {}): Promise<void> {
  if (options.from !== undefined) await page.goto(options.from);
  else await page.goto('/app/login');
  const form = loginForm(page);
  await form.username.fill(account);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
  await expect(page).not.toHaveURL(/\/app\/login/);
}

/** The access token the app keeps for this tab (session storage without "remember me"). */
export async function storedAccessToken(page: Page): Promise<string> {
  const raw = await page.evaluate(
    () => sessionStorage.getItem('campus-token') ?? localStorage.getItem('campus-token'),
  );
  const token = (JSON.parse(raw ?? 'null') as { value?: { access_token?: string } } | null)?.value
    ?.access_token;
  if (!token) throw new Error('no token stored');
  return token;
}

/** Signs this tab's session out at the server behind the app's back: its next request gets 6020201. */
export async function revokeSession(page: Page): Promise<void> {
  const token = await storedAccessToken(page);
  const response = await page.request.post(
    `/api/oauth2/v3/user/logout?access_token=${encodeURIComponent(token)}`,
  );
  expect(response.ok()).toBe(true);
}
