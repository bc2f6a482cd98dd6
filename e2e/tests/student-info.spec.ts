import { expect, test, type Browser } from '@playwright/test';
import { phoneIn, screen as shot, type AppLanguage } from '../support/phone';
import { phoneOf, pickOption } from '../support/workflow';
import { openFromReviewList, submitApplication, toast } from '../support/review-list';

/**
 * Issue 13 at 375 px: student information (the student asks to change the home address, the
 * counsellor sees before and after and approves, the record changes; the query masks, the card
 * shows whole), information collection (the counsellor designs one, the student fills it once,
 * completion and who is missing) and admissions (a sign-up, the office decides). Then the screens
 * in en-US.
 */
test.describe.configure({ timeout: 240_000 });

test('student information: a change of address approved by the counsellor; the query masks, the card is whole', async ({
  browser,
}) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/xsxx/myInfo');
  await expect(student.getByText('基本信息')).toBeVisible();
  await expect(student.getByText(/^\d{17}[\dX]$/)).toBeVisible();
  await shot(student, 'xsxx-my-info-zh-CN');
  await student.getByRole('button', { name: '申请变更' }).nth(1).click();
  await expect(student).toHaveURL(/\/xgxt\/xsxx\/addressChange/);
  const address = `江苏省无锡市滨湖区蠡湖大道${Date.now() % 1000}号`;
  await student.locator('#address').fill(address);
  await student.locator('#reason').fill('家里搬家了，更新家庭住址。');
  await shot(student, 'xsxx-change-form-zh-CN');
  await submitApplication(student);

  const counsellor = await phoneOf(browser, 'counsellor');
  await openFromReviewList(counsellor, {
    list: '/app/xgxt/xsxx/review',
    student: '李明轩',
    detail: /\/xgxt\/xsxx\/detail\?/,
  });
  await expect(counsellor.getByText(address).first()).toBeVisible();
  await expect(counsellor.getByText('变更前')).toBeVisible();
  await shot(counsellor, 'xsxx-review-detail-zh-CN');
  await counsellor.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(counsellor, '操作成功')).toBeVisible();

  await student.goto('/app/xgxt/xsxx/myInfo');
  await expect(student.getByText(address)).toBeVisible();
  // The student's history of changes shows the value before beside the one asked for.
  await student.goto('/app/xgxt/xsxx/records');
  const change = student.locator('[role="button"]', { hasText: '家庭住址' }).first();
  await expect(change.getByText('变更前')).toBeVisible();
  await expect(change.getByText('变更后')).toBeVisible();
  await shot(student, 'xsxx-records-zh-CN');

  await counsellor.goto('/app/xgxt/xsxx/studentQuery');
  await expect(counsellor.getByText(/共 \d+ 人/)).toBeVisible();
  await expect(counsellor.getByText('139****0002').first()).toBeVisible();
  await shot(counsellor, 'xsxx-query-zh-CN', { fullPage: false });
  await counsellor
    .getByRole('button', { name: /李明轩/ })
    .first()
    .click();
  await expect(counsellor).toHaveURL(/\/xgxt\/xsxx\/studentCard\?id=/);
  await expect(counsellor.getByText('13900000002')).toBeVisible();
  await shot(counsellor, 'xsxx-card-zh-CN');

  const office = await phoneOf(browser, 'office');
  await office.goto('/app/xgxt/xsxx/comprehensiveQuery');
  await office.getByText('共青团员').first().click();
  await expect(office.getByText(/共 \d+ 人/)).toBeVisible();
  const download = office.waitForEvent('download');
  await office.getByRole('button', { name: '导出Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await shot(office, 'xsxx-comprehensive-zh-CN', { fullPage: false });
});

