import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, shot, startGeneralRequest, useLanguage, type Api } from '../support/portal';
import { enterSignedIn } from '../support/api-sign-in';

/**
 * Issue 18: the to-do list split by how each task reached the approver, as chips for staff.
 * The counsellor gets three requests of the same batch: one as the student's counsellor (through
 * their role), one transferred to them, one they hold as the office's proxy.
 */

const BPM = '/api/business/v3/bpm';
const card = (page: Page, text: string) => page.locator('[role="button"]', { hasText: text });

interface Listed<T> {
  dataResult: T[];
}

async function userIdOf(api: Api, account: string): Promise<string> {
  const rows = await api.post<Listed<{ id: string }>>('/api/platform/v3/employee/query', {
    parameters: [{ key: 'Q^account^S', value: account }],
  });
  if (!rows.dataResult[0]) throw new Error(`no staff account ${account}`);
  return rows.dataResult[0].id;
}

async function taskOf(api: Api, instId: string): Promise<string> {
  const rows = await api.post<Listed<{ id: string; taskId: string }>>(`${BPM}/received/query/pending`, {
    requestPage: { pageNo: 1, limit: 500 },
  });
  const row = rows.dataResult.find((r) => r.id === instId);
  if (!row) throw new Error(`no pending task of ${instId}`);
  return row.taskId;
}

const hand = (api: Api, taskId: string, changeType: 'shift' | 'assignee', executor: string) =>
  api.post(`${BPM}/task/change/save`, {
    taskId,
    changeType,
    bpmTaskChangeAssignPoList: [{ type: 'employee', executor }],
  });

/** The three requests, titled `<batch> ...` so the list can be searched down to them. */
async function prepare(request: APIRequestContext, batch: string) {
  const [student, dorm, counsellor, college, office] = await Promise.all([
    apiAs(request, '202411109'),
    apiAs(request, 'dorm'),
    apiAs(request, 'counsellor'),
    apiAs(request, 'college'),
    apiAs(request, 'office'),
  ]);
  const [counsellorId, collegeId] = await Promise.all([
    userIdOf(office, 'counsellor'),
    userIdOf(office, 'college'),
  ]);
  await startGeneralRequest(student, `${batch} 班会教室`);
  // Transferred to the counsellor: they hand it to the college, who hands it back.
  const shifted = await startGeneralRequest(student, `${batch} 转来的申请`);
  await hand(counsellor, await taskOf(counsellor, shifted), 'shift', collegeId);
  await hand(college, await taskOf(college, shifted), 'shift', counsellorId);
  // A staff member's request goes to the office, who names the counsellor as proxy.
  const proxied = await startGeneralRequest(dorm, `${batch} 代办的申请`);
  await hand(office, await taskOf(office, proxied), 'assignee', counsellorId);
}

test.describe('the to-do list split by how tasks reached me', () => {
  test('staff filter their to-do list with chips; students see none', async ({ page, browser, request }) => {
    const batch = `分流${Date.now() % 1_000_000}`;
    await prepare(request, batch);

    await enterSignedIn(page, 'counsellor');
    await page.goto('/app/bpmn/pending/index');
    await page.getByPlaceholder('搜索标题').fill(batch);
    const chips = page.locator('[data-chips]');
    const chip = (name: string) => chips.getByText(name, { exact: true });
    const all = [`${batch} 班会教室`, `${batch} 转来的申请`, `${batch} 代办的申请`];
    for (const title of all) await expect(card(page, title)).toBeVisible();

    const expected: Record<string, string[]> = {
      通过我的角色: [`${batch} 班会教室`],
      转办给我: [`${batch} 转来的申请`],
      代理他人: [`${batch} 代办的申请`],
      指派给我: [],
    };
    for (const [name, titles] of Object.entries(expected)) {
      await chip(name).click();
      for (const title of all) await expect(card(page, title)).toHaveCount(titles.includes(title) ? 1 : 0);
      if (name === '代理他人') await shot(page, 'pending-split', 'zh-CN');
    }
    await expect(page.getByText('暂无数据')).toBeVisible();
    await chip('全部').click();
    for (const title of all) await expect(card(page, title)).toBeVisible();

    const student = await browser.newContext().then((context) => context.newPage());
    await enterSignedIn(student, '202411109');
    await student.goto('/app/bpmn/pending/index');
    await expect(student.getByPlaceholder('搜索标题')).toBeVisible();
    await expect(student.locator('[data-chips]')).toHaveCount(0);
    await expect(student.getByText('通过我的角色')).toHaveCount(0);
  });

  test('the chips in English', async ({ browser }) => {
    const page = await browser.newContext().then((context) => context.newPage());
    await useLanguage(page, 'en-US');
    await enterSignedIn(page, 'counsellor');
    await page.goto('/app/bpmn/pending/index');
    const chips = page.locator('[data-chips]');
    for (const name of ['All', 'Assigned to me', 'Through my role', 'Transferred', 'As delegate']) {
      await expect(chips.getByText(name, { exact: true })).toBeAttached();
    }
    await chips.getByText('Through my role', { exact: true }).click();
    // Subjects are in the reader's language ("李明轩's 2-day leave").
    await expect(card(page, '-day leave').first()).toBeVisible();
    await shot(page, 'pending-split', 'en-US');
  });
});
