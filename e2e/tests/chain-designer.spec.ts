import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { enterSignedIn, passwordTokens } from '../support/api-sign-in';
import { startDemoServer, type DemoServer } from '../support/demo-server';
import { shot, useLanguage, type UiLanguage } from '../support/portal';

/**
 * Issue 29, the chain designer: the school's administrator opens the leave (请假申请), changes its
 * college step to apply over 3 days (the seeded chain: over 2), previews a 5-day leave of a demo
 * student (counsellor, then college) and a 3-day one (the college skipped), and publishes: first
 * refused, as another administrator published meanwhile (the draft kept, a reload offered), then
 * after the reload (leaving with the change unpublished asks first). A
 * 3-day leave started before the publish still reaches the college after the counsellor agrees
 * (it finishes on its own version); one started after ends with the counsellor. The administrator
 * then restores the previous version from the list, and a new 3-day leave goes on to the college
 * again. On a server of its own (support/demo-server.ts): publishing changes what every other
 * journey's leave does, and each run starts from the seeded chain.
 */
const test = base.extend<{ baseURL: string }, { demo: DemoServer }>({
  // One server for the worker's tests (started before the first, stopped after the last); a
  // worker fixture, as each test's pages and requests take its address as their base.
  demo: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startDemoServer('chain-designer');
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 400_000 },
  ],
  baseURL: async ({ demo }, use) => use(demo.url),
});

const BPM = '/api/business/v3/bpm';
const DESIGNER = '/api/business/v3/affairs/admin/designer';
/** The applicant of the preview and of the leaves: `student` (李明轩), counsellor 王晓婷, college 陈志强. */
const STUDENT = 'student';
const PREVIEWED = '202411102';

/** A date `n` days from the school's today (UTC+8), far enough ahead that no seeded leave is near. */
const day = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
/** This run's first day: a random week far ahead, so a retry's leaves never overlap the first try's. */
const FIRST = 150 + 7 * Math.floor(Math.random() * 20);

async function bpm<T>(request: APIRequestContext, account: string, path: string, data: unknown): Promise<T> {
  const { access_token: token } = await passwordTokens(request, account);
  const reply = await request.post(`${BPM}${path}`, {
    headers: { 'X-Authorization-access_token': token },
    data,
  });
  const body = (await reply.json()) as { state: number; message: string; data: T };
  if (body.state !== 200) throw new Error(`${path}: ${body.state} ${body.message}`);
  return body.data;
}

/** A leave of `days` days from `first` days ahead, started by the student over the API: its request id. */
async function startLeave(request: APIRequestContext, first: number, days: number): Promise<string> {
  const processes = await bpm<{ dataResult: { id: string }[] }>(
    request,
    STUDENT,
    '/initiated/query/process/new',
    { parameters: [{ key: 'Q^key_^S', value: 'leave' }] },
  );
  const started = await bpm<{ proInstId: string }>(request, STUDENT, '/instance/start', {
    defId: processes.dataResult[0]!.id,
    data: JSON.stringify({
      leaveType: 'personal',
      period: [day(first), day(first + days - 1)],
      reason: '回家办理证件手续',
      contactPhone: '13900000002',
    }),
  });
  return started.proInstId;
}

async function pending(request: APIRequestContext, account: string) {
  return (
    await bpm<{ dataResult: { id: string; taskId: string; name: string }[] }>(
      request,
      account,
      '/received/query/pending',
      { requestPage: { pageNo: 1, limit: 100 } },
    )
  ).dataResult;
}

/** The counsellor agrees to the request's waiting step. */
async function counsellorAgrees(request: APIRequestContext, requestId: string) {
  const task = (await pending(request, 'counsellor')).find((row) => row.id === requestId);
  expect(task, 'the counsellor has the leave').toBeTruthy();
  await bpm(request, 'counsellor', '/task/agree', { taskId: task!.taskId, opinion: '同意' });
}

const atCollege = async (request: APIRequestContext, requestId: string) =>
  (await pending(request, 'college')).some((row) => row.id === requestId);