test('information collection: designed by the counsellor, filled once by the student, completion shown', async ({
  browser,
}) => {
  const counsellor = await phoneOf(browser, 'counsellor');
  await counsellor.goto('/app/xgxt/xxcj/collectionManage');
  await expect(counsellor.getByText('2026年寒假离返校信息登记')).toBeVisible();
  await shot(counsellor, 'xxcj-manage-zh-CN');
  await counsellor.getByRole('button', { name: '新建采集' }).click();
  const title = `返校交通方式登记${Date.now() % 10000}`;
  await counsellor.getByRole('textbox', { name: '标题' }).fill(title);
  await counsellor.locator('#xxcj-deadline').fill('2099-12-31');
  await counsellor.getByRole('textbox', { name: '字段名称' }).first().fill('返校交通方式');
  await counsellor.getByText('单选', { exact: true }).first().click();
  await counsellor.getByRole('textbox', { name: '选项（用逗号分隔）' }).fill('火车,汽车,自驾');
  await shot(counsellor, 'xxcj-design-zh-CN');
  await counsellor.getByRole('button', { name: '发布' }).click();
  await expect(counsellor).toHaveURL(/\/xgxt\/xxcj\/collectionResults\?id=/);
  await expect(counsellor.getByText(/未填写名单/)).toBeVisible();

  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/xxcj/infoCollection');
  await expect(student.getByText(title)).toBeVisible();
  await shot(student, 'xxcj-mine-zh-CN');
  await student.getByText(title).click();
  await student.getByText('火车', { exact: true }).click();
  await student.getByRole('button', { name: '提交', exact: true }).click();
  await expect(student.getByText(/已于 .* 提交/)).toBeVisible();
  await shot(student, 'xxcj-filled-zh-CN');

  await counsellor.reload();
  await expect(counsellor.getByText(/已填 1\//).first()).toBeVisible();
  await shot(counsellor, 'xxcj-results-zh-CN', { fullPage: false });
});

test('admissions: a sign-up, decided by the office', async ({ browser }) => {
  const teacher = await phoneOf(browser, 'teacher');
  await teacher.goto('/app/xgxt/zsfw/admissionsHome');
  await expect(teacher.getByText('2026年高职单独招生')).toBeVisible();
  await shot(teacher, 'zsfw-home-zh-CN');
  await teacher.getByRole('button', { name: '立即报名' }).click();
  await expect(teacher).toHaveURL(/\/xgxt\/zsfw\/admissionsSignUp/);
  await teacher.locator('#name').fill('钱小多');
  await teacher.locator('#idNumber').fill('110105200801010022');
  await teacher.locator('#mobile').fill('13700131966');
  await teacher.locator('#examNumber').fill('26320101234599');
  await teacher.getByText('普通高中', { exact: true }).click();
  await teacher.locator('#school').fill('无锡市第一中学');
  await pickOption(teacher, 'province', '江苏省');
  await pickOption(teacher, 'major1', '软件工程');
  await shot(teacher, 'zsfw-signup-zh-CN');
  await teacher.getByRole('button', { name: '提交报名' }).click();
  await expect(teacher).toHaveURL(/\/xgxt\/zsfw\/admissionsDetail\?id=/);
  await expect(teacher.getByText('110105200801010022')).toBeVisible();

  const office = await phoneOf(browser, 'office');
  await office.goto('/app/xgxt/zsfw/admissionsList');
  await expect(office.getByText('1****************2').first()).toBeVisible();
  await shot(office, 'zsfw-list-zh-CN', { fullPage: false });
  await office.getByRole('button', { name: /钱小多/ }).click();
  await office.getByRole('button', { name: '通过', exact: true }).click();
  await expect(toast(office, '已审核')).toBeVisible();
  await shot(office, 'zsfw-detail-zh-CN');
});

/** A phone with nobody signed in, the app in the language from the first screen on. */
async function anonymousPhone(browser: Browser, language: AppLanguage) {
  const context = await browser.newContext({ locale: language });
  const page = await context.newPage();
  await page.addInitScript((value) => {
    localStorage.setItem('campus-language', JSON.stringify({ type: 'string', value, timestamp: Date.now() }));
  }, language);
  // Every API call the page makes, and whether the server turned it away for want of a session.
  const calls: { url: string; refused: boolean }[] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = (await response.json().catch(() => null)) as { state?: number } | null;
    calls.push({ url: url.pathname, refused: response.status() === 401 || body?.state === 401 });
  });
  return { page, calls };
}

test('admissions: the home is public for a prospective student, in zh-CN and en-US', async ({ browser }) => {
  const { page, calls } = await anonymousPhone(browser, 'zh-CN');
  await page.goto('/app/xgxt/zsfw/admissionsHome');
  await expect(page.getByText('2026年高职单独招生')).toBeVisible();
  await expect(page.getByText('江南理工学院', { exact: false }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/xgxt\/zsfw\/admissionsHome/);
  await shot(page, 'zsfw-public-home-zh-CN');
  expect(calls.filter((c) => c.refused)).toEqual([]);
  expect(calls.map((c) => c.url)).toContain('/api/zsfw/v3/admissions/programs');
  // Signing up needs an account: the sign-in screen, which comes back to the programme's form.
  await page.getByRole('button', { name: '登录后报名' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=.*admissionsSignUp/);

  const english = await anonymousPhone(browser, 'en-US');
  await english.page.goto('/app/xgxt/zsfw/admissionsHome');
  await expect(english.page.getByRole('button', { name: 'Sign in to sign up' }).first()).toBeVisible();
  await shot(english.page, 'zsfw-public-home-en-US');
  expect(english.calls.filter((c) => c.refused)).toEqual([]);
});

test('the screens in en-US', async ({ browser }) => {
  const student = await phoneIn(browser, 'student', 'en-US');
  await student.goto('/app/xgxt/xsxx/myInfo');
  await expect(student.getByText('Contact and account')).toBeVisible();
  await shot(student, 'xsxx-my-info-en-US');
  await student.goto('/app/xgxt/xsxx/records');
  await expect(student.getByText('Before').first()).toBeVisible();
  await shot(student, 'xsxx-records-en-US');
  await student.goto('/app/xgxt/xxcj/infoCollection');
  await expect(student.getByText('To fill in').first()).toBeVisible();
  await shot(student, 'xxcj-mine-en-US');
  await student.goto('/app/xgxt/zsfw/admissionsHome');
  await expect(student.getByText('Programmes').first()).toBeVisible();
  await shot(student, 'zsfw-home-en-US');

  const counsellor = await phoneIn(browser, 'counsellor', 'en-US');
  await counsellor.goto('/app/xgxt/xsxx/studentQuery');
  await expect(counsellor.getByText(/\d+ students/)).toBeVisible();
  await shot(counsellor, 'xsxx-query-en-US', { fullPage: false });
  await counsellor.goto('/app/xgxt/xxcj/collectionManage');
  await counsellor.getByText('2026年寒假离返校信息登记').click();
  await expect(counsellor.getByText('By class')).toBeVisible();
  await shot(counsellor, 'xxcj-results-en-US', { fullPage: false });

  const office = await phoneIn(browser, 'office', 'en-US');
  await office.goto('/app/xgxt/zsfw/admissionsList');
  await expect(office.getByText(/\d+ sign-ups/)).toBeVisible();
  await shot(office, 'zsfw-list-en-US', { fullPage: false });
});
