import { expect, test, type Locator, type Page } from '@playwright/test';
import { audit, BLOCKING, describeViolations } from '../support/axe';
import { apiAs } from '../support/portal';
import { toast } from '../support/review-list';
import { phoneIn, screen } from '../support/phone';
import { DEMO_PASSWORD } from '../support/session';

/**
 * Issue 35: the leave journey with the keyboard alone, at 375 px: the student signs in on the login
 * screen and applies for a day's leave on the leave group's form, the counsellor signs in and
 * approves it from the to-do list. Every stop is reached with Tab (a bounded number of presses,
 * the focus moving on each: no trap) and acted on with typing, Enter, Space or the arrow keys;
 * each focused control shows a ring that it does not show unfocused, at 3:1 against the page; and
 * each screen on the way has no serious or critical axe violation.
 *
 * 202411114 applies for no leave in any other journey (bpm.spec.ts uses it for a general
 * request), so the counsellor's to-do list holds one such card of theirs.
 */
const STUDENT = '202411114';

/** Tab presses allowed to reach a control: a screen's controls, with room; more means lost focus. */
const MAX_TABS = 60;

interface RingStyle {
  outline: string;
  outlineWidth: number;
  boxShadow: string;
  /** The contrast of the ring's colour with the page behind the control (1 when there is no ring). */
  contrast: number;
}

/** How the focused element is drawn now, and (blurred for a moment) how it is drawn unfocused. */
async function ringOfFocused(page: Page): Promise<{ focused: RingStyle; unfocused: RingStyle }> {
  return page.evaluate(() => {
    const luminance = (colour: string) => {
      const [r, g, b] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const backdrop = (element: Element) => {
      // The first ancestor with a background of its own: what the ring is drawn against.
      for (let node = element.parentElement; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (colour && !/rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    };
    const style = (element: Element): RingStyle => {
      const css = getComputedStyle(element);
      const width = css.outlineStyle === 'none' ? 0 : parseFloat(css.outlineWidth);
      const [high, low] = [luminance(css.outlineColor), luminance(backdrop(element))].sort((a, b) => b - a);
      return {
        outline: `${css.outlineStyle} ${css.outlineWidth} ${css.outlineColor}`,
        outlineWidth: width,
        boxShadow: css.boxShadow,
        contrast: width > 0 ? (high! + 0.05) / (low! + 0.05) : 1,
      };
    };
    const element = document.activeElement as HTMLElement;
    const focused = style(element);
    element.blur();
    const unfocused = style(element);
    element.focus();
    return { focused, unfocused };
  });
}

/** The focused control shows a visible ring (WCAG 2.4.7, 1.4.11) that it does not show unfocused. */
async function expectFocusRing(page: Page, what: string): Promise<void> {
  const { focused, unfocused } = await ringOfFocused(page);
  expect(focused.outlineWidth, `${what}: a focus outline (${focused.outline})`).toBeGreaterThanOrEqual(2);
  expect(focused.contrast, `${what}: the ring at 3:1 against the page`).toBeGreaterThanOrEqual(3);
  expect(focused.outline, `${what}: the ring is not there unfocused`).not.toBe(unfocused.outline);
}

/**
 * Presses Tab until `target` has the focus: each press moves the focus (no trap), and `target` is
 * reached within MAX_TABS presses. Then checks its focus ring.
 */
async function tabTo(page: Page, target: Locator, what: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target, `${what} is on screen`).toBeVisible();
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusRing(page, what);
      return;
    }
    const before = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    await page.keyboard.press(key);
    const after = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
    expect(after, `${what}: Tab moved the focus on (no trap)`).not.toBe(before);
  }
  throw new Error(`${what} not reached with ${MAX_TABS} presses of ${key}`);
}

/** No serious or critical axe violation on the screen as it is. */
async function expectAccessible(page: Page, screen: string): Promise<void> {
  const blocking = (await audit(page)).filter((v) => BLOCKING.has(v.impact));
  expect(describeViolations(blocking), `${screen}: serious or critical axe violations`).toEqual([]);
}

/** Signs in on the login screen with the keyboard: Tab to each field, type, Enter. */
async function signInByKeyboard(page: Page, account: string): Promise<void> {
  await page.goto('/app/login');
  await expect(page.locator('#login-username')).toBeVisible();
  await expectAccessible(page, 'login');
  await tabTo(page, page.locator('#login-username'), 'account field');
  await page.keyboard.type(account);
  await tabTo(page, page.locator('#login-password'), 'password field');
  await page.keyboard.type(DEMO_PASSWORD);
  await tabTo(page, page.locator('form button[type="submit"]'), 'sign-in button');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/dashboard/);
}

