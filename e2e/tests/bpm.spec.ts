import { expect, test, type Page } from '@playwright/test';
import { apiAs, shot, startGeneralRequest, useLanguage } from '../support/portal';
import { enterSignedIn } from '../support/api-sign-in';
import { phoneIn } from '../support/phone';
import { applyForLeave, phoneOf, pickDateRange } from '../support/workflow';
import { toast } from '../support/review-list';

/**
 * Issue 5 journeys on the workflow screens (/bpmn): starting a process with a draft, urging and
 * withdrawing, transferring with the user selector, taking a decision back, standing delegation.
 * Each test uses its own students (none of the seeded demo leaves' 202411102-202411108), and no
 * `teacher`: the sign-in journeys make that account need a captcha.
 */

/** A toast saying this; an earlier one may still be fading out. */
const card = (page: Page, text: string) => page.locator('[role="button"]', { hasText: text });

/** Picks one colleague in the user selector by searching their name. */
async function pickColleague(page: Page, name: string): Promise<void> {
  const selector = page.locator('.adm-popup-body').filter({ has: page.getByPlaceholder('按姓名搜索') });
  await selector.getByPlaceholder('按姓名搜索').fill(name);
  await selector.locator('.adm-checkbox', { hasText: name }).first().click();
  await selector.getByRole('button', { name: '确定' }).click();
}

