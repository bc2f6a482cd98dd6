import { expect, test } from '@playwright/test';
import { phoneIn, screen as shot } from '../support/phone';
import { phoneOf } from '../support/workflow';

/**
 * Issue 14, surveys (wjdc): the student fills in the canteen survey once and reads their answers;
 * the office reads its results as charts with the text answers, and sends a new survey from the
 * builder. Then the screens in English.
 */
test.describe.configure({ timeout: 120_000 });

test('the student fills a survey once; the office reads the results and sends a new one', async ({
  browser,
}) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/wjdc/surveyFill');
  await expect(student.locator('.adm-tag', { hasText: '待填写' })).toBeVisible();
  await shot(student, 'wjdc-list-zh');
  await student.getByText('2026年秋季学期食堂满意度调查').click();
  await student.getByText('二食堂').click();
  await student.getByRole('radio', { name: '4', exact: true }).tap();
  await student.getByText('排队时间').click();
  await student.getByText('营业时间').click();
  await student.getByPlaceholder('请输入').fill('希望周末早餐也能供应豆浆。');
  await shot(student, 'wjdc-fill-zh');
  await student.getByRole('button', { name: '提交问卷' }).click();
  await expect(student).toHaveURL(/surveyDetail\?id=/);
  await expect(student.getByText('二食堂')).toBeVisible();
  await expect(student.getByText('4 / 5')).toBeVisible();
  await expect(student.getByText('排队时间、营业时间')).toBeVisible();
  await shot(student, 'wjdc-detail-zh');

  const office = await phoneOf(browser, 'office');
  await office.goto('/app/xgxt/wjdc/surveyResults');
  await office.getByText('2026年秋季学期食堂满意度调查').click();
  await expect(office.getByText('34', { exact: true })).toBeVisible();
  await expect(office.locator('canvas').first()).toBeVisible();
  await expect(office.getByText('希望周末早餐也能供应豆浆。')).toBeVisible();
  await shot(office, 'wjdc-results-zh');

  await office.goto('/app/xgxt/wjdc/surveyBuild');
  await office.getByPlaceholder('问卷标题').fill('图书馆开放时间意见征集');
  await office.getByPlaceholder('题目内容').fill('你希望图书馆周末几点闭馆？');
  await office.getByPlaceholder('选项（每行一个）').fill('21:00\n22:00\n23:00');
  await office.getByRole('button', { name: '添加评分题' }).click();
  await office.getByPlaceholder('题目内容').nth(1).fill('对目前开放时间的满意度');
  await shot(office, 'wjdc-build-zh');
  await office.getByRole('button', { name: '发布问卷' }).click();
  await expect(office).toHaveURL(/surveyResults\?id=/);
  await expect(office.getByText('图书馆开放时间意见征集')).toBeVisible();
});

test('the surveys screens in English', async ({ browser }) => {
  const student = await phoneIn(browser, 'student', 'en-US');
  await student.goto('/app/xgxt/wjdc/surveyFill');
  await expect(student.getByText('Answered').first()).toBeVisible();
  await shot(student, 'wjdc-list-en-US');
  await student.getByText('宿舍网络使用情况调查').click();
  await expect(student.getByText(/My answers/)).toBeVisible();
  await shot(student, 'wjdc-detail-en-US');
  const office = await phoneIn(browser, 'office', 'en-US');
  await office.goto('/app/xgxt/wjdc/surveyResults');
  await office.getByText('毕业生就业意向调查').click();
  await expect(office.getByText('Responses').first()).toBeVisible();
  await expect(office.locator('canvas').first()).toBeVisible();
  await shot(office, 'wjdc-results-en-US');
});