test.describe('keyboard only', () => {
  test('the student signs in and applies for leave, the counsellor approves it from the to-do list', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const name = (
      await (
        await apiAs((await browser.newContext()).request, STUDENT)
      ).get<{
        user: { fullname: string };
      }>('/api/oauth2/v3/user/context')
    ).user.fullname;

    const student = await (await browser.newContext()).newPage();
    await signInByKeyboard(student, STUDENT);
    await expectAccessible(student, 'workbench');

    // The leave tile of the workbench, then the leave group's form.
    await tabTo(
      student,
      student.locator('a[href$="/xgxt/leave"], a[href*="/xgxt/leave/"]').first(),
      'leave tile',
    );
    await student.keyboard.press('Enter');
    // The group opens at "my leaves"; its header's entries lead to the form.
    await expect(student).toHaveURL(/\/xgxt\/leave\/mine/);
    await tabTo(student, student.getByRole('button', { name: '请假申请', exact: true }), 'apply entry');
    await student.keyboard.press('Enter');
    await expect(student).toHaveURL(/\/xgxt\/leave\/apply/);
    const personal = student.locator('.adm-selector-item', { hasText: '事假' });
    await expect(personal).toBeVisible();
    await expectAccessible(student, 'leave form');

    // The kind of leave: a chip, chosen with Space.
    await tabTo(student, personal, 'leave kind chip');
    await student.keyboard.press('Space');
    await expect(personal).toHaveClass(/adm-selector-item-active/);

    // The period: the calendar opens on Enter, today is its one Tab stop, Enter picks it (a
    // one-day range), and Tab goes on to the confirm button.
    await tabTo(student, student.locator('#period'), 'period field');
    await student.keyboard.press('Enter');
    const calendar = student
      .locator('.adm-popup-body')
      .filter({ has: student.locator('.adm-calendar-picker-view') });
    await expect(calendar).toBeVisible();
    const today = calendar.locator('.adm-calendar-picker-view-cell-today');
    // Opened from the keyboard, the calendar takes the focus on today (its sheet is at the page's end).
    await expect(today).toBeFocused();
    await tabTo(student, today, 'today in the calendar');
    await student.keyboard.press('Enter');
    await expect(today).toHaveClass(/selected/);
    await tabTo(student, calendar.locator('.adm-calendar-picker-footer .adm-button'), 'calendar confirm');
    await student.keyboard.press('Enter');
    await expect(calendar).toBeHidden();
    await expect(student.getByText('1天', { exact: true })).toBeVisible();

    await tabTo(student, student.locator('#reason'), 'reason field');
    await student.keyboard.type('键盘申请：家中有事');
    await tabTo(student, student.locator('#contactPhone'), 'phone field');
    await student.keyboard.type('13800001234');
    await tabTo(student, student.getByRole('button', { name: '提交', exact: true }), 'submit button');
    await student.keyboard.press('Enter');
    await expect(student).toHaveURL(/\/xgxt\/leave\/success\?(.*&)?id=/);

    // The counsellor: signs in, opens the to-do list from the workbench, the request, agrees.
    const counsellor = await (await browser.newContext()).newPage();
    await signInByKeyboard(counsellor, 'counsellor');
    await tabTo(counsellor, counsellor.locator('a[href$="/bpmn/pending/index"]').first(), 'to-do entry');
    await counsellor.keyboard.press('Enter');
    await expect(counsellor).toHaveURL(/\/bpmn\/pending\/index/);
    const card = counsellor.locator('[role="button"]', { hasText: `${name}的请假申请（1天）` });
    await expect(card).toBeVisible();
    await expectAccessible(counsellor, 'to-do list');
    await tabTo(counsellor, card, 'to-do card');
    await counsellor.keyboard.press('Enter');
    await expect(counsellor).toHaveURL(/\/bpmn\/task\?taskId=/);
    await expect(counsellor.getByText('键盘申请：家中有事')).toBeVisible();
    await expectAccessible(counsellor, 'task');
    // The other actions' sheet (components/action-sheet.tsx): it takes the focus on opening, its
    // actions are buttons, and closing it gives the focus back to "more".
    const more = counsellor.getByRole('button', { name: '更多', exact: true });
    await tabTo(counsellor, more, 'more actions');
    await counsellor.keyboard.press('Enter');
    const sheet = counsellor
      .locator('.adm-popup-body')
      .filter({ has: counsellor.getByText('取消', { exact: true }) });
    await expect(sheet.getByRole('button').first()).toBeFocused();
    await expectFocusRing(counsellor, 'first action of the sheet');
    await expectAccessible(counsellor, 'task with the sheet of more actions');
    await tabTo(counsellor, sheet.getByRole('button', { name: '取消', exact: true }), 'cancel in the sheet');
    await counsellor.keyboard.press('Enter');
    await expect(sheet).toBeHidden();
    await expect(more).toBeFocused();
    await tabTo(counsellor, counsellor.getByRole('button', { name: '同意', exact: true }), 'agree button');
    await counsellor.keyboard.press('Enter');
    await expect(toast(counsellor, '操作成功')).toBeVisible();
  });

  test('a tap or a click shows no focus ring, the keyboard does', async ({ page }) => {
    await page.goto('/app/login');
    await page.locator('#login-username').click();
    expect((await ringOfFocused(page)).focused.outlineWidth, 'no ring after a click').toBe(0);
    await tabTo(page, page.locator('#login-password'), 'password field');
  });

  for (const language of ['zh-CN', 'en-US'] as const)
    test(`the focus ring and the colours, for people to look at (${language})`, async ({ browser }) => {
      // The leave form focused by the keyboard: the ring on a field, the placeholders' grey.
      const page = await phoneIn(browser, STUDENT, language);
      await page.goto('/app/xgxt/leave/apply');
      const field = page.locator('.adm-selector-item').first();
      await expect(field).toBeVisible({ timeout: 30_000 });
      await tabTo(page, field, 'leave kind chip');
      await expectFocusRing(page, 'leave kind chip');
      await screen(page, `a11y-focus-leave-form-${language}`, { fullPage: false });
      await page.context().close();
    });
});
