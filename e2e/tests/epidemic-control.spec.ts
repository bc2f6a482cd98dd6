import { expect, test } from '@playwright/test';
import { phoneIn, screen as shot } from '../support/phone';
import { apiAs } from '../support/portal';
import { phoneOf } from '../support/workflow';

/**
 * Issue 34, epidemic control (yqfk): the office switches the daily health report on; a student
 * reports a fever and their counsellor has the follow-up at once in the to-do list; the
 * counsellor's overview shows the class and the fortnight's chart. Then the report in English.
 * Then the gate: a student's approved campus exit is their pass; the gate's phone (`yqfk_gate`)
 * enters the code the pass screen shows and records the way out, then a fresh code the way back.
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

const BPM = '/api/business/v3/bpm';
/** The school's day (Asia/Shanghai), as the exit form's date. */
const schoolToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
/** A cohort student of the counsellor's second class (软件工程2025级1班) no other journey uses. */
const GOER = '202511114';

test('the gate scans a pass out and back in', async ({ browser, request }) => {
  const goer = await apiAs(request, GOER);
  const applied = await goer.post<{ proInstId: string }>('/api/jczy/v3/affairs/campusExit/apply', {
    data: { outDate: schoolToday(), hours: 3, destination: '市图书馆', reason: '查阅资料' },
  });
  const counsellor = await apiAs(request, 'counsellor');
  const pending = await counsellor.post<{ dataResult: { id: string; taskId: string }[] }>(
    `${BPM}/received/query/pending`,
    { requestPage: { pageNo: 1, limit: 100 } },
  );
  const task = pending.dataResult.find((r) => r.id === applied.proInstId);
  expect(task, 'the counsellor has the campus exit to approve').toBeTruthy();
  await counsellor.post(`${BPM}/task/agree`, { taskId: task!.taskId, opinion: '同意' });

  // The student's phone shows the pass; the test reads the code the QR image carries.
  const student = await phoneOf(browser, GOER);
  await student.goto('/app/xgxt/yqfk/gatePass');
  await expect(student.getByText('出校时请门岗扫码')).toBeVisible();
  const qr = student.getByRole('img', { name: '出入校通行码' });
  const first = (await qr.getAttribute('data-code'))!;
  expect(first).toMatch(/^CK\.s\./);
  await shot(student, 'yqfk-pass-zh');

  const guard = await phoneOf(browser, 'yqfk_gate');
  await guard.goto('/app/xgxt/yqfk/gateScan');
  const code = guard.getByLabel('通行码（扫码枪扫入或手动输入）');
  // Not a pass at all: refused, saying why.
  await code.fill('CK.s.not-a-pass');
  await guard.getByRole('button', { name: '核验' }).click();
  // The page's result card (the request layer's toast says the same while it shows).
  await expect(guard.locator('.adm-result-description')).toHaveText('这不是本校的通行码');
  // The student's code: the way out.
  await code.fill(first);
  await guard.getByRole('button', { name: '核验' }).click();
  await expect(guard.getByText(/^已出校 \d{2}:\d{2}$/)).toBeVisible();
  await expect(guard.getByText(/软件工程2025级1班 · 202511114/)).toBeVisible();
  await shot(guard, 'yqfk-gate-out-zh');

  // The pass screen turns to the way back and, with the next slot (30 s), a fresh code.
  await expect(student.getByText('返校时请门岗扫码')).toBeVisible({ timeout: 40_000 });
  await expect.poll(() => qr.getAttribute('data-code'), { timeout: 40_000 }).not.toBe(first);
  const second = (await qr.getAttribute('data-code'))!;
  await code.fill(second);
  await guard.getByRole('button', { name: '核验' }).click();
  await expect(guard.getByText(/^已返校 \d{2}:\d{2}$/)).toBeVisible();
  await expect(guard.getByText('按时返校')).toBeVisible();
  await shot(guard, 'yqfk-gate-back-zh');

  // The student's pass now shows both times and no code.
  await student.reload();
  await expect(student.getByText('今日已出校并返校')).toBeVisible();
  await expect(student.getByText(/出校: \d{2}:\d{2} · 返校: \d{2}:\d{2}/)).toBeVisible();
  await shot(student, 'yqfk-pass-back-zh');
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
  // The gate's screen is not the student's: it says so in their language.
  await student.goto('/app/xgxt/yqfk/gateScan');
  await expect(
    student.getByText('This page is for the gate staff and the epidemic-control office, who scan passes'),
  ).toBeVisible();
  await shot(student, 'yqfk-gate-not-for-you-en-US');
});
