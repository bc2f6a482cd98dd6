import { expect, test, type Page } from '@playwright/test';
import { expectHeaderEntries, headerEntries } from '../support/group-header';
import { SCREEN_LANGUAGES, phoneIn, screen } from '../support/phone';

/**
 * Issue 12, leaving school on the phone: the graduate (韩书瑶 of the 2023 class, whose four-year
 * programme ends this year) reaches the checklist from the campus services header, sees the library
 * done and finance as their bills say (issue 30); the dormitory office blocks its step with the
 * reason, then passes it; the class's counsellor and the college pass theirs, and the graduate is
 * cleared. The library sees its queue but not the other offices' buttons. A third-year student
 * (the 2024 cohort, issue 30 items 5 and 7) is offered no checklist and told whose it is. Then
 * the screens in the four languages.
 */
test.describe.configure({ timeout: 360_000 });

const GRADUATE = '韩书瑶';
/** The counsellor of the graduating class (计算机科学与技术2023级1班; staff numbers, db/seed/build.ts). */
const GRADUATES_COUNSELLOR = 'tt1010';

async function markStep(page: Page, step: string | null, action: string) {
  await page.goto('/app/xgxt/jczy/leavingSchool');
  if (step) await page.locator('[data-chips] button', { hasText: step }).click();
  await page.locator('.adm-search-bar input').fill(GRADUATE);
  await page.locator('.adm-search-bar input').press('Enter');
  const row = page.locator('li', { hasText: GRADUATE });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: action, exact: true }).click();
  return row;
}

test('the clearance: each office marks its own step, finance follows the bills', async ({ browser }) => {
  const graduate = await phoneIn(browser, 'graduate');
  await graduate.goto('/app/xgxt/jczy/repair');
  await headerEntries(graduate, '校园服务').getByRole('button', { name: '离校手续', exact: true }).click();
  await expect(graduate).toHaveURL(/\/xgxt\/jczy\/leavingSchool$/);
  await expect(graduate.getByText(/届毕业生离校手续/)).toBeVisible();
  // Finance is read from the bills: this graduate owes nothing, so it has passed.
  const finance = graduate.locator('.adm-step', { hasText: '财务处' });
  await expect(finance.locator('.adm-tag', { hasText: '已通过' })).toBeVisible();
  await expect(graduate.getByText('已完成 2/5 项')).toBeVisible();
  await screen(graduate, 'jczy-leaving-student-zh-CN');

  const library = await phoneIn(browser, 'librarian');
  await library.goto('/app/xgxt/jczy/leavingSchool');
  await expect(library.getByText(/^毕业生8人/)).toBeVisible();
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

  for (const account of [GRADUATES_COUNSELLOR, 'college']) {
    const row = await markStep(await phoneIn(browser, account), null, '通过');
    await expect(row.locator('.adm-tag', { hasText: '已通过' })).toBeVisible();
  }

  // Every office has passed and nothing is owed: the graduate is cleared.
  await graduate.reload();
  await expect(graduate.getByText('已完成 5/5 项')).toBeVisible();
  await expect(graduate.getByText('全部手续已办结，可以领取毕业证书')).toBeVisible();
  await screen(graduate, 'jczy-leaving-cleared-zh-CN');
});

test('a student outside the graduating cohort is offered no checklist and told whose it is', async ({
  browser,
}) => {
  // A third-year student: the 2024 cohort graduates in 2028, not this year.
  for (const [account, own] of [
    ['student', '2024'],
    ['202511116', '2025'],
  ] as const) {
    const younger = await phoneIn(browser, account);
    await younger.goto('/app/xgxt/jczy/repair');
    await expectHeaderEntries(younger, '校园服务', { offered: ['班级日志'], withheld: ['离校手续'] });
    await younger.goto('/app/xgxt/jczy/leavingSchool');
    await expect(younger.getByText('离校手续只面向本届毕业生（2023级）')).toBeVisible();
    await expect(younger.getByText(`您是${own}级学生，毕业那一年再来办理`)).toBeVisible();
    await expect(younger.locator('.adm-step')).toHaveCount(0);
  }
  const third = await phoneIn(browser, 'student');
  await third.goto('/app/xgxt/jczy/leavingSchool');
  await expect(third.getByText('您是2024级学生，毕业那一年再来办理')).toBeVisible();
  await screen(third, 'jczy-leaving-not-cohort-zh-CN');
  const english = await phoneIn(browser, 'student', 'en-US');
  await english.goto('/app/xgxt/jczy/repair');
  await expectHeaderEntries(english, 'Campus services', {
    offered: ['Class register'],
    withheld: ['Leaving school'],
  });
  await screen(english, 'jczy-repair-third-year-en-US', { fullPage: false });
  await english.goto('/app/xgxt/jczy/leavingSchool');
  await expect(
    english.getByText("Leaving school is for this year's graduates (the 2023 cohort)"),
  ).toBeVisible();
  await screen(english, 'jczy-leaving-not-cohort-en-US');
});

const TITLE = {
  'zh-CN': '离校手续',
  'zh-TW': '離校手續',
  'en-US': 'Leaving school',
  'ja-JP': '卒業時の手続き',
} as const;

for (const language of SCREEN_LANGUAGES) {
  test(`the leaving-school screens in ${language}`, async ({ browser }) => {
    // Another graduate of the 2023 class, who is partway through.
    const graduate = await phoneIn(browser, '202311202', language);
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
