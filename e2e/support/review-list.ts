import { expect, type Page } from '@playwright/test';

/** The app's toast with this text. */
export const toast = (page: Page, text: string) => page.locator('.adm-toast-main', { hasText: text });

/**
 * Opens a student's request from a review list and agrees to it, as a reviewer does: the list at
 * `list` (an app address), the student's first row, the detail screen at `detail`, where
 * `onDetail` checks or fills what the step asks first; the app confirms with 操作成功.
 */
export async function agreeFromReviewList(
  page: Page,
  step: { list: string; student: string; detail: RegExp; onDetail?: (page: Page) => Promise<void> },
): Promise<void> {
  await page.goto(step.list);
  await page.locator('[role="button"]', { hasText: step.student }).first().click();
  await expect(page).toHaveURL(step.detail);
  await step.onDetail?.(page);
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
}
