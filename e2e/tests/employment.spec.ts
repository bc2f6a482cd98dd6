import { expect, test } from '@playwright/test';
import { expectHeaderEntries, headerEntries } from '../support/group-header';
import { phoneIn, screen } from '../support/phone';
import { pickOption } from '../support/workflow';
import { openFromReviewList, submitApplication, toast } from '../support/review-list';

/**
 * Issue 14: employment from the phone. The graduate (韩书瑶 of the 2023 class, whose programme ends
 * this year) finds a posting and opens it, registers their destination (preparing for further
 * study) from the header's link, the college verifies it and the index shows it verified; the
 * employment centre reads the destination rates by college and major and the registrations. A
 * third-year student (the 2024 cohort, issue 30 item 7) is invited to register nowhere. In zh-CN,
 * then the main screens in en-US.
 */
test.describe.configure({ timeout: 360_000 });

test('employment: postings, the destination registered and verified, the rates', async ({ browser }) => {
  const student = await phoneIn(browser, 'graduate');
  await student.goto('/app/xgxt/employment/employmentIndex');
  const mine = student.locator('section', { hasText: '我的毕业去向' });
  await expect(mine.getByText('未登记')).toBeVisible();
  await expect(student.getByText('最新招聘')).toBeVisible();
  await screen(student, 'jygl-index-zh');

  await student.goto('/app/xgxt/employment/employmentList');
  await student.locator('.adm-search-bar input').fill('电力');
  await student.locator('.adm-search-bar input').press('Enter');
  await expect(student.getByRole('button', { name: /国网江苏省电力有限公司/ })).toHaveCount(1);
  await screen(student, 'jygl-list-zh', { fullPage: false });
  await student.getByRole('button', { name: /国网江苏省电力有限公司/ }).click();
  await expect(student).toHaveURL(/\/xgxt\/employment\/employmentDetail\?id=/);
  await expect(student.getByText('变电站运行维护')).toBeVisible();
  await screen(student, 'jygl-detail-zh');

  await student.goto('/app/xgxt/employment/employmentIndex');
  await expect(mine.getByRole('button', { name: '去登记' })).toBeVisible();
  await headerEntries(student, '就业服务').getByRole('button', { name: '毕业去向登记', exact: true }).click();
  await expect(student).toHaveURL(/\/xgxt\/employment\/destination/);
  await pickOption(student, 'category', '不就业拟升学');
  await student.locator('#phone').fill('13812345678');
  await student.locator('#note').fill('准备报考本校软件工程硕士研究生');
  await screen(student, 'jygl-register-zh');
  await submitApplication(student);

  const college = await phoneIn(browser, 'college');
  await openFromReviewList(college, {
    list: '/app/xgxt/employment/review',
    student: '韩书瑶',
    detail: /\/xgxt\/employment\/destinationDetail\?/,
  });
  await expect(college.getByText('准备报考本校软件工程硕士研究生')).toBeVisible();
  await screen(college, 'jygl-verify-zh');
  await college.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(college, '操作成功')).toBeVisible();

  await student.goto('/app/xgxt/employment/employmentIndex');
  await expect(mine.getByText('已审核')).toBeVisible();
  await expect(mine.getByText('不就业拟升学')).toBeVisible();

  const centre = await phoneIn(browser, 'jygl_zhou');
  await centre.goto('/app/xgxt/employment/employmentRates');
  await expect(centre.getByText('各学院落实率（%）')).toBeVisible();
  await expect(centre.locator('canvas').first()).toBeVisible();
  await expect(centre.getByText('计算机科学与技术').first()).toBeVisible();
  await screen(centre, 'jygl-rates-zh');
  await centre.goto('/app/xgxt/employment/destinationList');
  await expect(centre.locator('[class*="card"][role="button"]').first()).toBeVisible();
  await screen(centre, 'jygl-destinations-zh', { fullPage: false });

  // Who graduates follows the school's programme length (学制): a school figure beside the calendar,
  // on every group's settings screen (the scholarships' here).
  const office = await phoneIn(browser, 'office');
  await office.goto('/app/xgxt/jxj/settings');
  const length = office.locator('.adm-form-item', { hasText: '学制' });
  await expect(length.locator('input')).toHaveValue('4');
  await expect(length).toContainText('本科一般为4年，高职为3年');
  await length.scrollIntoViewIfNeeded();
  await screen(office, 'jygl-settings-programme-zh', { fullPage: false });
});

test('only the graduating cohort is invited to register a destination', async ({ browser }) => {
  // A third-year student: the 2024 cohort graduates in 2028, not this year.
  const third = await phoneIn(browser, 'student');
  await third.goto('/app/xgxt/employment/employmentIndex');
  const mine = third.locator('section', { hasText: '我的毕业去向' });
  await expect(mine.getByText('未登记')).toBeVisible();
  await expectHeaderEntries(third, '就业服务', { offered: ['招聘信息'], withheld: ['毕业去向登记'] });
  await expect(mine.getByRole('button', { name: '去登记' })).toHaveCount(0);
  await expect(mine.getByText(/2023级/)).toBeVisible();
  await screen(third, 'jygl-index-third-year-zh');
});

test('the employment screens in en-US', async ({ browser }) => {
  const student = await phoneIn(browser, '202511116', 'en-US');
  await student.goto('/app/xgxt/employment/employmentIndex');
  await expect(student.getByRole('heading', { name: 'My destination' })).toBeVisible();
  await expect(student.getByText('Latest postings')).toBeVisible();
  // A second-year student is told the registration is the graduating cohort's, with no button to it.
  await expect(student.getByText(/registered by this year's graduates \(the 2023 cohort\)/)).toBeVisible();
  await expect(student.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
  await expectHeaderEntries(student, 'Employment', {
    offered: ['Job postings'],
    withheld: ['Register my destination'],
  });
  await screen(student, 'jygl-index-en-US', { fullPage: false });
  const centre = await phoneIn(browser, 'jygl_zhou', 'en-US');
  await centre.goto('/app/xgxt/employment/employmentRates');
  await expect(centre.getByText('By college (%)')).toBeVisible();
  await expect(centre.locator('canvas').first()).toBeVisible();
  await screen(centre, 'jygl-rates-en-US');
  await centre.goto('/app/xgxt/employment/employmentList');
  await expect(centre.getByRole('button', { name: 'Publish a posting' })).toBeVisible();
  await screen(centre, 'jygl-list-en-US', { fullPage: false });
  const office = await phoneIn(browser, 'office', 'en-US');
  await office.goto('/app/xgxt/jxj/settings');
  const length = office.locator('.adm-form-item', { hasText: 'Programme length' });
  await expect(length.locator('input')).toHaveValue('4');
  await length.scrollIntoViewIfNeeded();
  await screen(office, 'jygl-settings-programme-en-US', { fullPage: false });
});
