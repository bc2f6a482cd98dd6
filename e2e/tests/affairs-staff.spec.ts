import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { shot, useLanguage, type UiLanguage } from '../support/portal';
import { enterSignedIn } from '../support/api-sign-in';
import { phoneOf, pickDateRange } from '../support/workflow';
import { toast } from '../support/review-list';

/**
 * The staff screens every student-affairs group gets (issue 11's generic query, statistics,
 * batches and settings), on the scholarships: the student-affairs office (刘芳, `office`, who
 * manages jxj) opens a batch from the phone, edits it, sets its places, meets a clear refusal when
 * someone closed it meanwhile, closes it; queries the records with a keyword and a filter and
 * exports them to a real xlsx; sees the charts; changes a school figure. Screens at 375 px are
 * kept in .artifacts for looking at, in Chinese and English.
 *
 * It works on the college's own scheme (学院奖学金) and a batch in the future, so the scholarship
 * journey running beside it (national scholarship, this year's batch) never meets its changes.
 */
test.describe.configure({ timeout: 360_000 });

const batchCard = (page: Page, name: string) => page.locator('article', { hasText: name });

test('the office opens, edits and closes a batch, queries and exports, reads the charts and sets a figure', async ({
  browser,
}) => {
  const office = await phoneOf(browser, 'office');

  // Batches: a new one for next year's college scholarship, for one grade and one college.
  await office.goto('/app/xgxt/jxj/batches');
  await expect(batchCard(office, '学年国家奖学金').first()).toBeVisible();
  await shot(office, 'affairs-staff-batches', 'zh-CN');
  await office.getByRole('button', { name: '新建批次' }).click();
  await expect(office).toHaveURL(/\/xgxt\/jxj\/batches\?edit=new$/);
  await office.locator('.adm-selector-item', { hasText: '学院奖学金' }).click();
  const years = office.locator('.adm-form-item', { hasText: '学年' }).locator('.adm-selector-item');
  const nextYear = (await years.first().innerText()).trim();
  await years.first().click();
  // Named after the scheme and the year until the office names it otherwise.
  await expect(office.locator('#batch-name')).toHaveValue(`${nextYear}学年学院奖学金`);
  // A retry runs on the same server: its batch gets a name of its own, so the first attempt's
  // batch (same scheme and year) is never the card it finds.
  const attempt = test.info().retry;
  const name = `${nextYear}学年学院奖学金（补评${attempt ? attempt + 1 : ''}）`;
  await office.locator('#batch-name').fill(name);
  await pickDateRange(office, 'period', 20, 30);
  await office.locator('.adm-selector-item', { hasText: '2025级' }).click();
  await office.locator('.adm-selector-item', { hasText: '计算机与信息工程学院' }).click();
  await office.locator('.adm-stepper-plus').first().click();
  await shot(office, 'affairs-staff-batch-form', 'zh-CN');
  await office.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(office, '批次已保存')).toBeVisible();
  await expect(office).toHaveURL(/\/xgxt\/jxj\/batches$/);
  const card = batchCard(office, name);
  await expect(card).toContainText('未开始');
  await expect(card).toContainText('面向：2025级、计算机与信息工程学院');
  await expect(card).toContainText('每人可申请 2 次');

  // Edit: a new name; the places of a college.
  await card.getByRole('button', { name: '编辑' }).click();
  await expect(office).toHaveURL(/\?edit=/);
  await expect(office.locator('#batch-name')).toHaveValue(name);
  const renamed = `${name}（二）`;
  await office.locator('#batch-name').fill(renamed);
  await office.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(office, '批次已保存')).toBeVisible();
  const edited = batchCard(office, renamed);
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: '名额' }).click();
  await office.getByRole('textbox', { name: '计算机与信息工程学院', exact: true }).fill('abc');
  await office.getByRole('button', { name: '保存名额' }).click();
  await expect(office.getByText('请输入0～100000之间的数')).toBeVisible();
  await office.getByRole('textbox', { name: '计算机与信息工程学院', exact: true }).fill('3');
  await shot(office, 'affairs-staff-quotas', 'zh-CN');
  await office.getByRole('button', { name: '保存名额' }).click();
  await expect(toast(office, '名额已保存')).toBeVisible();

  // Someone closes it on another phone while this one edits: the save is refused, in words.
  await edited.getByRole('button', { name: '编辑' }).click();
  await office.locator('#batch-name').fill(`${renamed}（迟到的修改）`);
  const other = await phoneOf(browser, 'office');
  await other.goto('/app/xgxt/jxj/batches');
  await batchCard(other, renamed).getByRole('button', { name: '关闭' }).click();
  await other.locator('.adm-dialog-footer').getByRole('button', { name: '关闭' }).click();
  await expect(toast(other, '批次已关闭')).toBeVisible();
  await expect(batchCard(other, renamed)).toContainText('已关闭');
  await expect(batchCard(other, renamed).getByRole('button', { name: '关闭' })).toHaveCount(0);
  await office.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(office, '批次已被修改，请刷新后再试')).toBeVisible();
  await other.context().close();

  // Query: by a student's name, then one college; the export is the same rows as a workbook.
  await office.goto('/app/xgxt/jxj/query');
  const total = office.getByText(/^共 \d+ 条$/);
  await expect(total).toBeVisible();
  const totalNow = async () => Number((await total.innerText()).match(/\d+/)![0]);
  const everyone = await totalNow();
  const cards = office.locator('[role="button"]', { hasText: '学生' });
  const student = (await cards.first().locator('dd').first().innerText()).split('·')[0]!.trim();
  await office.getByPlaceholder('搜索学生姓名或学号').fill(student);
  await expect.poll(totalNow).toBeLessThan(everyone);
  await expect(cards.first()).toContainText(student);
  await expect(cards.filter({ hasNotText: student })).toHaveCount(0);
  await office.getByPlaceholder('搜索学生姓名或学号').fill('');
  await expect.poll(totalNow).toBeGreaterThanOrEqual(everyone);
  await office.getByRole('button', { name: '筛选' }).click();
  const sheet = office.locator('.adm-popup-body');
  await sheet
    .getByRole('region', { name: '学院' })
    .locator('.adm-selector-item', { hasText: '机械与电气工程学院' })
    .click();
  await shot(office, 'affairs-staff-query-filters', 'zh-CN');
  await sheet.getByRole('button', { name: '确定' }).click();
  await expect.poll(totalNow).toBeLessThan(everyone);
  const count = await totalNow();
  expect(count).toBeGreaterThan(0);
  await expect(cards.filter({ hasNotText: /机械|电气/ })).toHaveCount(0);
  await shot(office, 'affairs-staff-query', 'zh-CN');
  const download = office.waitForEvent('download');
  await office.getByRole('button', { name: '导出Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jxj-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet1 = book.worksheets[0]!;
  expect((sheet1.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['学号', '姓名', '学院']);
  expect(sheet1.rowCount - 1).toBe(count);
  expect(new Set(sheet1.getColumn(3).values.slice(2))).toEqual(new Set(['机械与电气工程学院']));

  // Statistics: the charts draw on a canvas; one batch narrows them.
  await office.goto('/app/xgxt/jxj/statistics');
  const byStatus = office.getByRole('region', { name: '按状态统计' });
  await expect(byStatus.locator('canvas')).toBeVisible();
  await expect(office.getByRole('region', { name: '每月申请数' }).locator('canvas')).toBeVisible();
  const all = Number(await office.locator('li', { hasText: '申请总数' }).locator('strong').innerText());
  await office.locator('.adm-list-item', { hasText: '批次' }).first().click();
  await office.locator('.adm-check-list-item', { hasText: '学年国家奖学金' }).first().click();
  await expect(office.locator('.adm-list-item', { hasText: '批次' }).first()).toContainText('学年国家奖学金');
  await expect
    .poll(async () =>
      Number(await office.locator('li', { hasText: '申请总数' }).locator('strong').innerText()),
    )
    .toBeLessThan(all);
  await expect(byStatus.locator('canvas')).toBeVisible();
  await shot(office, 'affairs-staff-statistics', 'zh-CN');

  // Settings: the college scholarship's amount, saved and read back.
  await office.goto('/app/xgxt/jxj/settings');
  const amount = office.getByRole('textbox', { name: '奖励金额（每人每年）', exact: true }).last();
  await expect(amount).toHaveValue('1000');
  await amount.fill('abc');
  await office.getByRole('button', { name: '保存设置' }).click();
  await expect(office.getByText('请输入0～100000之间的数')).toBeVisible();
  await amount.fill('1200');
  await shot(office, 'affairs-staff-settings', 'zh-CN');
  await office.getByRole('button', { name: '保存设置' }).click();
  await expect(toast(office, '设置已保存')).toBeVisible();
  await office.reload();
  await expect(office.getByRole('textbox', { name: '奖励金额（每人每年）', exact: true }).last()).toHaveValue(
    '1200',
  );
});

for (const language of ['en-US'] as UiLanguage[]) {
  test(`the staff screens in ${language}`, async ({ page }) => {
    await useLanguage(page, language);
    await enterSignedIn(page, 'office');
    await page.goto('/app/xgxt/jxj/batches');
    await expect(page.getByRole('button', { name: 'New round' })).toBeVisible();
    await expect(page.locator('article').first()).toContainText('applied');
    await shot(page, 'affairs-staff-batches', language);
    await page.getByRole('button', { name: 'New round' }).click();
    await expect(page.getByText('Applications per student')).toBeVisible();
    await shot(page, 'affairs-staff-batch-form', language);
    await page.goto('/app/xgxt/jxj/query');
    await expect(page.getByText(/^\d+ in all$/)).toBeVisible();
    await shot(page, 'affairs-staff-query', language);
    await page.goto('/app/xgxt/jxj/statistics');
    await expect(
      page.getByRole('region', { name: 'By college', exact: true }).locator('canvas'),
    ).toBeVisible();
    await shot(page, 'affairs-staff-statistics', language);
    await page.goto('/app/xgxt/jxj/settings');
    await expect(page.getByText('National figure').first()).toBeVisible();
    await shot(page, 'affairs-staff-settings', language);
  });
}
