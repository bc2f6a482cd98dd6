import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { signIn } from '../support/session';
import { apiAs, shot, startGeneralRequest, useLanguage, type UiLanguage } from '../support/portal';

/**
 * Issue 6: the workbench (counts, common applications by role, latest announcements), More and
 * the data-template list. Students of the counsellor's class that no other journey signs in as.
 */
const STUDENT = '202411106';
const CLASSMATE = '202411107';

const commonApps = (page: Page) => page.locator('section[aria-labelledby="common-apps"]');
const statBadge = (page: Page, stat: string) => page.locator(`[data-stat="${stat}"] .adm-badge`);

test.describe('workbench', () => {
  test('a student sees the greeting, their request count and the student applications', async ({
    page,
    request,
  }) => {
    const student = await apiAs(request, STUDENT);
    await startGeneralRequest(student, `工作台测试 ${Date.now()}`);
    const requested = await student.post<{ pageResult: { totalCount: number } }>(
      '/api/business/v3/bpm/initiated/query/my/requested',
      { requestPage: { pageNo: 1, limit: 1 } },
    );
    const { user } = await student.post<{ user: { fullname: string } }>('/api/oauth2/v3/user/context');

    // Through the login screen: a sign-in lands on the workbench.
    await signIn(page, STUDENT);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    const greeting = page.locator('header').first();
    await expect(greeting.locator('h1')).toContainText(`，${user.fullname}`);
    await expect(greeting).toContainText('江南理工学院');
    await expect(statBadge(page, 'requested')).toHaveText(String(requested.pageResult.totalCount));
    await expect(statBadge(page, 'pending')).toHaveCount(0);

    const apps = commonApps(page);
    await expect(apps.getByRole('link', { name: '请假销假' })).toBeVisible();
    await expect(apps.getByRole('link', { name: '发起流程' })).toHaveAttribute(
      'href',
      '/app/bpmn/newProcess/index',
    );
    await expect(apps.getByRole('link', { name: '更多' })).toBeVisible();
    // Students apply; the review entries are staff's.
    await expect(apps.getByText('审批', { exact: true })).toHaveCount(0);

    // The latest announcements, the important one pinned first.
    const latest = page.locator('section[aria-labelledby="latest-notices"] li');
    await expect(latest.first()).toContainText('重要');

    await page.locator('[data-stat="requested"]').click();
    await expect(page).toHaveURL(/\/app\/bpmn\/myRequest\/index$/);
  });

  test('a counsellor sees the to-do count and the review applications; More offers the class lists', async ({
    page,
    request,
  }) => {
    await startGeneralRequest(await apiAs(request, CLASSMATE), `待办测试 ${Date.now()}`);

    await enterSignedIn(page, 'counsellor', '/app/dashboard');
    await expect(statBadge(page, 'pending')).toHaveText(/^[1-9]\d*$/);
    const apps = commonApps(page);
    const leave = apps.getByRole('link', { name: /请假销假/ });
    await expect(leave).toHaveAttribute('href', '/app/xgxt/leave/review');
    await expect(leave).toContainText('审批');

    await apps.getByRole('link', { name: '更多' }).click();
    await expect(page).toHaveURL(/\/app\/next-menu\/index$/);
    await expect(page.getByRole('heading', { name: '流程中心' })).toBeVisible();
    await expect(page.getByRole('link', { name: '待办事项' })).toHaveAttribute(
      'href',
      '/app/bpmn/pending/index',
    );

    await page.getByRole('link', { name: '班级名册' }).click();
    await expect(page).toHaveURL(/\/app\/d\/list\/classRoster$/);
    await expect(page.getByRole('heading', { name: '班级学生名册' })).toBeVisible();
    await expect(page.locator('article').filter({ hasText: '李明轩' })).toBeVisible();

    // The template's own filter: by name.
    await page.getByRole('button', { name: '筛选' }).click();
    const sheet = page.locator('.adm-popup-body');
    await sheet.locator('.adm-list-item').filter({ hasText: '姓名' }).locator('input').fill('李明轩');
    await shot(page, 'data-list-filters', 'zh-CN');
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(1);
    await expect(page.locator('article')).toContainText('13900000002');
  });

  test('the dormitory office sees its own group on the workbench', async ({ page }) => {
    await enterSignedIn(page, 'dorm', '/app/dashboard');
    const dormitory = page.getByRole('link', { name: /宿舍管理/ }).first();
    await expect(dormitory).toBeVisible();
    await dormitory.click();
    await expect(page).toHaveURL(/\/app\/xgxt\//);
  });

  for (const language of ['zh-CN', 'en-US'] as UiLanguage[])
    test(`the office sees each group once and none refuses it; a review mark only with a count (${language})`, async ({
      page,
    }) => {
      // Issue 30 item 15: campus services and admissions were there twice, the second campus
      // services opening "此页面仅供审批人员使用", and every staff tile marked 审批 with nothing waiting.
      const zh = language === 'zh-CN';
      await useLanguage(page, language);
      await enterSignedIn(page, 'office', '/app/dashboard');
      const apps = commonApps(page);
      const services = apps.getByRole('link', { name: zh ? /^校园服务/ : /^Campus services/ });
      await expect(services).toHaveCount(1);
      await expect(apps.getByRole('link', { name: zh ? /^招生服务/ : /^Admissions/ })).toHaveCount(1);
      const review = zh ? '审批' : 'Review';
      await expect(apps.getByText(review, { exact: true })).toHaveCount(0);
      await expect(apps.getByText(new RegExp(`^${review} [1-9]\\d*$`)).first()).toBeVisible();
      await shot(page, 'workbench-office', language);

      await services.click();
      await expect(page).toHaveURL(/\/app\/xgxt\/jczy\/repair$/);
      // Item 17: the empty list names the button that is on the screen, not a "我要申请" it lacks.
      const report = zh ? '我要报修' : 'Report a repair';
      await expect(page.getByRole('button', { name: report })).toBeVisible();
      await expect(
        page.getByText(zh ? `还没有申请，点击“${report}”开始` : `No requests yet: tap “${report}” to start`),
      ).toBeVisible();
      await expect(page.getByText(zh ? '我要申请' : 'tap Apply')).toHaveCount(0);
      await shot(page, 'repair-list-office', language);
    });

  test('More shows a student no staff lists; the data list refuses them and bad ids', async ({ page }) => {
    await enterSignedIn(page, 'student');
    await page.goto('/app/next-menu/index');
    await expect(page.getByRole('heading', { name: '学工事务' })).toBeVisible();
    await expect(page.getByRole('link', { name: '我的申请' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '数据报表' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: '待办事项' })).toHaveCount(0);

    await page.goto('/app/d/list/classRoster');
    await expect(page.locator('.adm-error-block')).toContainText('未授权');

    await page.goto('/app/d/list/class-roster');
    await expect(page).toHaveURL(/\/app\/404$/);
  });

  for (const language of ['zh-CN', 'en-US'] as UiLanguage[]) {
    test(`renders the workbench, More and a data list in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await enterSignedIn(page, 'counsellor', '/app/dashboard');
      await expect(page.locator('section[aria-labelledby="latest-notices"] li').first()).toBeVisible();
      await shot(page, 'workbench-counsellor', language);
      await page.goto('/app/next-menu/index');
      await expect(page.locator('section').first()).toBeVisible();
      await shot(page, 'more-counsellor', language);
      await page.goto('/app/d/list/classRoster');
      await expect(page.locator('article').first()).toBeVisible();
      await shot(page, 'data-list-class-roster', language);
    });
  }
});
