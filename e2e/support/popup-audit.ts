import { expect, type Page } from '@playwright/test';
import type { SweepAuditor } from './sweep-audit';
import type { Watch } from './sweep';

/** antd-mobile's sheets (Popup, Picker, CalendarPicker, ActionSheet) and centred dialogs. */
export const POPUP_BODY = '.adm-popup-body, .adm-center-popup-body';

/**
 * Audits a popup while it is open (issue 35: the sheets, pickers, calendar and dialogs are screen
 * states too), restricted to the popup itself: the screen behind it was audited on its own.
 */
export async function auditOpenPopup(
  page: Page,
  watcher: Watch,
  auditor: SweepAuditor,
  language: string,
  popup: string = POPUP_BODY,
): Promise<void> {
  await expect(page.locator(popup).last()).toBeVisible();
  await watcher.settle();
  await auditor.check(page, watcher, `${await page.evaluate(() => location.pathname)} (${popup})`, language, {
    within: popup,
    force: true,
  });
}

/** Closes the sheet on top by tapping the dimmed screen above it, as a thumb does. */
export async function closeSheet(page: Page): Promise<void> {
  await page
    .locator('.adm-mask:visible')
    .last()
    .click({ position: { x: 20, y: 20 } });
  await expect(page.locator('.adm-popup-body:visible')).toHaveCount(0);
}