test.describe('workflow screens', () => {
  test('a general request: draft saved, reopened, submitted, urged and withdrawn', async ({ page }) => {
    await enterSignedIn(page, '202411114');
    await page.goto('/app/bpmn/newProcess/index');
    await page.getByPlaceholder('搜索流程名称').fill('通用');
    await card(page, '通用审批').click();
    await expect(page).toHaveURL(/\/bpmn\/start\?defId=/);
    await page.locator('#title').fill('借用多媒体教室');
    await page.getByRole('button', { name: '存草稿' }).click();
    await expect(toast(page, '草稿已保存')).toBeVisible();

    await page.goto('/app/bpmn/myDraft/index');
    await card(page, '借用多媒体教室').click();
    await expect(page.locator('#title')).toHaveValue('借用多媒体教室');
    await page.locator('#content').fill('周五下午班会需要使用多媒体教室');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL(/\/bpmn\/instance\?id=/);
    await expect(page.locator('header').getByText('审批中')).toBeVisible();
    await expect(page.getByText('辅导员审批').first()).toBeVisible();

    await page.getByRole('button', { name: '催办' }).click();
    await page.locator('.adm-popup-body').getByRole('button', { name: '催办' }).click();
    await expect(toast(page, '已提醒审批人')).toBeVisible();

    await page.getByRole('button', { name: '撤回' }).click();
    await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '已撤回')).toBeVisible();
    await page.goto('/app/bpmn/myDraft/index');
    await expect(card(page, '借用多媒体教室')).toBeVisible();
  });

  test('the counsellor transfers a task with the user selector, then withdraws the transfer', async ({
    browser,
  }) => {
    await applyForLeave(await phoneOf(browser, '202411115'), 1);
    const counsellor = await phoneOf(browser, 'counsellor');
    await counsellor.goto('/app/bpmn/pending/index');
    await counsellor.getByPlaceholder('搜索标题').fill('邓鹏');
    await card(counsellor, '邓鹏的请假申请（1天）').click();
    await counsellor.getByRole('button', { name: '更多' }).click();
    await counsellor.locator('.adm-action-sheet-popup').getByRole('button', { name: '转办' }).click();
    await counsellor.getByRole('button', { name: /交给/ }).click();
    await pickColleague(counsellor, '陈志强');
    await expect(counsellor.getByRole('button', { name: /交给\s*陈志强/ })).toBeVisible();
    await counsellor
      .locator('.adm-popup-body', { hasText: '转办' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(toast(counsellor, '操作成功')).toBeVisible();
    // The task screen goes back to the list it came from (a history step, which a navigation
    // started before it lands would undo): wait for it.
    await expect(counsellor).toHaveURL(/\/bpmn\/pending\/index/);

    await counsellor.goto('/app/bpmn/taskChange/index');
    await card(counsellor, '邓鹏的请假申请（1天）').click();
    await expect(counsellor).toHaveURL(/\/bpmn\/taskChangeDetail\?id=/);
    await expect(counsellor.getByText('进行中')).toBeVisible();
    await counsellor.getByRole('button', { name: '收回' }).click();
    await counsellor.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await expect(counsellor.getByText('已收回')).toBeVisible();
    await counsellor.goto('/app/bpmn/pending/index');
    await expect(card(counsellor, '邓鹏的请假申请（1天）')).toBeVisible();
  });

  test('an approver takes back a decision nothing has followed yet', async ({ browser }) => {
    await applyForLeave(await phoneOf(browser, '202411116'), 3);
    const counsellor = await phoneOf(browser, 'counsellor');
    await counsellor.goto('/app/bpmn/pending/index');
    await card(counsellor, '潘颖颖的请假申请（3天）').click();
    await counsellor.getByRole('button', { name: '同意', exact: true }).click();
    await expect(toast(counsellor, '操作成功')).toBeVisible();
    await expect(counsellor).toHaveURL(/\/bpmn\/pending\/index/); // back to the list first

    await counsellor.goto('/app/bpmn/myRevoke/index');
    const decided = card(counsellor, '潘颖颖的请假申请（3天）');
    await expect(decided).toContainText('学院审批');
    // The card opens the request; its 取回 sits beside it (one control per card).
    await decided.locator('xpath=..').getByRole('button', { name: '取回', exact: true }).click();
    await counsellor.locator('.adm-popup-body').getByRole('button', { name: '取回' }).click();
    await expect(toast(counsellor, '已取回')).toBeVisible();
    await counsellor.goto('/app/bpmn/pending/index');
    await expect(card(counsellor, '潘颖颖的请假申请（3天）')).toBeVisible();
  });

  test('a request is copied to a colleague, whose message opens it read-only', async ({ browser }) => {
    const title = `实验室安全检查 ${Date.now()}`;
    const counsellor = await phoneOf(browser, 'counsellor');
    await counsellor.goto('/app/bpmn/newProcess/index');
    await counsellor.getByPlaceholder('搜索流程名称').fill('通用');
    await card(counsellor, '通用审批').click();
    await counsellor.locator('#title').fill(title);
    await counsellor.locator('#content').fill('请协助安排本周实验室安全检查');
    await counsellor.getByRole('button', { name: '提交', exact: true }).click();
    await expect(counsellor).toHaveURL(/\/bpmn\/instance\?id=/);

    await counsellor.getByRole('button', { name: '抄送', exact: true }).click();
    const popup = counsellor.locator('.adm-popup-body', { hasText: '抄送给' });
    await popup.getByText('抄送给').click();
    await pickColleague(counsellor, '刘芳');
    await expect(popup).toContainText('刘芳');
    await shot(counsellor, 'copy-to', 'zh-CN');
    await popup.getByRole('button', { name: '确定' }).click();
    await expect(toast(counsellor, '已抄送')).toBeVisible();

    const office = await phoneOf(browser, 'office');
    await office.goto('/app/message/inner/receive');
    await office
      .locator('a, [role="button"]')
      .filter({ hasText: '抄送：' })
      .filter({ hasText: title })
      .first()
      .click();
    await office.getByRole('button', { name: '查看申请' }).click();
    await expect(office).toHaveURL(/\/bpmn\/instance\?id=/);
    await expect(office.getByRole('heading', { level: 1 })).toContainText(title);
    // A reader: no approval buttons and nothing of the applicant's; a copy of their own to send on.
    await expect(office.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);
    await expect(office.getByRole('button', { name: '撤回' })).toHaveCount(0);
    await expect(office.getByRole('button', { name: '抄送', exact: true })).toBeVisible();
  });

  test('a staff member sets up a standing delegation and switches it off', async ({ page }) => {
    await enterSignedIn(page, 'dorm');
    await page.goto('/app/bpmn/agent');
    await expect(page.getByText('暂无数据')).toBeVisible();
    await page.getByRole('button', { name: '新增委托' }).click();
    await page.locator('#agent-agenter').click();
    await pickColleague(page, '刘芳');
    await pickDateRange(page, 'agent-period', 0, 3);
    await page
      .locator('.adm-popup-body', { hasText: '新增委托' })
      .getByRole('button', { name: '确定' })
      .click();
    await expect(toast(page, '操作成功')).toBeVisible();
    const delegation = card(page, '委托给 刘芳');
    await expect(delegation).toContainText('全部流程');
    await delegation.locator('.adm-switch').click();
    await expect(delegation.locator('.adm-switch')).not.toHaveClass(/adm-switch-checked/);
  });

  // Issue 16: the same request's timeline and diagram read in the reader's language.
  for (const [language, words] of [
    ['zh-CN', { step: '辅导员审批', submit: '提交申请', process: '通用审批', diagram: '流程图' }],
    [
      'en-US',
      { step: "Counsellor's approval", submit: 'Submit', process: 'General request', diagram: 'Diagram' },
    ],
  ] as const) {
    test(`a request's timeline and diagram in ${language}`, async ({ browser, request }) => {
      const id = await startGeneralRequest(await apiAs(request, '202411215'), '借用实验室');
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      const page = await context.newPage();
      await useLanguage(page, language);
      await enterSignedIn(page, '202411215');
      await page.goto(`/app/bpmn/instance?id=${id}`);
      // The timeline: the step waiting now and the submission, in the reader's language.
      await expect(page.getByText(words.step).first()).toBeVisible();
      await expect(page.getByText(words.submit).first()).toBeVisible();
      await expect(page.getByText(words.process).first()).toBeVisible();
      await shot(page, 'bpm-timeline', language);
      // The diagram's labels come from the server in the same language.
      await page.getByRole('button', { name: words.diagram, exact: true }).click();
      const canvas = page.locator('.djs-container svg');
      await canvas.scrollIntoViewIfNeeded();
      await expect(canvas.getByText(words.step).first()).toBeVisible();
      if (language === 'en-US') await expect(canvas.getByText('辅导员审批')).toHaveCount(0);
      await shot(page, 'bpm-diagram', language);
      await context.close();
    });
  }

  test('empty lists say 暂无数据', async ({ page }) => {
    // A student approves nothing and has withdrawn nothing in the demo data.
    await enterSignedIn(page, 'student');
    for (const path of ['/app/bpmn/completed/index', '/app/bpmn/myRevoke/index']) {
      await page.goto(path);
      await expect(page.getByText('暂无数据')).toBeVisible();
    }
  });
});

