import { expect, test, type Page } from '@playwright/test';
import { phoneIn, screen } from '../support/phone';
import { toast } from '../support/review-list';

/**
 * Issue 14: counselling from the phone. The student books a counsellor's open slot (topic, what
 * about, phone), sees it under their bookings, cancels it and books again, anonymously (issue 25
 * §14): the slot's counsellor sees the booking in their schedule without the student's name or
 * phone until the student reveals them on their booking; the centre's 林静 reads a past session's
 * confidential record; the office reads the counts by counsellor, topic and college; everyone
 * reads the course list. In zh-CN, then the main screens in en-US.
 */
test.describe.configure({ timeout: 360_000 });

const PHONE = '13812345678';
const ABOUT = '最近考试压力大，晚上睡不好，想找老师聊聊';
/** The centre's accounts by the name a slot shows. */
const CENTRE = { 林静: 'zxgl_lin', 陈思远: 'zxgl_chen' } as Record<string, string>;

/** Opens the booking form of the last open slot and fills it in; gives the form and the slot's counsellor. */
async function bookLast(page: Page, topic: string) {
  await page.goto('/app/xgxt/counselling/counselling');
  const open = page.locator('button:not([disabled])', { hasText: '可预约' });
  await expect(open.first()).toBeVisible({ timeout: 30_000 });
  const counsellor = (await open.last().locator('span').first().innerText()).split(' · ')[0]!;
  await open.last().click();
  const form = page.locator('.adm-popup-body').last();
  await form.locator('.adm-selector-item', { hasText: topic }).click();
  await form.locator('textarea').fill(ABOUT);
  await form.locator('input[type="tel"]').fill(PHONE);
  return { form, counsellor };
}

