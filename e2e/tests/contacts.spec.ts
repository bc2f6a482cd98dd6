import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { apiAs, shot, useLanguage, type UiLanguage } from '../support/portal';

/** Issue 6: the address book. Privacy is the server's; the screens show what it returns. */

const search = (page: Page) => page.getByPlaceholder('搜索姓名、拼音首字母或手机号');
const contactRow = (page: Page, name: string) =>
  page.locator('a[href*="/contacts/card/"]').filter({ hasText: name });

test.describe('address book', () => {
  test('drills down the org tree to a class and back up by the path', async ({ page }) => {
    await enterSignedIn(page, 'student');
    await page.goto('/app/contacts/index');
    const path = page.getByRole('navigation', { name: '所在位置' });
    await expect(path).toHaveText('江南理工学院');

    await page.locator('.adm-list-item').filter({ hasText: '计算机与信息工程学院' }).click();
    await expect(path).toContainText('计算机与信息工程学院');
    await page.locator('.adm-list-item').filter({ hasText: '软件工程' }).first().click();
    const ownClass = page.locator('.adm-list-item').filter({ hasText: '软件工程2024级1班' });
    await expect(ownClass).toContainText(/\d+人/);
    await ownClass.click();
    await expect(path).toContainText('软件工程2024级1班');
    await expect(contactRow(page, '李明轩')).toBeVisible();

    await path.getByRole('button', { name: '计算机与信息工程学院' }).click();
    await expect(path).not.toContainText('软件工程');
    await expect(page.locator('.adm-list-item').filter({ hasText: '软件工程' }).first()).toBeVisible();
    // The browser's back retraces the drill-down too.
    await page.goBack();
    await expect(path).toContainText('软件工程2024级1班');
  });

  test('finds staff by pinyin initials and calls or texts them from the card', async ({ page }) => {
    await enterSignedIn(page, 'student');
    await page.goto('/app/contacts/index');
    await search(page).fill('wxt');
    await expect(contactRow(page, '王晓婷')).toBeVisible();
    await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:13900000003');
    await contactRow(page, '王晓婷').click();

    await expect(page).toHaveURL(/\/app\/contacts\/card\/\d+$/);
    await expect(page.getByRole('heading', { name: '王晓婷' })).toBeVisible();
    await expect(page.getByRole('link', { name: '打电话' })).toHaveAttribute('href', 'tel:13900000003');
    await expect(page.getByRole('link', { name: '发短信' })).toHaveAttribute('href', 'sms:13900000003');
    await expect(page.locator('main')).toContainText('江南理工学院 / 计算机与信息工程学院');
  });

  test('a student cannot find a student of another class, but finds a classmate', async ({
    page,
    request,
  }) => {
    // Someone the office sees: a student of another class (computer science, class 1 of 2024).
    const office = await apiAs(request, 'office');
    const found = await office.post<{ dataResult: { name: string; orgName: string }[] }>(
      '/api/platform/v3/contacts/search',
      { parameters: [{ key: 'Q^keyword^SL', value: '202411201' }] },
    );
    const stranger = found.dataResult[0];
    expect(stranger?.orgName).toBe('计算机科学与技术2024级1班');

    await enterSignedIn(page, 'student');
    await page.goto('/app/contacts/index');
    await search(page).fill(stranger!.name);
    await expect(page.locator('.adm-error-block')).toContainText('暂无数据');
    await expect(contactRow(page, stranger!.name)).toHaveCount(0);

    await search(page).fill('202411102');
    await expect(page.locator('a[href*="/contacts/card/"]')).toHaveCount(1);
    await expect(page.locator('main')).toContainText('软件工程2024级1班');
  });

  for (const language of ['zh-CN', 'en-US'] as UiLanguage[]) {
    test(`renders the address book in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await enterSignedIn(page, 'counsellor');
      await page.goto('/app/contacts/index');
      await expect(page.locator('.adm-list-item').first()).toBeVisible();
      await shot(page, 'contacts-index', language);
      await page.locator('.adm-list-item').filter({ hasText: '计算机与信息工程学院' }).click();
      await expect(page.locator('a[href*="/contacts/card/"]').first()).toBeVisible();
      await shot(page, 'contacts-college', language);
      await page.locator('a[href*="/contacts/card/"]').first().click();
      await expect(page.locator('main h1')).toBeVisible();
      await shot(page, 'contact-card', language);
    });
  }
});
