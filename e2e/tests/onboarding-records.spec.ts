import { expect, test, type Page } from '@playwright/test';
import { phoneIn, screen as shot, type AppLanguage } from '../support/phone';
import { phoneOf, pickOption, PROOF_IMAGE } from '../support/workflow';

/**
 * Issue 13, onboarding's records: the freshman (yxfreshman, the journey's own account) opens the
 * classic index, fills in the personal information collection (a wrong ID number refused first)
 * and the journey marks it done; the bill is the fees group's; asks a question with a picture,
 * which the office answers into the FAQ; the school's pages (admission requirements, rxxz, the
 * financial-aid policy, the announcement, the consulting page) and the variants' my page; the
 * office's list of freshmen keeps and gives up a place. Then the new screens in zh-CN and en-US.
 */
test.describe.configure({ timeout: 420_000 });

test('the freshman fills in the information, asks a question; the office answers and sets a standing', async ({
  browser,
}, testInfo) => {
  // A retry (or a repeat) finds what the first attempt stored (the information, the question):
  // its question is its own, and the information is already there.
  const attempt = testInfo.retry + testInfo.repeatEachIndex;
  const QUESTION = `宿舍几点熄灯？可以用电脑吗？${attempt ? `（${testInfo.repeatEachIndex}-${testInfo.retry}）` : ''}`;
  const freshman = await phoneOf(browser, 'yxfreshman');
  await freshman.goto('/app/xgxt/yxxt/oldIndex');
  await expect(
    freshman.getByText('已完成 1 / 6 项').or(freshman.getByText(/已完成 \d \/ 6 项/)),
  ).toBeVisible();
  // Seven steps, joining the army optional (MODULES §1): not counted as owed.
  await expect(freshman.locator('button[data-state]')).toHaveCount(7);
  await shot(freshman, 'yxxt-old-index-zh');

  await freshman.goto('/app/xgxt/yxxt/personalInfo');
  if (!attempt) await expect(freshman.getByText('尚未填写')).toBeVisible();
  await freshman.locator('#idNumber').fill('41010520080101123');
  await freshman.locator('#origin').fill('河南省郑州市');
  await freshman.locator('#address').fill('郑州市金水区文化路 97 号');
  await freshman.locator('#email').fill('linxiaoyu@example.edu.cn');
  await freshman.locator('#height').fill('165');
  await freshman.locator('#weight').fill('52');
  await pickOption(freshman, 'uniformSize', 'M');
  // The parents' first row, unless an earlier attempt saved one.
  if ((await freshman.locator('#parents-0-name').count()) === 0)
    await freshman.getByRole('button', { name: '添加一行' }).click();
  await freshman.locator('#parents-0-name').fill('林国强');
  await pickOption(freshman, 'parents-0-relation', '父亲');
  await freshman.locator('#parents-0-phone').fill('13912345678');
  await freshman.getByRole('button', { name: '保存', exact: true }).click();
  await expect(freshman.getByText('请输入正确的身份证号码')).toBeVisible();
  await freshman.locator('#idNumber').fill('410105200801011237');
  await freshman.getByRole('button', { name: '保存', exact: true }).click();
  await expect(freshman.getByText(/最近保存：/)).toBeVisible();
  await shot(freshman, 'yxxt-personal-info-zh');

  await freshman.goto('/app/xgxt/yxxt/index');
  await expect(freshman.locator('[data-step="info"]')).toHaveAttribute('data-state', 'done');
  await expect(freshman.locator('[data-step="payment"]')).not.toHaveAttribute('data-state', 'notConfigured');
  await expect(freshman.locator('[data-step="payment"]')).toContainText(/已缴清|尚未缴费|部分缴费|缓缴|减免/);

  await freshman.goto('/app/xgxt/yxxt/askQuestions');
  await freshman.getByRole('button', { name: '我要提问' }).click();
  await freshman.locator('#title').fill(QUESTION);
  await freshman.locator('#body').fill('想带笔记本电脑，不知道宿舍晚上会不会断电。');
  await freshman.locator('.adm-popup input[type="file"]').setInputFiles(PROOF_IMAGE);
  await expect(freshman.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await expect(freshman.getByRole('progressbar')).toHaveCount(0);
  await freshman.getByRole('button', { name: '提交问题' }).click();
  await expect(freshman.getByRole('button', { name: new RegExp(QUESTION) })).toBeVisible();
  await shot(freshman, 'yxxt-questions-mine-zh');
  await freshman.getByRole('button', { name: new RegExp(QUESTION) }).click();
  await expect(freshman.getByTestId('question')).toContainText('等待回复');
  await freshman.getByTestId('question').locator('img').click();
  await expect(freshman).toHaveURL(/pictureDetails\?id=.*&n=1/);
  await expect(freshman.getByText('第 1 / 1 张')).toBeVisible();
  await shot(freshman, 'yxxt-picture-zh');
  await freshman.goBack();
  await expect(freshman).toHaveURL(/problemDetails\?id=/);

  const office = await phoneOf(browser, 'office');
  await office.goto('/app/xgxt/yxxt/askQuestions');
  await office.getByRole('button', { name: new RegExp(QUESTION) }).click();
  await expect(office.getByText(/林晓雨/)).toBeVisible();
  await office.locator('textarea').fill('宿舍 23:30 熄灯，但插座整晚有电，可以使用电脑。');
  await office.locator('.adm-checkbox', { hasText: '收录到常见问题' }).click();
  await office.getByRole('button', { name: '提交回复' }).click();
  await expect(office.getByTestId('answer')).toContainText('23:30');
  await shot(office, 'yxxt-question-answered-zh');

  await freshman.reload();
  await expect(freshman.getByTestId('answer')).toContainText('插座整晚有电');
  await freshman.goto('/app/xgxt/yxxt/askQuestions');
  await expect(freshman.getByRole('button', { name: new RegExp(QUESTION) })).toBeVisible();
  await shot(freshman, 'yxxt-questions-faq-zh');

  // The office's list: find the freshman, give the place up, then back to the check-in state.
  await office.goto('/app/xgxt/yxxt/studentList');
  await expect(office.getByTestId('freshmen-total')).toContainText('2026级新生', { timeout: 30_000 });
  await office.locator('[data-chips] button', { hasText: '保留入学资格' }).click();
  await expect(office.getByText('应征入伍，保留入学资格两年').first()).toBeVisible();
  await shot(office, 'yxxt-freshmen-kept-zh');
  await office.locator('[data-chips] button', { hasText: '全部' }).click();
  await office.getByPlaceholder('姓名或学号').fill('林晓雨');
  const row = office.locator('[data-freshman]', { hasText: '林晓雨' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('个人信息');
  await row.getByRole('button', { name: /保留入学资格/ }).click();
  await office.locator('.adm-action-sheet-popup').getByRole('button', { name: '放弃入学' }).click();
  await office.getByPlaceholder('原因（选填）').fill('电话确认复读');
  await office.getByRole('button', { name: '确定' }).click();
  await expect(row.locator('.adm-tag', { hasText: '放弃入学' })).toBeVisible();
  await shot(office, 'yxxt-freshmen-zh');

  await freshman.goto('/app/xgxt/cjxy_yxxt/my');
  await expect(freshman.getByTestId('my-status')).toHaveText('放弃入学');
  await expect(freshman.getByText('电话确认复读')).toBeVisible();
  await shot(freshman, 'yxxt-my-zh');

  await row.getByRole('button', { name: /保留入学资格/ }).click();
  await office.locator('.adm-action-sheet-popup').getByRole('button', { name: '恢复为按报到情况' }).click();
  await expect(row.locator('.adm-tag', { hasText: '未报到' })).toBeVisible();
});

const PAGES: { path: string; zh: RegExp; en: RegExp; name: string }[] = [
  { path: '/app/xgxt/yxxt/admissionHome', zh: /重要时间/, en: /Key dates/, name: 'admission-home' },
  { path: '/app/xgxt/yxxt/admissionRequirements', zh: /报到流程/, en: /On the day/, name: 'requirements' },
  {
    path: '/app/xgxt/yxxt/admissionRequirementsTwo',
    zh: /必带材料/,
    en: /You must bring/,
    name: 'requirements-two',
  },
  { path: '/app/xgxt/sanya_yxxt/rxxz', zh: /入学资格复查/, en: /Review of admission/, name: 'rxxz' },
  {
    path: '/app/xgxt/sanya_yxxt/financialAidPolicy',
    zh: /国家助学金/,
    en: /National grant/,
    name: 'aid-policy',
  },
  { path: '/app/xgxt/yxxt/announcement', zh: /接站安排/, en: /Pick-up/, name: 'announcement' },
  { path: '/app/xgxt/cjxy_yxxt/consulting', zh: /咨询电话/, en: /Phone/, name: 'consulting' },
];

async function formScreens(page: Page, language: AppLanguage, titles: RegExp[]) {
  const routes = [
    '/app/xgxt/yxxt/joinArmy',
    '/app/xgxt/cjxy_yxxt/arrivalInfo',
    '/app/xgxt/cjxy_yxxt/certificateUpload',
  ];
  for (const [i, path] of routes.entries()) {
    await page.goto(path);
    await expect(page.locator('form').first()).toBeVisible();
    await expect(page.getByText(titles[i]!).first()).toBeVisible();
    await shot(page, `yxxt-form-${path.split('/').pop()}-${language}`);
  }
}

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`the onboarding record screens in ${language}`, async ({ browser }) => {
    const zh = language === 'zh-CN';
    const freshman = await phoneIn(browser, 'hbfreshman', language);
    for (const page of PAGES) {
      await freshman.goto(page.path);
      await expect(freshman.getByTestId('onboarding-page')).toContainText(zh ? page.zh : page.en);
      await shot(freshman, `yxxt-page-${page.name}-${language}`);
    }
    await formScreens(
      freshman,
      language,
      zh
        ? [/入伍通知书/, /交通方式/, /身份证人像面/]
        : [/Enlistment notice/, /How you travel/, /ID card, photo side/],
    );
    await freshman.goto('/app/xgxt/jlqc_yxxt/my');
    await expect(freshman.getByTestId('my-status')).toBeVisible();
    await shot(freshman, `yxxt-my-${language}`);
    await freshman.goto('/app/xgxt/yxxt/oldIndex');
    // The second school's journey: cjxy's certificates besides every school's steps.
    await expect(freshman.locator('button[data-state]')).toHaveCount(8);
    await shot(freshman, `yxxt-old-index-${language}`);
    await freshman.goto('/app/xgxt/yxxt/askQuestions');
    await expect(freshman.locator('[data-question]').first()).toBeVisible();
    await shot(freshman, `yxxt-questions-${language}`);
    await freshman.locator('[data-question]').first().click();
    await expect(freshman.getByTestId('answer')).toBeVisible();
    await shot(freshman, `yxxt-question-${language}`);

    const office = await phoneIn(browser, 'hboffice', language);
    await office.goto('/app/xgxt/cjxy_yxxt/studentList');
    await expect(office.locator('[data-freshman]').first()).toBeVisible({ timeout: 30_000 });
    await shot(office, `yxxt-freshmen-${language}`, { fullPage: false });
    await office.goto('/app/xgxt/cjxy_yxxt/askQuestions');
    await expect(office.locator('[data-question]').first()).toBeVisible();
    await shot(office, `yxxt-questions-staff-${language}`);
  });
}

/** Taps the onboarding tile of the workbench, as a freshman or the office would. */
async function openOnboardingTile(page: Page, zh: boolean) {
  await page.goto('/app/dashboard');
  await page
    .locator('section[aria-labelledby="common-apps"]')
    .getByRole('link', { name: zh ? '迎新系统' : 'Onboarding' })
    .click();
}

for (const language of ['zh-CN', 'en-US'] as const)
  test(`the second school's tile opens its cjxy onboarding, every form a step away (${language})`, async ({
    browser,
  }) => {
    // Issue 30 item 16: the tile opened the generic journey; the cjxy forms were reachable only
    // by typing their address; the green channel invited an application with no round open.
    const zh = language === 'zh-CN';
    const freshman = await phoneIn(browser, 'hbfreshman', language);
    await openOnboardingTile(freshman, zh);
    await expect(freshman).toHaveURL(/\/app\/xgxt\/cjxy_yxxt\/index$/);
    const green = freshman.locator('[data-step="greenChannel"]');
    await expect(green).toHaveAttribute('data-state', 'closed');
    await expect(green.getByRole('button')).toHaveCount(0);
    await expect(green).toContainText(
      zh ? /未开放.*没有开放的申请批次/ : /Not open.*no application round open/,
    );
    await shot(freshman, `yxxt-cjxy-journey-${language}`);
    const forms: [string, string, RegExp][] = [
      ['arrival', 'arrivalInfo', zh ? /交通方式/ : /How you travel/],
      ['certificate', 'certificateUpload', zh ? /身份证人像面/ : /ID card, photo side/],
      ['army', 'joinArmy', zh ? /入伍通知书/ : /Enlistment notice/],
    ];
    for (const [step, route, field] of forms) {
      await freshman.locator(`[data-step="${step}"] button`).click();
      await expect(freshman).toHaveURL(new RegExp(`/app/xgxt/cjxy_yxxt/${route}$`));
      await expect(freshman.getByText(field).first()).toBeVisible();
      await freshman.goBack();
      await expect(freshman).toHaveURL(/\/cjxy_yxxt\/index$/);
    }
    await freshman.getByRole('button', { name: zh ? '咨询服务' : 'Ask us' }).click();
    await expect(freshman).toHaveURL(/\/app\/xgxt\/cjxy_yxxt\/consulting$/);
    await expect(freshman.getByTestId('onboarding-page')).toContainText(zh ? /咨询电话/ : /Phone/);

    // Every school's journey leads to the arrival and joining the army too (MODULES §1).
    const first = await phoneIn(browser, 'freshman', language);
    await first.goto('/app/xgxt/yxxt/index');
    await first.locator('[data-step="army"] button').click();
    await expect(first).toHaveURL(/\/app\/xgxt\/yxxt\/joinArmy$/);
    await first.goBack();
    await first.locator('[data-step="arrival"] button').click();
    await expect(first).toHaveURL(/\/app\/xgxt\/yxxt\/arrivalInfo$/);

    // Item 17: a partly paid bill says so, with what is left, never 审核中 (the named demo
    // student's bill of this year is part paid: the fees group's seed).
    const owing = await phoneIn(browser, 'student', language);
    await owing.goto('/app/xgxt/yxxt/index');
    await expect(owing.locator('[data-step="payment"]')).toContainText(
      zh ? /已部分缴费，尚欠¥[1-9][\d,]*\.\d\d/ : /Partly paid; ¥[1-9][\d,]*\.\d\d still due/,
    );
    await expect(owing.locator('[data-step="payment"]')).not.toContainText(zh ? '审核中' : 'Under review');

    // Item 9: the office's tile opens its variant's figures; the tables have the paid column.
    const office = await phoneIn(browser, 'hboffice', language);
    await openOnboardingTile(office, zh);
    await expect(office).toHaveURL(/\/app\/xgxt\/cjxy_yxxt\/onlineStatistics$/);
    const paid = office.locator('table th', { hasText: zh ? '已缴费' : 'Paid' });
    await expect(paid).toHaveCount(2);
    await expect(office.locator('table td[data-column="paid"]').first()).toHaveText(/^\d+$/);
    // Seven columns still fit the phone: the page never scrolls sideways.
    expect(await office.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(office, `yxxt-statistics-${language}`);
  });
