import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { phoneIn } from '../support/phone';
import { phoneOf } from '../support/workflow';
import { agreeFromReviewList, objectTo, submitApplication, toast } from '../support/review-list';

/**
 * Issue 11: a scholarship from the phone, end to end. The student finds what they may apply for,
 * applies for the national scholarship in this year's open batch; the counsellor recommends, the
 * college passes it within its places, the office decides; the name goes into publicity, masked;
 * a teacher objects and the office dismisses the objection. Screens at 375 px (the config's
 * viewport) are kept in .artifacts for looking at.
 */
// Five people on five phones, each signing in: longer than one person's journey.
test.describe.configure({ timeout: 360_000 });

async function shot(page: Page, name: string) {
  const path = fileURLToPath(new URL(`../.artifacts/screens/${name}.png`, import.meta.url));
  await page.screenshot({ path, fullPage: true });
}

/** Opens the request of this student from the group's review list and agrees to it. */
async function review(page: Page, student: string, fill?: (page: Page) => Promise<void>) {
  await agreeFromReviewList(page, {
    list: '/app/xgxt/jxj/review',
    student,
    detail: /\/xgxt\/jxj\/detail\?/,
    onDetail: fill,
  });
}

test('a national scholarship: apply, three approvals within the quota, publicity and an objection', async ({
  browser,
}) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/jxj/applicationList');
  const national = student.locator('article', { hasText: '国家奖学金' }).first();
  await expect(national).toContainText('10000元');
  await expect(national).toContainText('申请中');
  await shot(student, 'jxj-application-list-zh');
  await national.getByRole('button', { name: '立即申请' }).click();
  await expect(student).toHaveURL(/\/xgxt\/jxj\/nationalScholarship$/);
  await expect(student.getByText(/学年国家奖学金/).first()).toBeVisible();
  // The approval route this applicant will go through, by name.
  await expect(student.getByText('王晓婷')).toBeVisible();
  // The ranks are the school's (the evaluation of the batch's year): shown read-only, with where
  // they come from, nothing for the student to type.
  for (const field of ['majorRank', 'majorSize', 'evaluationRank', 'evaluationSize', 'failedCourses'])
    await expect(student.locator(`#${field}`)).toHaveCount(0);
  const rank = student.locator('.adm-list-item', { hasText: '综合测评排名' });
  await expect(rank).toContainText(/来自综合测评 \d{4}-\d{4}/);
  await student
    .locator('#reason')
    .fill('专业成绩和综合测评均位列专业前列，获省级学科竞赛一等奖，担任班级学习委员。');
  await shot(student, 'jxj-national-form-zh');
  await submitApplication(student);
  await student.getByRole('button', { name: '查看申请' }).click();
  await expect(student).toHaveURL(/\/xgxt\/jxj\/detail\?.*module=nationalScholarship/);
  await expect(student.locator('header').getByText('审批中')).toBeVisible();
  const id = new URL(student.url()).searchParams.get('id')!;

  // A second application in the same batch is refused with the reason, before filling anything in.
  await student.goto('/app/xgxt/jxj/applicationList');
  await expect(student.locator('article', { hasText: '国家奖学金' }).first()).toContainText('审批中');

  const counsellor = await phoneOf(browser, 'counsellor');
  await review(counsellor, '李明轩', async (page) => {
    await page.locator('#recommendation').fill('该生品学兼优，综合测评专业排名前列，同意推荐。');
  });
  const college = await phoneOf(browser, 'college');
  await college.goto('/app/xgxt/jxj/review');
  // The college sees its places in the batch before passing the request on.
  await expect(college.getByText(/国家奖学金：计算机与信息工程学院 已用名额 \d+\/3/)).toBeVisible();
  await shot(college, 'jxj-review-college-zh');
  await review(college, '李明轩');
  const office = await phoneOf(browser, 'office');
  await review(office, '李明轩');

  // In publicity for everyone, masked; the student's own record says so.
  await student.goto('/app/xgxt/jxj/applicationRecord');
  await expect(student.locator('[role="button"]', { hasText: '国家奖学金' }).first()).toContainText('公示中');
  // Anyone in the school may read the publicity and object: here a classmate.
  const teacher = await phoneOf(browser, '202411115');
  await teacher.goto('/app/xgxt/jxj/applicationPublicity');
  const row = teacher
    .locator('div')
    .filter({ hasText: '李*轩（2024***01）' })
    .filter({ has: teacher.getByRole('button', { name: '提出异议' }) })
    .last();
  await expect(teacher.getByText('李*轩（2024***01）')).toBeVisible();
  await expect(teacher.getByText('李明轩')).toHaveCount(0);
  await shot(teacher, 'jxj-publicity-zh');
  await objectTo(teacher, row, '该生是否有课程补考记录，请核实成绩单。');
  await teacher.goto('/app/xgxt/jxj/applicationPublicity');
  await expect(row).toContainText('异议处理中');

  // The office checks the objection from its to-do list and dismisses it.
  await office.goto('/app/bpmn/pending/index');
  await office.locator('[role="button"]', { hasText: '对“李*轩的国家奖学金申请”的异议' }).click();
  await office.locator('.adm-selector-item', { hasText: '异议不成立' }).click();
  await office.locator('#verdictNote').fill('经核实成绩单无补考记录，异议不成立。');
  await office.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(office, '操作成功')).toBeVisible();
  await student.goto(`/app/xgxt/jxj/detail?module=nationalScholarship&id=${id}`);
  await expect(student.locator('header').getByText('公示中')).toBeVisible();
  await expect(student.getByText('公示截止')).toBeVisible();
});

test('the scholarship screens in English', async ({ browser }) => {
  const page = await phoneIn(browser, '202511103', 'en-US');
  await page.goto('/app/xgxt/jxj/applicationList');
  const national = page.locator('article', { hasText: 'National Scholarship' }).first();
  await expect(national).toContainText('10000 yuan');
  await expect(page.getByText('Applications', { exact: false }).first()).toBeVisible();
  await shot(page, 'jxj-application-list-en');
  await page.goto('/app/xgxt/jxj/applicationPublicity');
  await expect(page.getByRole('heading', { name: 'Scholarships' })).toBeVisible();
  await shot(page, 'jxj-publicity-en');
  await page.goto('/app/xgxt/cjxy_jxj/applicationPublicity');
  await expect(page.locator('table')).toBeVisible();
  await shot(page, 'jxj-publicity-cjxy-en');
});
