import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { signIn } from './session';

/** A full-page screenshot under e2e/.artifacts/screens/<name>.png, to be looked at. */
export async function shot(page: Page, name: string) {
  const path = fileURLToPath(new URL(`../.artifacts/screens/${name}.png`, import.meta.url));
  await page.screenshot({ path, fullPage: true });
}

/** A phone of its own signed in as the account, the app set to the language first. */
export async function phoneIn(browser: Browser, language: string, account: string) {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  await page.goto('/app/login');
  await page.evaluate(
    (value) =>
      localStorage.setItem(
        'campus-language',
        JSON.stringify({ type: 'string', value, timestamp: Date.now() }),
      ),
    language,
  );
  await signIn(page, account);
  return page;
}
