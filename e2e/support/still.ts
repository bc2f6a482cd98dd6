import type { Page } from '@playwright/test';

/** What the app shows while it loads: a busy region, a skeleton, loading dots. */
const LOADING = '[aria-busy="true"], .adm-skeleton, .adm-dot-loading';

/**
 * Waits until the screen is still enough for a picture people look at: nothing loading on it, and
 * two frames painted since. The journeys' phones are set to reduce motion (playwright.config.ts),
 * so no view fades and no sheet slides; with E2E_MOTION=full they do, and a fixed pause lets them
 * end. Screenshots assert nothing: a screen that never stops loading is pictured as it is.
 */
export async function stillForPicture(page: Page): Promise<void> {
  if (process.env.E2E_MOTION === 'full') return page.waitForTimeout(400);
  await page
    .waitForFunction((selector) => document.querySelector(selector) === null, LOADING, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