test.describe('long lists on a phone', () => {
  test('the to-do list shows every loaded row and loads again when pulled down', async ({ page }) => {
    await enterSignedIn(page, 'counsellor');
    const firstPage = page.waitForResponse((response) => response.url().includes('/received/query/pending'));
    await page.goto('/app/bpmn/pending/index');
    const rows: unknown[] = (await (await firstPage).json()).data.dataResult;
    // More than a screenful (the demo counsellor's to-do; other journeys take some of it meanwhile).
    expect(rows.length).toBeGreaterThan(10);
    const cards = page.locator('[role="button"]').filter({ has: page.locator('.adm-tag') });
    // Rows come in a few at a time (lib/progressive.ts); all the first page's rows arrive.
    await expect(cards).toHaveCount(rows.length);
    // The next page's trigger comes after the last row, not while rows are still arriving.
    await expect(page.locator('.adm-infinite-scroll')).toBeAttached();

    // A finger pulls the list's top down 260 px and lets go: the head says so, the list reloads.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y?: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: y === undefined ? [] : [{ x: 180, y }],
      });
    await touch('touchStart', 200);
    for (let y = 220; y <= 460; y += 20) await touch('touchMove', y);
    await expect(page.getByText('释放立即刷新')).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/shots/bpm-pull-to-refresh-zh-CN.png' });
    const reloaded = page.waitForRequest((request) => request.url().includes('/received/query/pending'));
    await touch('touchEnd');
    await reloaded;
    await expect(page.getByText('刷新成功')).toBeVisible();
    await expect(cards.first()).toBeVisible();
    // The head closes again.
    await expect(page.getByText('刷新成功')).toBeHidden();
  });
});

