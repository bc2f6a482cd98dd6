import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import {
  apiAs,
  shot,
  startGeneralRequest,
  useFiveTabs,
  useLanguage,
  type UiLanguage,
} from '../support/portal';

/**
 * Issue 6: messages. In the second demo school (海滨师范), where no other journey writes: a student
 * of its counsellor's class asks and urges, so the counsellor has task messages to read. (Not
 * hbstudent: the sign-in journeys reset that password.)
 */
const STARTER = '202421102';
const READER = 'hbcounsellor';

const messageTabBadge = (page: Page) =>
  page.locator('.adm-tab-bar-item').filter({ hasText: '消息' }).locator('.adm-badge');
const unreadStat = (page: Page) => page.locator('[data-stat="unread"] .adm-badge');

test.describe('messages', () => {
  // One reader's inbox: its counts must not change under another test's feet.
  test.describe.configure({ mode: 'serial' });

  test('reading a message and reading all lower the badges; a swipe deletes', async ({ page, request }) => {
    const starter = await apiAs(request, STARTER);
    for (const title of [`宿舍报修 ${Date.now()}`, `场地借用 ${Date.now()}`]) {
      const instId = await startGeneralRequest(starter, title);
      await starter.post('/api/business/v3/bpm/task/urge', { instId });
    }
    const reader = await apiAs(request, READER);
    const unread = (
      await reader.get<{ pageResult: { totalCount: number } }>(
        '/api/platform/v3/msg/innerMessage/msgList?pageNo=1&limit=1',
      )
    ).pageResult.totalCount;
    expect(unread).toBeGreaterThanOrEqual(2);

    await useFiveTabs(page);
    await enterSignedIn(page, READER, '/app/dashboard');
    await expect(unreadStat(page)).toHaveText(String(unread));
    await expect(messageTabBadge(page)).toHaveText(String(unread));

    await page.locator('.adm-tab-bar-item').filter({ hasText: '消息' }).click();
    await expect(page).toHaveURL(/\/app\/message\/inner\/receive$/);
    const unreadRows = page.locator('a[data-unread]');
    await expect(unreadRows).toHaveCount(unread);
    await unreadRows.first().click();
    await expect(page).toHaveURL(/\/app\/message\/inner\/detail\/\d+$/);
    await expect(page.locator('article')).toContainText('催您尽快处理');
    await expect(page.getByRole('button', { name: '去处理' })).toBeVisible();
    await page.goBack();
    await expect(messageTabBadge(page)).toHaveText(String(unread - 1));
    await expect(unreadRows).toHaveCount(unread - 1);

    await page.getByRole('button', { name: '全部已读' }).click();
    await expect(messageTabBadge(page)).toHaveCount(0);
    await expect(unreadRows).toHaveCount(0);
    await page.locator('.adm-tab-bar-item').filter({ hasText: '首页' }).click();
    await expect(unreadStat(page)).toHaveCount(0);

    // Swipe a message to the left, delete, confirm.
    await page.goto('/app/message/inner/receive');
    const rows = page.locator('a[href*="/message/inner/detail/"]');
    await expect(rows).toHaveCount(unread);
    const box = (await rows.first().boundingBox())!;
    await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 10 });
    await page.mouse.up();
    await page
      .locator('.adm-swipe-action-actions-right')
      .first()
      .getByRole('button', { name: '删除' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(rows).toHaveCount(unread - 1);
  });

  for (const language of ['zh-CN', 'en-US'] as UiLanguage[]) {
    test(`renders the inbox and a message in ${language}`, async ({ page, request }) => {
      const starter = await apiAs(request, STARTER);
      const instId = await startGeneralRequest(starter, `证明开具 ${language}`);
      await starter.post('/api/business/v3/bpm/task/urge', { instId });
      await useLanguage(page, language);
      await useFiveTabs(page);
      await enterSignedIn(page, READER);
      await page.goto('/app/message/inner/receive');
      await expect(page.locator('a[href*="/message/inner/detail/"]').first()).toBeVisible();
      await shot(page, 'message-inbox', language);
      await page.locator('a[href*="/message/inner/detail/"]').first().click();
      await expect(page.locator('article h1')).toBeVisible();
      await shot(page, 'message-detail', language);
    });
  }
});
