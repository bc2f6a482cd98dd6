import { expect, type Locator, type Page } from '@playwright/test';

/** The app's toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.adm-toast-main', { hasText: text });

/** Where a reviewer finds a request: the list at `list` (an app address), the first row naming `student`, its detail screen at `detail`. */
export interface ReviewListRow {
  list: string;
  student: string;
  detail: RegExp;
}

/** Opens a student's request from a review list, as a reviewer does: the row, then its detail screen. */
export async function openFromReviewList(page: Page, row: ReviewListRow): Promise<void> {
  await page.goto(row.list);
  await page.locator('[role="button"]', { hasText: row.student }).first().click();
  await expect(page).toHaveURL(row.detail);
}

/**
 * Opens a student's request from a review list and agrees to it, as a reviewer does; on the detail
 * screen `onDetail` checks or fills what the step asks first; the app confirms with 操作成功.
 */
export async function agreeFromReviewList(
  page: Page,
  step: ReviewListRow & { onDetail?: (page: Page) => Promise<void> },
): Promise<void> {
  await openFromReviewList(page, step);
  await step.onDetail?.(page);
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
}

/**
 * Submits the application form on screen; the result page says 提交成功. `timeout`: for a journey
 * that gives each screen longer than the default.
 */
export async function submitApplication(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.locator('.adm-result-title', { hasText: '提交成功' })).toBeVisible(options);
}

/** Objects to a row of a publicity list with a reason (at least ten characters); the app says 异议已提交. */
export async function objectTo(page: Page, row: Locator, reason: string): Promise<void> {
  await row.getByRole('button', { name: '提出异议' }).click();
  await page.getByRole('textbox', { name: '异议理由（至少10个字）' }).fill(reason);
  await page.getByRole('button', { name: '提交异议' }).click();
  await expect(toast(page, '异议已提交')).toBeVisible();
}
