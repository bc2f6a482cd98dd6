import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { phoneIn } from '../support/phone';
import { phoneOf, pickDateRange, pickOption } from '../support/workflow';
import { agreeFromReviewList, submitApplication, toast } from '../support/review-list';

/**
 * Issue 11: work-study from the phone, end to end. The aid centre publishes a post in a college
 * with its supervisor; a student finds it among the posts taking students and applies from it;
 * the supervisor accepts and the centre confirms, which places the student; the centre logs the
 * student's hours of this week and confirms them; the student sees the post, the hours and the
 * pay. Screens at 375 px (the config's viewport) are kept in .artifacts for looking at.
 */
// Three people on three phones, each signing in: longer than one person's journey.
test.describe.configure({ timeout: 360_000 });

async function shot(page: Page, name: string) {
  const path = fileURLToPath(new URL(`../.artifacts/screens/${name}.png`, import.meta.url));
  await page.screenshot({ path, fullPage: true });
}

/** Opens the request of this student from the group's review list and agrees to it. */
async function review(page: Page, student: string) {
  await agreeFromReviewList(page, {
    list: '/app/xgxt/zzgl/review',
    student,
    detail: /\/xgxt\/zzgl\/detail\?/,
  });
  // The detail goes back to the list by itself; a navigation meanwhile would be cut short.
  await expect(page).toHaveURL(/\/xgxt\/zzgl\/review/);
}

test('work-study: a post published, applied for, two approvals, the student placed, hours logged and seen', async ({
  browser,
}) => {
  const title = `数据中心值班助理${Date.now().toString(36).slice(-4)}`;
  const office = await phoneOf(browser, 'office');
  await office.goto('/app/xgxt/zzgl/workStudyPosts');
  await office.getByRole('button', { name: '发布岗位' }).click();
  await pickOption(office, 'departmentId', '计算机与信息工程学院');
  await office.locator('#title').fill(title);
  await office.locator('#duties').fill('负责数据中心夜间值班巡检，记录设备运行情况。');
  await office.locator('#places').fill('2');
  await office.locator('#hourlyRate').fill('16');
  await office.locator('#hoursPerMonth').fill('30');
  await pickDateRange(office, 'period', 0, 20);
  // The supervisors offered are the college's staff.
  await pickOption(office, 'supervisorId', '陈志强');
  await shot(office, 'ws-post-editor-zh');
  await office.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(office, '岗位已保存')).toBeVisible();

  // The student finds the post with its free places and pay, and applies from it.
  // A student no other journey applies as (workbench.spec.ts counts 202411106's requests).
  const student = await phoneOf(browser, '202411104');
  await student.goto('/app/xgxt/zzgl/workStudy');
  await expect(student.getByText('每周最多8小时 · 每月最多40小时 · 时薪不低于12元')).toBeVisible();
  const card = student
    .locator('div')
    .filter({ hasText: title })
    .filter({ has: student.getByRole('button', { name: '申请', exact: true }) })
    .last();
  await expect(card).toContainText('剩余2个名额');
  await expect(card).toContainText('16元/小时');
  await shot(student, 'ws-index-zh');
  await card.getByRole('button', { name: '申请', exact: true }).click();
  await expect(student).toHaveURL(/\/xgxt\/zzgl\/workStudyApply\?postId=/);
  await expect(student.getByText(`${title}（计算机与信息工程学院）`)).toBeVisible();
  await student.locator('#reason').fill('熟悉计算机设备，课余时间充足，希望通过勤工助学减轻家庭负担。');
  await student.locator('.adm-selector-item', { hasText: '工作日晚上' }).click();
  await shot(student, 'ws-apply-zh');
  await submitApplication(student);
  await student.goto('/app/xgxt/zzgl/workStudy');
  await expect(
    student.locator('div').filter({ hasText: title }).filter({ hasText: '审核中' }).first(),
  ).toBeVisible();

  // The post's supervisor accepts; the aid centre confirms.
  const college = await phoneOf(browser, 'college');
  await review(college, '董杰志');
  await review(office, '董杰志');

  await student.goto('/app/xgxt/zzgl/workStudyRecords');
  const placement = student.locator('article', { hasText: title });
  await expect(placement).toContainText('在岗');
  await expect(placement).toContainText('还没有登记工时');

  // The centre logs this week's hours (the only week the student has been on the post) and confirms.
  await office.goto('/app/xgxt/zzgl/workStudyPosts');
  await office.getByRole('tab', { name: '工时' }).click();
  const sheet = office.locator('article[aria-label="董杰志"]', { hasText: title });
  await expect(sheet).toContainText('未登记');
  const plus = sheet.locator('.adm-stepper-plus:not([disabled])');
  await expect(plus).toHaveCount(1);
  for (let i = 0; i < 5; i++) await plus.click();
  await expect(sheet).toContainText('2.5小时 × 16元 = 40元');
  await sheet.getByRole('button', { name: '保存工时' }).click();
  await expect(toast(office, '工时已保存')).toBeVisible();
  await expect(sheet).toContainText('待确认');
  await sheet.getByRole('button', { name: '确认', exact: true }).click();
  await expect(toast(office, '工时已确认')).toBeVisible();
  await expect(sheet).toContainText('已确认');
  await office.screenshot({
    path: fileURLToPath(new URL('../.artifacts/screens/ws-hours-zh.png', import.meta.url)),
  });

  // The student sees the month's hours and pay.
  await student.goto('/app/xgxt/zzgl/workStudyRecords');
  await expect(placement).toContainText('2.5小时 × 16元 = 40元');
  await expect(placement).toContainText('已确认');
  await expect(placement).toContainText('40元');
  await shot(student, 'ws-records-zh');
});

test('the work-study screens in English', async ({ browser }) => {
  const page = await phoneIn(browser, 'student', 'en-US');
  await page.goto('/app/xgxt/zzgl/workStudy');
  await expect(page.getByText('At most 8 h a week · 40 h a month · at least 12 yuan an hour')).toBeVisible();
  await expect(page.getByText('Taking students')).toBeVisible();
  await shot(page, 'ws-index-en');
  await page.goto('/app/xgxt/zzgl/workStudyRecords');
  await expect(page.getByRole('heading', { name: 'My posts and hours' })).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
  await shot(page, 'ws-records-en');

  const centre = await phoneIn(browser, 'office', 'en-US');
  await centre.goto('/app/xgxt/zzgl/workStudyPosts');
  await expect(centre.getByRole('button', { name: 'Publish a post' })).toBeVisible();
  await shot(centre, 'ws-posts-en');
  await centre.getByRole('tab', { name: 'Hours' }).click();
  await expect(centre.getByRole('button', { name: /Confirm all/ })).toBeVisible();
  await centre.screenshot({
    path: fileURLToPath(new URL('../.artifacts/screens/ws-hours-en.png', import.meta.url)),
  });
});
