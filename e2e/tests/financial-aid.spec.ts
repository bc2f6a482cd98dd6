import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { phoneIn } from '../support/phone';
import { storedAccessToken } from '../support/session';
import { phoneOf, pickOption } from '../support/workflow';
import { agreeFromReviewList, objectTo, submitApplication, toast } from '../support/review-list';

/**
 * Issue 11: financial aid from the phone, end to end. The office opens a supplementary round of
 * hardship recognition; a student applies with their family members added one by one; the
 * counsellor records the class review's suggested level, the college sets the level, the aid
 * centre confirms; the name goes into the aid publicity with the level only; a classmate objects
 * and the office upholds it, which takes the request back into review.
 */
// Five people on five phones, each signing in: longer than one person's journey.
test.describe.configure({ timeout: 360_000 });

async function shot(page: Page, name: string) {
  const path = fileURLToPath(new URL(`../.artifacts/screens/${name}.png`, import.meta.url));
  await page.screenshot({ path, fullPage: true });
}

async function review(page: Page, student: string, level: { field: string; label: string }) {
  await agreeFromReviewList(page, {
    list: '/app/xgxt/zzgl/review',
    student,
    detail: /\/xgxt\/zzgl\/detail\?/,
    onDetail: (detail) => pickOption(detail, level.field, level.label),
  });
}

test('hardship recognition: family members, three reviews, publicity and an upheld objection', async ({
  browser,
}) => {
  const office = await phoneOf(browser, 'office');
  const token = await storedAccessToken(office);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  const start = Number(today.slice(5, 7)) >= 9 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;
  const opened = await office.request.post('/api/zzgl/v3/affairs/zzgl/batch/save', {
    headers: { 'X-Authorization-access_token': token },
    data: {
      module: 'hardship',
      academicYear: `${start}-${start + 1}`,
      name: `${start}-${start + 1}学年家庭经济困难认定（补充认定）`,
      startDate: today,
      endDate: new Date(Date.now() + 38 * 86_400_000).toISOString().slice(0, 10),
    },
  });
  expect((await opened.json()).state).toBe(200);

  const student = await phoneOf(browser, '202511103');
  await student.goto('/app/xgxt/zzgl/familyMemberAdd');
  await expect(student.getByText('补充认定').first()).toBeVisible();
  await student.locator('.adm-selector-item', { hasText: '农村' }).click();
  await student.locator('#familySize').fill('4');
  await student.locator('#members-0-name').fill('彭建国');
  await pickOption(student, 'members-0-relation', '父亲');
  await student.locator('#members-0-age').fill('49');
  await student.locator('#members-0-work').fill('务农');
  await student.locator('#members-0-income').fill('18000');
  await pickOption(student, 'members-0-health', '慢性病');
  await student.getByRole('button', { name: '添加一行' }).click();
  await student.locator('#members-1-name').fill('王秀英');
  await pickOption(student, 'members-1-relation', '母亲');
  await student.locator('#members-1-age').fill('47');
  await student.locator('#members-1-income').fill('6000');
  await pickOption(student, 'members-1-health', '健康');
  await expect(student.getByText('24,000.00').or(student.getByText('24000'))).toBeVisible();
  await student.locator('.adm-selector-item', { hasText: '最低生活保障家庭' }).click();
  await student.locator('.adm-switch').last().click();
  await shot(student, 'zzgl-hardship-form-zh');
  await submitApplication(student);

  const counsellor = await phoneOf(browser, 'counsellor');
  await review(counsellor, '彭玥秀', { field: 'suggestedLevel', label: '困难' });
  await review(await phoneOf(browser, 'college'), '彭玥秀', { field: 'level', label: '困难' });
  await review(office, '彭玥秀', { field: 'level', label: '困难' });

  // The aid publicity: the level, never the family's figures.
  const classmate = await phoneOf(browser, '202511104');
  await classmate.goto('/app/xgxt/zzgl/aidPublicity');
  const row = classmate
    .locator('div')
    .filter({ hasText: '彭*秀（2025***03）' })
    .filter({ has: classmate.getByRole('button', { name: '提出异议' }) })
    .last();
  await expect(classmate.getByText('彭*秀（2025***03）')).toBeVisible();
  await expect(row).toContainText('困难');
  await expect(row).not.toContainText('特别困难');
  await expect(classmate.getByText('18000')).toHaveCount(0);
  await shot(classmate, 'zzgl-publicity-zh');
  await objectTo(classmate, row, '该同学家里去年新购了一辆轿车，请核实家庭经济情况。');

  // Upheld: the request goes back to the aid centre's review.
  await office.goto('/app/bpmn/pending/index');
  await office.locator('[role="button"]', { hasText: '对“彭*秀的家庭经济困难认定申请”的异议' }).click();
  await office.locator('.adm-selector-item', { hasText: '异议成立' }).click();
  await office.locator('#verdictNote').fill('经家访核实，家庭有车辆，退回重新审核。');
  await office.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(office, '操作成功')).toBeVisible();
  // The task screen goes back to the to-do list by itself; navigating before it has would abort.
  await office.waitForURL(/\/bpmn\/pending/);
  await office.goto('/app/xgxt/zzgl/review');
  await expect(office.locator('[role="button"]', { hasText: '彭玥秀' }).first()).toBeVisible();
  await student.goto('/app/xgxt/zzgl/hardshipList');
  await expect(student.locator('[role="button"]', { hasText: '审批中' }).first()).toBeVisible();
});

test("the student's aid lists name the batch and the level decided, in zh-CN and en-US", async ({
  browser,
}) => {
  const student = await phoneIn(browser, 'student');
  await student.goto('/app/xgxt/zzgl/hardshipList');
  const recognised = student.locator('[role="button"]', { hasText: /学年家庭经济困难认定/ }).first();
  await expect(recognised.getByText('认定等级')).toBeVisible();
  await expect(recognised.getByText('困难', { exact: true })).toBeVisible();
  await expect(recognised.getByText('申请时间')).toHaveCount(0);
  await shot(student, 'zzgl-hardship-list-zh-CN');
  await student.goto('/app/xgxt/zzgl/grant');
  await expect(student.locator('[role="button"]', { hasText: /学年国家助学金/ }).first()).toBeVisible();
  await shot(student, 'zzgl-grant-list-zh-CN');

  const english = await phoneIn(browser, 'student', 'en-US');
  await english.goto('/app/xgxt/zzgl/hardshipList');
  const card = english.locator('[role="button"]', { hasText: /学年家庭经济困难认定/ }).first();
  await expect(card.getByText('Level recognised')).toBeVisible();
  await expect(card.getByText('Difficult', { exact: true })).toBeVisible();
  await shot(english, 'zzgl-hardship-list-en-US');
});
