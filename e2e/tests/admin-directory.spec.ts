import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { shot, useLanguage, type UiLanguage } from '../support/portal';

/**
 * The school's administration (issue 28): the demo school's administrator opens it from My, finds
 * a student and their counsellor, assigns a class's counsellor and sees it in the change log; at a
 * phone's 375 px and a desk's 1280 px. The classes are of a major no other journey uses, and the
 * counsellor given is the administrator's own account, so no other journey's counsellor changes.
 */

async function findStudent(page: Page) {
  await page.goto('/app/admin/people');
  await page.getByRole('searchbox').fill('李明轩');
  await page.getByRole('button', { name: '查询' }).click();
  await page.getByRole('link', { name: '李明轩' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/people\/\d+$/);
  await expect(page.locator('main')).toContainText('王晓婷');
  await expect(page.locator('main')).toContainText('软件工程2024级1班');
  await expect(page.locator('main')).toContainText('139****0002');
}

async function assignCounsellor(page: Page, klass: string) {
  await page.goto('/app/admin/classes');
  await page.getByRole('searchbox').fill(klass);
  await page.getByRole('button', { name: '查询', exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: klass });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '指派' }).click();
  const picker = page.getByRole('search', { name: '选择教职工' });
  await picker.getByRole('searchbox').fill('系统管理员');
  await picker.getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: /系统管理员 · T/ }).click();
  await expect(row).toContainText('系统管理员');
}

async function seeInChangeLog(page: Page, klass: string) {
  await page.goto('/app/admin/changes');
  await page.getByRole('searchbox').fill(klass);
  await page.getByRole('button', { name: '查询' }).click();
  const entry = page.getByRole('row').filter({ hasText: klass }).first();
  await expect(entry).toContainText('系统管理员');
  await expect(entry).toContainText('角色');
}

for (const [width, klass] of [
  [375, '市场营销2025级1班'],
  [1280, '市场营销2024级1班'],
] as const)
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width < 900, hasTouch: width < 900 });

    test('the administrator finds a student, assigns a counsellor and sees it in the change log', async ({
      page,
    }) => {
      await enterSignedIn(page, 'admin', '/app/my/index');
      await page.getByText('学校管理').click();
      await expect(page).toHaveURL(/\/app\/admin$/);
      for (const section of [
        '人员',
        '组织机构',
        '班级与辅导员',
        '角色与审核人',
        '宿舍',
        '数据导入',
        '学籍状态',
        '变更记录',
      ])
        await expect(page.getByRole('link', { name: new RegExp(`^${section}`) }).first()).toBeVisible();
      await findStudent(page);
      await assignCounsellor(page, klass);
      await seeInChangeLog(page, klass);
    });

    for (const language of ['zh-CN', 'en-US'] as const satisfies readonly UiLanguage[])
      test(`every screen, for people to look at (${language})`, async ({ page }) => {
        await useLanguage(page, language);
        await enterSignedIn(page, 'admin', '/app/admin');
        for (const path of ['', '/people', '/org', '/classes', '/roles', '/dorms', '/changes']) {
          await page.goto(`/app/admin${path}`);
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
          await shot(page, `admin${path.replace('/', '-') || '-home'}-${width}`, language);
        }
      });
  });

test('a student has no administration: no entry in My, and the screens say so', async ({ page }) => {
  await enterSignedIn(page, 'student', '/app/my/index');
  await expect(page.getByText('帮助中心')).toBeVisible();
  await expect(page.getByText('学校管理')).toHaveCount(0);
  await page.goto('/app/admin/people');
  await expect(page.locator('main')).toContainText('学校管理仅供本校管理员使用');
});