test('counselling: the student books and cancels, the counsellor keeps the record, the office counts', async ({
  browser,
}) => {
  const student = await phoneIn(browser, 'student');
  const { form } = await bookLast(student, '情绪');
  await screen(student, 'zxgl-book-form-zh');
  await form.getByRole('button', { name: '确认预约' }).click();
  await expect(toast(student, '已预约')).toBeVisible();
  const mine = student.locator('section', { hasText: '情绪' }).first();
  await expect(mine.getByText('已预约')).toBeVisible();
  await screen(student, 'zxgl-mine-zh');
  await mine.getByRole('button', { name: '取消预约' }).click();
  await student.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(student, '已取消')).toBeVisible();
  await expect(student.locator('section', { hasText: '情绪' }).first().getByText('已取消')).toBeVisible();
  // Booking again after cancelling, anonymously: the switch says what that means.
  const again = await bookLast(student, '学业');
  await again.form.getByRole('switch', { name: '匿名预约' }).click();
  await expect(again.form.getByText('咨询师看不到你的姓名、学号、班级、学院和电话')).toBeVisible();
  await screen(student, 'zxgl-book-anonymous-zh', { fullPage: false });
  await again.form.getByRole('button', { name: '确认预约' }).click();
  await expect(toast(student, '已预约')).toBeVisible();
  const anonymous = student.locator('section', { hasText: '学业' }).first();
  await expect(anonymous.getByText('匿名预约：咨询师看不到你的身份')).toBeVisible();
  await expect(toast(student, '已预约')).toBeHidden();
  await screen(student, 'zxgl-mine-anonymous-zh');
  const english = await phoneIn(browser, 'student', 'en-US');
  await english.goto('/app/xgxt/counselling/counselling');
  await english.getByRole('tab', { name: 'My bookings' }).click();
  await expect(english.getByRole('button', { name: 'Show the counsellor who I am' })).toBeVisible();
  await screen(english, 'zxgl-mine-anonymous-en-US');
  await english.context().close();

  // The slot's counsellor sees the topic and what was written, not who: no name, no phone.
  const counsellor = await phoneIn(browser, CENTRE[again.counsellor]!);
  await counsellor.goto('/app/xgxt/counselling/counsellingSchedule');
  const card = counsellor.locator('div', { has: counsellor.getByText(ABOUT) }).last();
  await expect(card).toContainText('匿名来访者');
  await expect(card).toContainText('学业');
  await expect(card).not.toContainText(PHONE);
  await expect(card).not.toContainText('李明轩');
  await card.scrollIntoViewIfNeeded();
  await screen(counsellor, 'zxgl-schedule-anonymous-zh', { fullPage: false });
  // Until the student chooses to show who they are.
  await anonymous.getByRole('button', { name: '向咨询师公开身份' }).click();
  await student.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(toast(student, '已向咨询师公开身份')).toBeVisible();
  await expect(anonymous.getByText('已向咨询师公开身份')).toBeVisible();
  await counsellor.reload();
  await expect(card).toContainText(`李明轩 · ${PHONE} · 学业`);
  await expect(card).toContainText('匿名预约，已公开身份');
  await counsellor.context().close();

  await student.goto('/app/xgxt/counselling/counselling');
  await screen(student, 'zxgl-slots-zh', { fullPage: false });
  await student.goto('/app/xgxt/counselling/courseList');
  await expect(student.getByText('正念减压团体辅导（8 次）')).toBeVisible();
  await screen(student, 'zxgl-courses-zh', { fullPage: false });

  const centre = await phoneIn(browser, 'zxgl_lin');
  await centre.goto('/app/xgxt/counselling/counsellingSchedule');
  await expect(centre.getByText('我的排班').first()).toBeVisible({ timeout: 30_000 });
  const read = centre.getByRole('button', { name: '查看记录' }).first();
  await expect(read).toBeVisible();
  await screen(centre, 'zxgl-schedule-zh', { fullPage: false });
  await read.click();
  const record = centre.locator('.adm-popup-body').last();
  await expect(record.getByText('咨询记录（保密）')).toBeVisible();
  await expect(record.locator('textarea').first()).not.toHaveValue('');
  await screen(centre, 'zxgl-record-zh', { fullPage: false });

  const office = await phoneIn(browser, 'office');
  for (const [route, name] of [
    ['statCounsellor', '林静'],
    ['statType', '学业'],
    ['statCollege', '计算机与信息工程学院'],
  ] as const) {
    await office.goto(`/app/xgxt/counselling/${route}`);
    await expect(office.locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(office.locator('.adm-list-item', { hasText: name }).first()).toBeVisible();
    await screen(office, `zxgl-${route}-zh`);
  }
  // The office counts but keeps no schedule and reads no record.
  await office.goto('/app/xgxt/counselling');
  await expect(office.getByText('我的排班')).toHaveCount(0);
});

test('the counselling screens in en-US', async ({ browser }) => {
  const student = await phoneIn(browser, '202511116', 'en-US');
  await student.goto('/app/xgxt/counselling/counselling');
  await expect(student.getByText('Open slots')).toBeVisible();
  await expect(student.locator('button', { hasText: 'Open' }).first()).toBeVisible();
  await screen(student, 'zxgl-slots-en-US', { fullPage: false });
  // The booking form says what anonymous means (nothing is booked here).
  await student.locator('button:not([disabled])', { hasText: 'Open' }).last().click();
  const form = student.locator('.adm-popup-body').last();
  await expect(form.getByText('The counsellor sees neither your name')).toBeVisible();
  await screen(student, 'zxgl-book-form-en-US', { fullPage: false });
  const centre = await phoneIn(browser, 'zxgl_chen', 'en-US');
  await centre.goto('/app/xgxt/counselling/counsellingSchedule');
  await expect(centre.getByRole('button', { name: 'Read the record' }).first()).toBeVisible();
  await screen(centre, 'zxgl-schedule-en-US', { fullPage: false });
  await centre.goto('/app/xgxt/counselling/statType');
  await expect(centre.locator('canvas').first()).toBeVisible();
  await expect(centre.getByText('Counts only: no names, nothing that was said')).toBeVisible();
  await screen(centre, 'zxgl-statType-en-US');
});
