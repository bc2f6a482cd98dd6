import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { apiAs, shot, useLanguage, type UiLanguage } from '../support/portal';

/** Issue 6: announcements. The office publishes, students read; titles are unique per run. */

const rowOf = (page: Page, title: string) => page.locator('a').filter({ hasText: title });

/** A 2×2 PNG: enough for the browser to decode and lay out. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPQzrkCRAwQCgAlHgWtb37hDwAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('announcements', () => {
  test('the office publishes an announcement; a student reads it and gets its bulletin', async ({
    page,
    browser,
  }) => {
    const title = `返校安排通知 ${Date.now()}`;
    await enterSignedIn(page, 'office');
    await page.goto('/app/notice/index');
    await page.getByRole('link', { name: '发布公告' }).click();
    await expect(page).toHaveURL(/\/app\/notice\/edit$/);
    await expect(page).toHaveTitle(/新建公告/);

    await page.getByPlaceholder('请输入公告标题').fill(title);
    await page.locator('.adm-radio').filter({ hasText: '重要' }).click();
    const body = page.getByRole('textbox', { name: '正文' });
    await body.click();
    await page.keyboard.type('各位同学：');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('请按时返校');
    await page.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '项目符号列表' }).click();
    await page.keyboard.type('带好学生证');
    // Markup no announcement may carry: the client drops it before saving (the server too).
    await page.evaluate(() =>
      document.execCommand('insertHTML', false, '<a href="javascript:window.__hacked=1">点我</a>'),
    );
    // An attachment, through the editor's upload control.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: '返校须知.txt', mimeType: 'text/plain', buffer: Buffer.from('返校须知\n') });
    await expect(page.getByText('返校须知.txt')).toBeVisible();
    await shot(page, 'notice-editor', 'zh-CN');
    await page.getByRole('button', { name: '发布' }).click();

    await expect(page).toHaveURL(/\/app\/notice\/detail\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const content = page.locator('article');
    await expect(content.locator('strong')).toHaveText('请按时返校');
    await expect(content.locator('li')).toContainText('带好学生证');
    await expect(content.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '编辑' })).toBeVisible();

    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await enterSignedIn(student, 'student');
    await student.goto('/app/notice/index');
    await expect(student.getByRole('link', { name: '发布公告' })).toHaveCount(0);
    await expect(student.getByRole('tab', { name: '我的草稿' })).toHaveCount(0);
    const row = rowOf(student, title);
    await expect(row).toContainText('重要');
    await row.click();
    await expect(student.locator('article strong')).toHaveText('请按时返校');
    await expect(student.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(student.getByRole('heading', { name: '附件（1）' })).toBeVisible();
    await expect(student.getByText('返校须知.txt')).toBeVisible();

    // Publishing told every member with a bulletin message that leads to the announcement.
    await student.goto('/app/message/inner/receive');
    const bulletin = rowOf(student, title);
    await expect(bulletin).toContainText('公告');
    await bulletin.click();
    await student.getByRole('button', { name: '查看公告' }).click();
    await expect(student.getByRole('heading', { name: title })).toBeVisible();
    expect(await student.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
    await studentContext.close();
  });

  test("an announcement's pictures and attachments arrive through the token", async ({ page, request }) => {
    const office = await apiAs(request, 'office');
    const picture = await office.upload('campus.png', 'image/png', PNG);
    const notes = await office.upload('notes.txt', 'text/plain', Buffer.from('返校须知\n'));
    const title = `附件公告 ${Date.now()}`;
    const saved = await office.post<{ id: string }>('/api/platform/v3/system/news/save', {
      title,
      content: `<p>详见附件。</p><p><img alt="校园东门返校报到点示意图" src="/api/platform/v3/file/getImage?attachmentId=${picture}"></p>`,
      publicItem: 'notices',
      status: 'publish',
      picture,
      fileAttach: [{ id: notes }],
    });

    await enterSignedIn(page, '202411108');
    await page.goto(`/app/notice/detail/${saved.id}`);
    const images = page.locator('article img');
    await expect(images).toHaveCount(2);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2);
    }
    const attachment = page.locator('.adm-list-item').filter({ hasText: 'notes.txt' });
    await expect(attachment).toContainText('B');
    const download = page.waitForEvent('download');
    await attachment.click();
    expect((await download).suggestedFilename()).toBe('notes.txt');
  });

  test('the office keeps drafts apart and sees the expired ones', async ({ page }) => {
    const title = `离校登记草稿 ${Date.now()}`;
    await enterSignedIn(page, 'office');
    await page.goto('/app/notice/edit');
    await page.getByPlaceholder('请输入公告标题').fill(title);
    await page.getByRole('textbox', { name: '正文' }).click();
    await page.keyboard.type('草稿内容');
    await page.getByRole('button', { name: '存草稿' }).click();

    await expect(page).toHaveURL(/\/app\/notice\/index\?view=drafts$/);
    await expect(page.getByRole('tab', { name: '我的草稿', selected: true })).toBeVisible();
    await rowOf(page, title).click();
    await expect(page).toHaveURL(/\/app\/notice\/edit\/\d+$/);
    await expect(page).toHaveTitle(/编辑公告/);
    await expect(page.getByPlaceholder('请输入公告标题')).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: '正文' })).toContainText('草稿内容');

    await page.goto('/app/notice/index');
    await expect(rowOf(page, title)).toHaveCount(0);
    await page.getByRole('tab', { name: '已过期' }).click();
    await expect(rowOf(page, '期中考试安排')).toContainText('过期');
  });

  for (const language of ['zh-CN', 'en-US'] as UiLanguage[]) {
    test(`renders the announcement screens in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await enterSignedIn(page, 'office');
      await page.goto('/app/notice/index');
      await expect(page.locator('.adm-tabs')).toBeVisible();
      await expect(page.locator('main a[href*="/notice/detail/"]').first()).toBeVisible();
      await shot(page, 'notice-index', language);
      await page.locator('main a[href*="/notice/detail/"]').first().click();
      await expect(page.locator('article h1')).toBeVisible();
      await shot(page, 'notice-detail', language);
      await page.goto('/app/notice/edit');
      await expect(page.getByRole('textbox').first()).toBeVisible();
      await shot(page, 'notice-new', language);
    });
  }
});