/** Another administrator publishes the leave's current version unchanged, over the API. */
async function otherAdminPublishes(request: APIRequestContext, baseVersion: number) {
  const { access_token: token } = await passwordTokens(request, 'admin');
  const headers = { 'X-Authorization-access_token': token };
  const opened = (await (
    await request.get(`${DESIGNER}/process`, { headers, params: { key: 'leave' } })
  ).json()) as { data: { draft: unknown } };
  const reply = await request.post(`${DESIGNER}/publish`, {
    headers: { ...headers, 'Idempotency-Key': `chain-designer-${Date.now()}` },
    data: { draft: opened.data.draft, baseVersion, comment: '另一位管理员发布' },
  });
  expect(((await reply.json()) as { state: number }).state).toBe(200);
}

/** The editor's heading: the process and the version it shows ("请假申请 版本 3"). */
const title = (page: Page) => page.getByRole('heading', { level: 2, name: /^请假申请/ });

async function shownVersion(page: Page): Promise<number> {
  await expect(title(page)).toContainText('版本');
  return Number(/版本 (\d+)/.exec((await title(page).textContent()) ?? '')![1]);
}

async function preview(page: Page, days: number) {
  const form = page.getByRole('form', { name: '预览路线' });
  await form.getByLabel('申请人学号').fill(PREVIEWED);
  await form.getByLabel('请假时间 开始日期').fill(day(FIRST));
  await form.getByLabel('请假时间 结束日期').fill(day(FIRST + days - 1));
  await form.getByRole('button', { name: '预览路线' }).click();
  return page.getByRole('region', { name: '审批路线' });
}

test('the administrator moves the leave’s college step to over 3 days, publishes, and restores', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await enterSignedIn(page, 'admin', '/app/admin/designer');
  await page.getByRole('link', { name: '请假申请', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/designer\/leave$/);
  const seeded = await shownVersion(page);

  // The college step applies over 2 days in the seeded chain; now over 3.
  const college = page.getByRole('region', { name: '学院审批' });
  const value = college.getByRole('group', { name: '适用条件' }).getByLabel('值');
  await expect(value).toHaveValue('2');
  await value.fill('3');
  await expect(page.getByText('有未发布的修改')).toBeVisible();

  // The route before publishing: 5 days reach the college, 3 days do not.
  await page.getByRole('tab', { name: '预览', exact: true }).click();
  let route = await preview(page, 5);
  await expect(route.getByTestId('route-summary')).toContainText('王晓婷');
  await expect(route.getByTestId('route-summary')).toContainText('陈志强');
  route = await preview(page, 3);
  await expect(route.getByTestId('route-summary')).not.toContainText('陈志强');
  await expect(route.locator('[data-step="college"]')).toContainText('跳过');

  // Meanwhile another administrator publishes the chain as it was: this draft's base is stale.
  await otherAdminPublishes(request, seeded);
  // A 3-day leave started now runs on that chain (over 2 days: the college).
  const before = await startLeave(request, FIRST, 3);

  await page.getByLabel('版本说明').fill('超过3天的请假需学院审批');
  const publish = page.getByRole('button', { name: '发布', exact: true });
  await publish.click();
  // Refused: the screen says why, keeps the draft, and offers to reload.
  await expect(page.getByRole('alert')).toContainText(`其他人已发布了第 ${seeded + 1} 版`);
  await expect(page.getByText('有未发布的修改')).toBeVisible();
  await page.getByRole('tab', { name: '审批链', exact: true }).click();
  await expect(value).toHaveValue('3');
  await page.getByRole('button', { name: '重新载入' }).click();
  await expect(title(page)).toContainText(`版本 ${seeded + 1}`);
  await expect(value).toHaveValue('2');
  await value.fill('3');

  // Leaving with the change unpublished asks first; staying keeps it.
  await page.getByRole('link', { name: '返回流程列表' }).click();
  const leave = page.locator('.adm-dialog');
  await expect(leave).toContainText('有未发布的修改，离开后将丢失。确定离开？');
  await leave.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/admin\/designer\/leave$/);
  await expect(value).toHaveValue('3');

  await page.getByLabel('版本说明').fill('超过3天的请假需学院审批');
  await publish.click();
  await expect(title(page)).toContainText(`版本 ${seeded + 2}`);
  await expect(page.getByText('有未发布的修改')).toHaveCount(0);

  // The request started before still goes on to the college after the counsellor agrees.
  await counsellorAgrees(request, before);
  expect(await atCollege(request, before), 'the earlier leave reaches the college').toBe(true);

  // A 3-day leave started after the publish ends with the counsellor.
  const after = await startLeave(request, FIRST + 7, 3);
  await counsellorAgrees(request, after);
  expect(await atCollege(request, after), 'the later leave skips the college').toBe(false);

  // The administrator restores the previous version from the list.
  await page.getByRole('tab', { name: '版本', exact: true }).click();
  const row = page.getByRole('row', { name: `版本 ${seeded + 1}`, exact: true });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '恢复此版本' }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(title(page)).toContainText(`版本 ${seeded + 3}`);
  await expect(page.getByRole('row', { name: `版本 ${seeded + 3}`, exact: true })).toContainText('当前版本');

  // And a new 3-day leave goes on to the college again.
  const restored = await startLeave(request, FIRST + 14, 3);
  await counsellorAgrees(request, restored);
  expect(await atCollege(request, restored), 'after the restore a 3-day leave reaches the college').toBe(
    true,
  );
});

