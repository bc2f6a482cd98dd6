import { expect as baseExpect, test } from '@playwright/test';
import { phoneIn, screen, shownIn } from '../support/phone';
import { phoneOf, pickOption } from '../support/workflow';
import { submitApplication, toast } from '../support/review-list';

/**
 * Issue 14: an honour from the phone. The student (202511113, kept without demo requests) finds
 * the personal honours of this year's batch, applies for 三好学生; the counsellor recommends it and
 * the college's list shows its places. The collective list offers only the collective honour, and
 * the publicity list is open to all. A collective honour is named, not typed: the student is
 * offered the room they live in, the counsellor the classes they counsel (issue 30). Then the lists
 * in the four languages.
 */
test.describe.configure({ timeout: 240_000 });
// The machine the journeys run on may be busy: give each screen longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });

test('a personal honour: the list, the form, the counsellor recommends, the college sees its places', async ({
  browser,
}) => {
  const student = await phoneOf(browser, '202511113');
  await student.goto('/app/xgxt/honour/honourPersonalList');
  const card = student.locator('article', { hasText: '个人荣誉称号' }).first();
  await expect(card).toContainText('申请中');
  await expect(student.locator('article', { hasText: '集体荣誉称号' })).toHaveCount(0);
  await screen(student, 'rych-personal-list-zh');
  await card.getByRole('button', { name: '立即申请' }).click();
  await expect(student).toHaveURL(/\/xgxt\/honour\/honourPersonalForm$/);
  await pickOption(student, 'honour', '三好学生');
  // The figures are the comprehensive evaluation's, shown read-only with where they come from.
  for (const field of ['#gpa', '#majorRank', '#majorSize', '#failedCourses'])
    await expect(student.locator(field)).toHaveCount(0);
  await expect(student.getByText(/^来自综合测评 \d{4}-\d{4}$/)).toHaveCount(4);
  await pickOption(student, 'fitness', '优秀');
  await student
    .locator('#deeds')
    .fill('学习勤奋，成绩位列专业前列，担任班级学习委员，组织学习互助小组，累计志愿服务40小时。');
  await screen(student, 'rych-personal-form-zh');
  await submitApplication(student, { timeout: 30_000 });
  await student.getByRole('button', { name: '查看申请' }).click();
  await expect(student).toHaveURL(/\/xgxt\/honour\/detail\?.*module=personalHonour/);
  const detail = new URL(student.url());

  const counsellor = await phoneOf(browser, 'counsellor');
  await counsellor.goto(`/app/xgxt/honour/detail${detail.search}`);
  await expect(counsellor.getByText('三好学生').first()).toBeVisible();
  await counsellor.locator('#recommendation').fill('该生品学兼优，经班级民主评议，同意推荐为三好学生。');
  await screen(counsellor, 'rych-review-counsellor-zh');
  await counsellor.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(counsellor, '操作成功')).toBeVisible();

  const college = await phoneOf(browser, 'college');
  await college.goto('/app/xgxt/honour/review');
  await expect(college.getByText(/个人荣誉称号：.* 已用名额 \d+\/6/)).toBeVisible();
  await screen(college, 'rych-review-college-zh');

  await student.goto('/app/xgxt/honour/honourCollectiveList');
  await expect(student.locator('article', { hasText: '集体荣誉称号' })).toBeVisible();
  await expect(student.locator('article', { hasText: '个人荣誉称号' })).toHaveCount(0);
  await screen(student, 'rych-collective-list-zh');
  await student.goto('/app/xgxt/honour/honourPublicity');
  await expect(student.getByText(/\*/).first()).toBeVisible();
  await screen(student, 'rych-publicity-zh');
});

test('a collective honour: a student is offered only their room, the counsellor applies for a class they counsel', async ({
  browser,
}) => {
  // 202511113 leads no class: the only collective they speak for is the room they live in, chosen already.
  const student = await phoneOf(browser, '202511113');
  await student.goto('/app/xgxt/honour/honourCollectiveForm');
  await expect(student.locator('#unitName')).toContainText('（宿舍）');
  await student.locator('#unitName').click();
  const studentChoices = student.locator('.adm-popup-body .adm-picker-view-column-item');
  await expect(studentChoices).toHaveCount(1);
  await expect(studentChoices.first()).toContainText('（宿舍）');
  await screen(student, 'rych-collective-choice-student-zh');

  const counsellor = await phoneOf(browser, 'counsellor');
  await counsellor.goto('/app/xgxt/honour/honourCollectiveList');
  const card = counsellor.locator('article', { hasText: '集体荣誉称号' }).first();
  await card.getByRole('button', { name: '立即申请' }).click();
  await expect(counsellor).toHaveURL(/\/xgxt\/honour\/honourCollectiveForm$/);
  await pickOption(counsellor, 'honour', '先进班集体');
  // The classes the counsellor counsels, and nothing typed.
  await counsellor.locator('#unitName').click();
  const choices = counsellor.locator('.adm-popup-body').last().locator('.adm-picker-view-column-item');
  await expect(choices.first()).toBeVisible();
  const classes = await choices.allTextContents();
  expect(classes.length).toBeGreaterThan(1);
  expect(classes.every((c) => c.trim().endsWith('（班级）'))).toBe(true);
  await counsellor.getByRole('button', { name: '取消' }).click();
  await pickOption(counsellor, 'unitName', classes[0]!.trim());
  await counsellor.locator('#members').fill('35');
  await counsellor
    .locator('#deeds')
    .fill('班级学风优良，全班平均绩点位居年级第一，无违纪处分，集体参与志愿服务和文体活动。');
  await screen(counsellor, 'rych-collective-form-counsellor-zh');
  await submitApplication(counsellor, { timeout: 30_000 });
  await counsellor.getByRole('button', { name: '查看申请' }).click();
  // The counsellor's own application goes straight to the college.
  await expect(counsellor.getByText('学院评议').first()).toBeVisible();
  await expect(counsellor.getByText(classes[0]!.trim().replace('（班级）', '')).first()).toBeVisible();
  await screen(counsellor, 'rych-collective-detail-counsellor-zh');
});

const LANGUAGES = [
  { code: 'zh-CN', personal: '个人荣誉称号', collective: '集体荣誉称号', room: '（宿舍）' },
  { code: 'zh-TW', personal: '個人榮譽稱號', collective: '集體榮譽稱號', room: '（宿舍）' },
  { code: 'en-US', personal: 'Personal honour', collective: 'Collective honour', room: ' (room)' },
  { code: 'ja-JP', personal: '個人表彰', collective: '団体表彰', room: '（寮室）' },
] as const;

for (const language of LANGUAGES.filter(shownIn)) {
  test(`the honours lists in ${language.code}`, async ({ browser }) => {
    // Not 202511112: the discipline journey sanctions that student, which bars honours.
    const student = await phoneIn(browser, '202511113', language.code);
    await student.goto('/app/xgxt/honour/honourPersonalList');
    await expect(student.locator('article', { hasText: language.personal }).first()).toBeVisible();
    await screen(student, `rych-personal-list-${language.code}`);
    await student.goto('/app/xgxt/honour/honourCollectiveForm');
    await expect(student.locator('.adm-form').first()).toBeVisible();
    // The room the student lives in, the only collective they speak for, with its kind named.
    await expect(student.locator('#unitName')).toContainText(language.room);
    await screen(student, `rych-collective-form-${language.code}`);
  });
}
