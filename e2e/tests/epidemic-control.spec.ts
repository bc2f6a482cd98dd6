import { expect, test } from '@playwright/test';
import { phoneIn, screen as shot } from '../support/phone';
import { apiAs } from '../support/portal';
import { phoneOf } from '../support/workflow';

/**
 * Issue 34, epidemic control (yqfk): the office switches the daily health report on; a student
 * reports a fever and their counsellor has the follow-up at once in the to-do list; the
 * counsellor's overview shows the class and the fortnight's chart. Then the report in English.
 */
test.describe.configure({ timeout: 120_000 });

test('a student reports a fever and the counsellor gets the to-do', async ({ browser, request }) => {
  const office = await apiAs(request, 'office');
  await office.post('/api/jczy/v3/affairs/yqfk/settings/save', {
    settings: [{ module: 'yqfk', key: 'enabled', value: 1 }],
  });

  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/yqfk/healthReport');
  const temperature = student.getByRole('spinbutton', { name: '体温（°C）' });
  await temperature.fill('38.2');
  await temperature.blur();
  await expect(student.getByText('已达发热标准（37.3°C）')).toBeVisible();
  await student.getByText('咳嗽', { exact: true }).click();
  await student.getByText('在校', { exact: true }).click();
  await student.getByText('否', { exact: true }).click();
  await shot(student, 'yqfk-report-zh');
  await student.getByRole('button', { name: '提交今日日报' }).click();
  await expect(student.getByText(/已通知您的辅导员跟进/)).toBeVisible();
  await shot(student, 'yqfk-reported-zh');

  const counsellor = await phoneOf(browser, 'counsellor');
  await counsellor.goto('/app/bpmn/pending/index');
  await counsellor.locator('[role="button"]', { hasText: '李明轩的健康异常' }).first().click();
  await expect(counsellor).toHaveURL(/\/bpmn\/task\?taskId=/);
  await expect(counsellor.getByText(/38\.2°C；咳嗽/).first()).toBeVisible();
  await shot(counsellor, 'yqfk-follow-up-zh');

  await counsellor.goto('/app/xgxt/yqfk/healthOverview');
  await expect(counsellor.getByText(/已报 \d+\/\d+，异常 [1-9]/)).toBeVisible();
  await expect(counsellor.locator('canvas').first()).toBeVisible();
  await shot(counsellor, 'yqfk-overview-zh');
});

test('the daily report in English', async ({ browser }) => {
  const student = await phoneIn(browser, 'graduate', 'en-US');
  await student.goto('/app/xgxt/yqfk/healthReport');
  await expect(student.getByText(/switched off|Temperature/).first()).toBeVisible();
  await shot(student, 'yqfk-report-en-US');
  await student.goto('/app/xgxt/yqfk/gatePass');
  await expect(student.getByText('You have no approved campus exit today')).toBeVisible();
  await student.getByRole('button', { name: 'Apply to go out' }).click();
  await expect(student).toHaveURL(/\/xgxt\/yqfk\/campusExit/);
  await expect(student.getByText('Hours').first()).toBeVisible();
  await shot(student, 'yqfk-exit-apply-en-US');
});
