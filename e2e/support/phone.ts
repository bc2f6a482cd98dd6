import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { enterSignedIn } from './api-sign-in';
import { stillForPicture } from './still';

/** The app's four languages. */
export const ALL_LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ja-JP'] as const;
export type AppLanguage = (typeof ALL_LANGUAGES)[number];

/**
 * The languages a group's "screens in <language>" journeys show its screens in: Chinese and
 * English, the two every screen is looked at in. Every text exists in all four by construction (a
 * group's texts are `T(zh-CN, zh-TW, en-US, ja-JP)`, checked by the types), and that the app renders
 * a group's screens in zh-TW and ja-JP is shown once for the mechanism they share, by
 * insurance.spec.ts. Each of those journeys cost about 16 s of a worker's time on CI.
 * E2E_LANGUAGES=all shows every group's screens in all four.
 */
export const SCREEN_LANGUAGES: readonly AppLanguage[] =
  process.env.E2E_LANGUAGES === 'all' ? ALL_LANGUAGES : ['zh-CN', 'en-US'];

/** Whether a group's screens are shown in this language in this run (SCREEN_LANGUAGES). */
export const shownIn = (language: { code: string } | string): boolean =>
  (SCREEN_LANGUAGES as readonly string[]).includes(typeof language === 'string' ? language : language.code);

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
