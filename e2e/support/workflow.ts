import { expect, type Browser, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { enterSignedIn } from './api-sign-in';

/** A small PNG to attach as proof. */
export const PROOF_IMAGE = fileURLToPath(new URL('../fixtures/proof.png', import.meta.url));

/**
 * A signed-in page of its own (a browser context per person, as on separate phones); the app opens
 * at the journey's first goto (support/api-sign-in.ts).
 */
export async function phoneOf(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await enterSignedIn(page, account);
  return page;
}

/** Picks a range on the calendar of a date-range field: days counted from today, in the app's time zone. */
export async function pickDateRange(
  page: Page,
  fieldId: string,
  fromDay: number,
  toDay: number,
): Promise<void> {
  await page.locator(`#${fieldId}`).click();
  // One calendar per form field; the one just opened is in the popup on top.
  const calendar = page
    .locator('.adm-popup-body')
    .filter({ has: page.locator('.adm-calendar-picker-view') })
    .last();
  // Tapping the same day twice would clear it: a one-day range is one tap.
  for (const offset of fromDay === toDay ? [fromDay] : [fromDay, toDay]) {
    const { yearMonth, day } = await page.evaluate((add) => {
      const date = new Date();
      date.setDate(date.getDate() + add);
      return { yearMonth: `${date.getFullYear()}-${date.getMonth() + 1}`, day: String(date.getDate()) };
    }, offset);
    await calendar
      .locator(`[data-year-month="${yearMonth}"] .adm-calendar-picker-view-cell`)
      .filter({
        has: page.locator('.adm-calendar-picker-view-cell-date', { hasText: new RegExp(`^${day}$`) }),
      })
      .click();
  }
  await calendar.locator('.adm-calendar-picker-footer .adm-button').click();
}

/**
 * Fills in and submits the leave application as the signed-in student: a personal leave of the
 * given days starting today, with or without a proof image. Returns the new request's id.
 */
export async function applyForLeave(
  page: Page,
  days: number,
  options: { proof?: boolean } = {},
): Promise<string> {
  await page.goto('/app/xgxt/leave/apply');
  await page.locator('.adm-selector-item', { hasText: '事假' }).click();
  await pickDateRange(page, 'period', 0, days - 1);
  await expect(page.getByText(`${days}天`, { exact: true })).toBeVisible();
  await page.locator('#reason').fill('家中有事，需要回家处理');
  await page.locator('#contactPhone').fill('13800001234');
  if (options.proof) {
    await page.locator('input[type="file"]').setInputFiles(PROOF_IMAGE);
    await expect(page.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  }
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/\/xgxt\/leave\/success\?(.*&)?id=/);
  await expect(page.locator('.adm-result-title')).toHaveText('提交成功');
  return new URL(page.url()).searchParams.get('id') ?? '';
}

/** Opens a leave request from the reviewer's inbox by the student's name. */
export async function openReview(page: Page, studentName: string): Promise<void> {
  await page.goto('/app/xgxt/leave/review');
  await page.locator('[role="button"]', { hasText: studentName }).first().click();
  await expect(page).toHaveURL(/\/xgxt\/leave\/detail\?(.*&)?id=/);
}

/** The promise's value, or a failure naming `what` after `ms`. */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} got no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Picks an option of a select field: on phones a picker wheel, turned by dragging it up the
 * option's distance (as a thumb does), then confirmed.
 */
export async function pickOption(page: Page, fieldId: string, label: string) {
  await page.locator(`#${fieldId}`).click();
  const picker = page
    .locator('.adm-popup-body')
    .filter({ has: page.locator('.adm-picker') })
    .last();
  // The sheet slides up first; a drag during the slide turns nothing.
  await expect(picker).toBeVisible();
  await page.waitForTimeout(400);
  const items = picker.locator('.adm-picker-view-column-item');
  const labels = await items.allTextContents();
  const target = labels.findIndex((text) => text.trim() === label);
  expect(target, `${label} is an option of ${fieldId}`).toBeGreaterThanOrEqual(0);
  const selected = () =>
    items.evaluateAll((nodes) =>
      Math.max(
        0,
        nodes.findIndex((n) => n.getAttribute('data-selected') === 'true'),
      ),
    );
  const box = (await items.first().boundingBox())!;
  const column = (await picker.locator('.adm-picker-view-column').first().boundingBox())!;
  const x = column.x + column.width / 2;
  const y = column.y + column.height / 2;
  // The wheel listens to touches (a phone's), so the drag is one: down, twelve moves, up. On a
  // loaded machine a drag may land short (the wheel still settling from the slide): then again,
  // from where it stopped, a few times at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await selected();
    if (current === target) break;
    const session = await page.context().newCDPSession(page);
    // A CDP call has no timeout of its own: one the renderer never answers fails here, by name.
    const touch = (params: {
      type: 'touchStart' | 'touchMove' | 'touchEnd';
      touchPoints: { x: number; y: number }[];
    }) =>
      within(
        10_000,
        `the touch ${params.type} on ${fieldId}`,
        session.send('Input.dispatchTouchEvent', params),
      );
    const at = (dy: number) => [{ x, y: y + dy }];
    await touch({ type: 'touchStart', touchPoints: at(0) });
    const distance = (target - current) * box.height;
    for (let step = 1; step <= 12; step++)
      await touch({ type: 'touchMove', touchPoints: at((-distance * step) / 12) });
    await touch({ type: 'touchEnd', touchPoints: [] });
    await session.detach();
    // Settled on the target, or give the next attempt its turn after 3 s.
    for (let waited = 0; waited < 3000 && (await selected()) !== target; waited += 200)
      await page.waitForTimeout(200);
  }
  await expect(items.nth(target)).toHaveAttribute('data-selected', 'true');
  await picker.locator('.adm-picker-header-button', { hasText: '确定' }).click();
  await expect(picker).toBeHidden();
  await expect(page.locator(`#${fieldId}`)).toContainText(label);
}