test.describe('sent back to the applicant (issue 30, item 11)', () => {
  test('the approver is told it is done; the applicant’s list says 已退回, why and what to do', async ({
    browser,
  }) => {
    const student = await phoneOf(browser, '202511107');
    const id = await applyForLeave(student, 1);
    const counsellor = await phoneOf(browser, 'counsellor');
    const failures: string[] = [];
    counsellor.on('response', async (response) => {
      if (!response.url().includes('/api/')) return;
      const body = (await response.json().catch(() => null)) as { state?: number } | null;
      if (body && body.state !== undefined && body.state !== 200)
        failures.push(`${body.state} ${response.url()}`);
    });
    await counsellor.goto(`/app/xgxt/leave/detail?id=${id}`);
    await counsellor.getByRole('button', { name: '退回', exact: true }).click();
    const popup = counsellor.locator('.adm-popup-body', { hasText: '退回到' });
    const toApplicant = popup.getByText('申请人（修改后重新提交）');
    if (await toApplicant.count()) await toApplicant.click();
    await popup.getByPlaceholder('退回原因（选填）').fill('请补充家长签字的请假说明');
    await popup.getByRole('button', { name: '退回' }).click();
    await expect(toast(counsellor, '操作成功')).toBeVisible();
    await counsellor.waitForLoadState('networkidle');
    await expect(toast(counsellor, '任务已被处理')).toHaveCount(0);
    expect(failures).toEqual([]);

    await student.goto('/app/xgxt/leave/mine');
    const row = student.locator('[role="button"]', { hasText: '请补充家长签字的请假说明' });
    await expect(row).toContainText('已退回');
    await expect(row).toContainText('请按退回原因修改后重新提交');
    await shot(student, 'leave-mine-returned', 'zh-CN');
  });
});

/**
 * Issue 30, item 13: the office checking an objection sees the request it names as a record (the
 * scheme, the applicant by name, what was published), not its raw id; its to-do list stays masked.
 */
test.describe('an objection names the request it objects to', () => {
  for (const language of ['zh-CN', 'en-US'] as const) {
    test(`the office's objection task shows the applicant in ${language}`, async ({ browser }) => {
      const office = await phoneIn(browser, 'office', language);
      await office.goto('/app/bpmn/pending/index');
      const objection = card(office, language === 'zh-CN' ? '异议' : 'Objection').first();
      await expect(objection).toBeVisible({ timeout: 30_000 });
      // The to-do list masks the applicant as publicity does.
      await expect(objection).toContainText('*');
      await objection.click();
      const record = office.locator('[data-record-kind="publicity"]');
      await expect(record).toBeVisible({ timeout: 30_000 });
      await expect(record).toContainText(language === 'zh-CN' ? '公示事项' : 'Item in publicity');
      const applicant = record
        .locator('div', { hasText: language === 'zh-CN' ? '申请人' : 'Applicant' })
        .last();
      await expect(applicant.locator('dd')).toHaveText(/^[^*\s]+ \(\d{6,}\)$/);
      await expect(office.locator('.adm-list').getByText(/^\d{15,}$/)).toHaveCount(0);
      await shot(office, 'bpm-objection-task', language);
    });
  }
});
