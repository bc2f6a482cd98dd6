import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { writeQrVideo } from './fake-camera';
import { signIn } from './session';

/**
 * Scanning a rotating QR code with a phone's camera in Chromium: a browser whose fake camera plays
 * a video of the code another page shows (the mechanism's check-in: onboarding, activities).
 */
/** A browser whose camera shows the video file at `video` (written before the camera opens). */
export async function browserWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

export async function phoneWithCamera(browser: Browser, account: string, language = 'zh-CN') {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: language,
    timezoneId: 'Asia/Shanghai',
    baseURL: test.info().project.use.baseURL,
    permissions: ['camera'],
  });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** The code a page's QR image shows now. */
export const shownCode = async (page: Page) => {
  const image = page.locator('img[data-code]');
  await expect(image).toBeVisible();
  return (await image.getAttribute('data-code'))!;
};

/**
 * Points the camera of `scanner` at the code `shower` shows now and opens it, until `done` shows;
 * a slow decode on a busy machine closes the camera and tries again with the code of then.
 */
export async function scanUntil(
  scanner: Page,
  shower: Page,
  video: string,
  open: RegExp,
  close: string,
  done: ReturnType<Page['locator']>,
) {
  for (let attempt = 1; ; attempt++) {
    writeQrVideo(video, await shownCode(shower));
    await scanner.getByRole('button', { name: open }).click();
    try {
      await expect(done).toBeVisible({ timeout: 20_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      const closing = scanner.getByRole('button', { name: close });
      if (await closing.isVisible()) await closing.click();
    }
  }
}

/**
 * A student's scan screen (its button opens the camera, then offers to scan again) reading the code
 * `shower` shows, until the screen's result says `result`.
 */
export const scanToResult = (scanner: Page, shower: Page, video: string, result: string) =>
  scanUntil(
    scanner,
    shower,
    video,
    /打开摄像头扫码|再扫一次/,
    '关闭摄像头',
    scanner.locator('.adm-result-title', { hasText: result }),
  );
