import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { enterSignedIn } from './api-sign-in';
import { stillForPicture } from './still';

/** The app's four languages. */
export const ALL_LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'] as const;
export type AppLanguage = (typeof ALL_LANGUAGES)[number];

/**
 * A fresh phone signed in as the account (support/api-sign-in.ts), the app in the language from the
 * first screen on; the app opens at the journey's first goto.
 */
export async function phoneIn(
  browser: Browser,
  account: string,
  language: AppLanguage = 'zh-CN',
): Promise<Page> {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  await page.addInitScript((value) => {
    localStorage.setItem('campus-language', JSON.stringify({ type: 'string', value, timestamp: Date.now() }));
  }, language);
  await enterSignedIn(page, account);
  return page;
}

/**
 * A 375 px screenshot for people to look at (e2e/.artifacts/screens/<name>.png): the whole page,
 * or only the first screenful of a long list.
 */
export async function screen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  await stillForPicture(page);
  const path = fileURLToPath(new URL(`../.artifacts/screens/${name}.png`, import.meta.url));
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
}
