import { expect, test, type Page } from '@playwright/test';
import { ALL_LANGUAGES, phoneIn, screen } from '../support/phone';

/**
 * Issue 12, leaving school on the phone: the graduate sees the library done and finance not passed
 * with what they owe (read from their bills, issue 30); the dormitory office blocks its step with
 * the reason, then passes it; the counsellor passes theirs and the college marks the student card
 * returned; the graduate still owes, so is not cleared. The library sees its
 * queue but not the other offices' buttons. Then the screens in the four languages.
 */
test.describe.configure({ timeout: 360_000 });

async function markStep(page: Page, step: string | null, action: string) {
  await page.goto('/app/xgxt/jczy/leavingSchool');
  if (step) await page.locator('[data-chips] button', { hasText: step }).click();
  await page.locator('.adm-search-bar input').fill('李明轩');
  await page.locator('.adm-search-bar input').press('Enter');
  const row = page.locator('li', { hasText: '李明轩' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: action, exact: true }).click();
  return row;
}

test('the clearance: each office marks its own step, finance follows the bills', async ({ browser }) => {
  const graduate = await phoneIn(browser, 'student');
  await graduate.goto('/app/xgxt/jczy/leavingSchool');
  await expect(graduate.getByText('已完成 1/5 项')).toBeVisible();
  await expect(graduate.getByText(/届毕业生离校手续/)).toBeVisible();
  // Finance is read from the bills: the tuition still owed, with the amount, not passed.
  const finance = graduate.locator('.adm-step', { hasText: '财务处' });
  await expect(finance.locator('.adm-tag', { hasText: '未通过' })).toBeVisible();
  await expect(finance).toContainText(/尚欠费用 ¥[\d,]+/);
  await screen(graduate, 'jczy-leaving-student-zh-CN');

  const library = await phoneIn(browser, 'librarian');
  await library.goto('/app/xgxt/jczy/leavingSchool');
  await expect(library.getByText(/^毕业生102人/)).toBeVisible();
  await expect(library.locator('li').first().getByRole('button').first()).toBeVisible();
  await screen(library, 'jczy-leaving-library-zh-CN', { fullPage: false });

  const dorm = await phoneIn(browser, 'dorm');
  const row = await markStep(dorm, null, '不通过');
  await row.getByRole('textbox', { name: '未通过原因和办理地点' }).fill('宿舍钥匙未交回，请到值班室交回');
  await row.getByRole('button', { name: '确定', exact: true }).click();
  await expect(row.locator('.adm-tag', { hasText: '未通过' })).toBeVisible();
  await screen(dorm, 'jczy-leaving-dorm-zh-CN', { fullPage: false });
  await graduate.reload();
  await expect(graduate.getByText('宿舍钥匙未交回，请到值班室交回')).toBeVisible();
  const passed = await markStep(dorm, null, '通过');
  await expect(passed.locator('.adm-tag', { hasText: '已通过' })).toBeVisible();

  for (const account of ['counsellor', 'college']) {
    const row = await markStep(await phoneIn(browser, account), null, '通过');
    await expect(row.locator('.adm-tag', { hasText: '已通过' })).toBeVisible();
  }

  // Every office has passed, but what is owed keeps the graduate from being cleared.
  await graduate.reload();
  await expect(graduate.getByText('已完成 4/5 项')).toBeVisible();
  await expect(graduate.getByText('全部手续已办结，可以领取毕业证书')).toHaveCount(0);
  await expect(graduate.getByText(/尚欠费用 ¥/)).toBeVisible();
  await screen(graduate, 'jczy-leaving-owing-zh-CN');
});

test('a student outside the graduating cohort is told whose the checklist is', async ({ browser }) => {
  const second = await phoneIn(browser, '202511116');
  await second.goto('/app/xgxt/jczy/leavingSchool');
  await expect(second.getByText('离校手续只面向本届毕业生（2024级）')).toBeVisible();
  await expect(second.getByText('您是2025级学生，毕业那一年再来办理')).toBeVisible();
  await expect(second.locator('.adm-step')).toHaveCount(0);
  await screen(second, 'jczy-leaving-not-cohort-zh-CN');
  const english = await phoneIn(browser, '202511116', 'en-US');
  await english.goto('/app/xgxt/jczy/leavingSchool');
  await expect(
    english.getByText("Leaving school is for this year's graduates (the 2024 cohort)"),
  ).toBeVisible();
  await screen(english, 'jczy-leaving-not-cohort-en-US');
});

const TITLE = {
  'zh-CN': '离校手续',
  'zh-TW': '離校手續',
  'en-US': 'Leaving school',
  'ja-JP': '卒業時の手続き',
} as const;

for (const language of ALL_LANGUAGES) {
  test(`the leaving-school screens in ${language}`, async ({ browser }) => {
    // A graduate of another class, who is partway through.
    const graduate = await phoneIn(browser, '202412102', language);
    await graduate.goto('/app/xgxt/jczy/leavingSchool');
    await expect(graduate.getByRole('heading', { name: TITLE[language], level: 1 })).toBeVisible();
    await expect(graduate.locator('.adm-step').first()).toBeVisible();
    await screen(graduate, `jczy-leaving-student-${language}`);
    const office = await phoneIn(browser, 'office', language);
    await office.goto('/app/xgxt/jczy/leavingSchool');
    await expect(office.locator('li').first()).toBeVisible();
    await screen(office, `jczy-leaving-office-${language}`, { fullPage: false });
  });
}