/** A process drawn elsewhere with an element we do not run (a service task calling out). */
const FOREIGN_BPMN = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
  <bpmn:process id="general" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:serviceTask id="callErp" name="写入ERP" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="callErp" />
    <bpmn:sequenceFlow id="f2" sourceRef="callErp" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

test('a process of another shape offers its versions and the upload, which names what we do not run', async ({
  page,
}) => {
  await enterSignedIn(page, 'admin', '/app/admin/designer/general');
  await expect(page.getByRole('note')).toContainText('此流程不是一条审批链');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab')).toHaveText(['版本', '上传 BPMN']);
  await tabs.getByRole('tab', { name: '上传 BPMN' }).click();
  await page.getByLabel('选择 BPMN 文件').setInputFiles({
    name: 'general.bpmn',
    mimeType: 'application/xml',
    buffer: Buffer.from(FOREIGN_BPMN),
  });
  await page.getByRole('button', { name: '检查' }).click();
  await expect(page.getByRole('alert')).toHaveText('文件有以下问题，不能发布');
  await expect(page.getByRole('list', { name: '发现的问题' })).toContainText('callErp (bpmn:ServiceTask)');
  await expect(page.getByRole('button', { name: '发布此文件' })).toHaveCount(0);
});

/** The designer's screens at a desk and on a phone, in Chinese and English, for people to look at. */
for (const width of [375, 1280] as const)
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width < 900, hasTouch: width < 900 });
    for (const language of ['zh-CN', 'en-US'] as const satisfies readonly UiLanguage[])
      test(`the designer's screens, for people to look at (${language})`, async ({ page }) => {
        await useLanguage(page, language);
        await enterSignedIn(page, 'admin', '/app/admin/designer');
        await expect(
          page.getByRole('link', {
            name: language === 'zh-CN' ? '请假申请' : 'Leave application',
            exact: true,
          }),
        ).toBeVisible();
        await shot(page, `designer-processes-${width}`, language);
        await page.goto('/app/admin/designer/leave');
        const tabs = page.getByRole('tablist');
        await expect(tabs).toBeVisible();
        await shot(page, `designer-chain-${width}`, language);
        for (const [index, name] of ['form', 'diagram', 'versions'].entries()) {
          await tabs.getByRole('tab').nth([1, 2, 4][index]!).click();
          if (name === 'diagram') await expect(page.locator('[data-ready]')).toBeVisible();
          else await expect(page.locator('[role="tabpanel"] [aria-busy="true"]')).toHaveCount(0);
          await shot(page, `designer-${name}-${width}`, language);
        }
      });
  });
