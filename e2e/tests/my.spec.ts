import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { phoneOf } from '../support/workflow';
import { shot, useLanguage, type UiLanguage } from '../support/portal';

/** Issue 6: the My area's new pages (personal information, help center, Setting). */

const tabBarItems = (page: Page) => page.locator('.adm-tab-bar-item');

test.describe('My area', () => {
  test('personal information and the help center, with the back bar and no tab bar', async ({ page }) => {
    await enterSignedIn(page, 'student');
    await page.goto('/app/my/index');
    await page.getByRole('link', { name: '个人信息' }).click();

    await expect(page).toHaveURL(/\/app\/my\/userInfo$/);
    await expect(tabBarItems(page)).toHaveCount(0);
    const info = page.locator('main');
    await expect(info.getByRole('heading', { name: '李明轩' })).toBeVisible();
    await expect(info).toContainText('202411101');
    await expect(info).toContainText('江南理工学院 / 计算机与信息工程学院 / 软件工程 / 软件工程2024级1班');
    await expect(info.locator('.adm-list-item').filter({ hasText: '角色' })).toContainText('学生');
    await expect(info.locator('.adm-list-item').filter({ hasText: '性别' })).toContainText('男');

    await page.locator('.adm-nav-bar-back').click();
    await expect(page).toHaveURL(/\/app\/my\/index$/);
    await page.locator('.adm-list-item').filter({ hasText: '帮助中心' }).click();
    await expect(page).toHaveURL(/\/app\/my\/help$/);
    // A student's own questions come first.
    await expect(page.locator('main h2').first()).toHaveText('学生常见问题');
    await page.getByText('请假由谁审批？').click();
    await expect(page.locator('main')).toContainText('2 天以内由辅导员审批');
  });

  test('Setting switches the tab bar between two and five tabs and keeps its flags', async ({ page }) => {
    // Not teacher: the sign-in journeys make that account need a captcha.
    await enterSignedIn(page, 'college');
    await page.goto('/app/my/index');
    await expect(tabBarItems(page)).toHaveCount(2);
    await page.locator('.adm-list-item').filter({ hasText: '设置' }).click();
    await expect(page).toHaveURL(/\/app\/my\/setting$/);

    await page.locator('.adm-list-item').filter({ hasText: '五个标签' }).click();
    await page.locator('.adm-nav-bar-back').click();
    await expect(tabBarItems(page)).toHaveCount(5);
    await expect(tabBarItems(page).nth(0)).toContainText('消息');
    await expect(tabBarItems(page).nth(3)).toContainText('通讯录');
    await tabBarItems(page).nth(1).click();
    await expect(page).toHaveURL(/\/app\/notice\/index$/);
    await tabBarItems(page).nth(3).click();
    await expect(page).toHaveURL(/\/app\/contacts\/index$/);

    await page.goto('/app/my/setting');
    const warnings = page.getByRole('switch', { name: '显示警告提示' });
    await warnings.click();
    await expect(warnings).toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: '显示警告提示' })).toBeChecked();
    await page.locator('.adm-list-item').filter({ hasText: '两个标签' }).click();

    await page.getByRole('button', { name: '清除缓存' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('缓存已清除')).toBeVisible();

    await page.goto('/app/my/index');
    await expect(tabBarItems(page)).toHaveCount(2);
  });

  test('the language chosen on one phone opens the next sign-in on another (issue 30)', async ({
    browser,
  }) => {
    // An account no other journey signs in with: its language is kept on the server.
    const account = '202412105';
    /** A new phone signed in to the account, on the My page, which reads `switchText` for the language entry. */
    const newPhoneReading = async (switchText: string) => {
      const phone = await phoneOf(browser, account);
      await phone.goto('/app/my/index');
      const entry = phone.locator('.adm-list-item').filter({ hasText: switchText });
      await expect(entry).toBeVisible();
      return { phone, entry };
    };
    const choose = async (phone: Page, entry: Locator, language: string, after: string) => {
      await entry.click();
      await phone.locator('.adm-popup').getByText(language, { exact: true }).click();
      await expect(phone.locator('.adm-list-item').filter({ hasText: after })).toBeVisible();
    };

    const first = await newPhoneReading('切换语言');
    await choose(first.phone, first.entry, 'English', 'Switch language');
    // Another phone, nothing stored: the sign-in opens in English.
    const second = await newPhoneReading('Switch language');
    await shot(second.phone, 'my-area-account-language', 'en-US');
    // Back to Chinese the same way, so the account ends as it began.
    await choose(second.phone, second.entry, '简体中文', '切换语言');
    await newPhoneReading('切换语言');
  });

  for (const language of ['zh-CN', 'en-US'] as UiLanguage[]) {
    test(`renders the My pages in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await enterSignedIn(page, 'counsellor');
      await page.goto('/app/my/index');
      await expect(page.locator('.adm-list-item').first()).toBeVisible();
      await shot(page, 'my-area', language);
      for (const [path, name] of [
        ['/app/my/userInfo', 'my-user-info'],
        ['/app/my/help', 'my-help'],
        ['/app/my/setting', 'my-setting'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('main .adm-list-item').first()).toBeVisible();
        await shot(page, name, language);
      }
    });
  }
});
