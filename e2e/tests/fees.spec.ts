import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { phoneIn, screen as shot } from '../support/phone';
import { phoneOf } from '../support/workflow';

/**
 * Issue 12: fees from the phone. The student sees this year's bill partly paid and its items;
 * the finance office sees the collection, imports a small bill file with one bad row, reads the
 * error naming the row and column, uploads the corrected file and imports it, then records a desk
 * payment on the student's bill, which the student then sees. Then the screens in zh-CN and en-US.
 */
test.describe.configure({ timeout: 360_000 });

const HEADER = ['学号', '姓名', '学年', '学费', '住宿费', '教材费', '保险费', '减免', '备注'];

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('账单');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, rows: unknown[][]) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(rows),
  });
}

test('the student sees the bill; the finance office imports bills, fixing a bad row, and records a payment', async ({
  browser,
}) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/sfgl/paymentInquiry');
  await expect(student.getByRole('heading', { name: '收费管理' })).toBeVisible();
  const thisYear = student.locator('button[class*="bill"]', { hasText: '部分缴费' }).first();
  await expect(thisYear).toBeVisible();
  await shot(student, 'sfgl-inquiry-zh-CN');
  await thisYear.click();
  await expect(student).toHaveURL(/\/xgxt\/sfgl\/paymentDetails\?id=/);
  await expect(student.getByText('收费项目')).toBeVisible();
  await expect(student.getByText('学费', { exact: true })).toBeVisible();
  await expect(student.getByRole('button', { name: '登记缴费' })).toHaveCount(0);
  await shot(student, 'sfgl-details-zh-CN');

  const finance = await phoneOf(browser, 'finance');
  await finance.goto('/app/dashboard');
  await expect(finance.getByRole('link', { name: /收费管理/ }).first()).toBeVisible();
  await finance.goto('/app/xgxt/sfgl/chargeManage');
  await expect(finance.getByText('收缴率')).toBeVisible();
  await expect(finance.getByText('计算机与信息工程学院')).toBeVisible();
  await shot(finance, 'sfgl-manage-zh-CN');

  await finance.getByRole('button', { name: '导入账单' }).click();
  await expect(finance).toHaveURL(/\/xgxt\/sfgl\/chargeImport/);
  const year = '2031-2032';
  await upload(finance, 'bills.xlsx', [
    ['202411101', '', year, 5800, 1200, 420, 380, '', ''],
    ['209999999', '', year, 5800, 1200, 420, 380, '', ''],
  ]);
  const errors = finance.getByRole('alert');
  await expect(errors).toContainText('1 处错误');
  await expect(finance.getByText(/第 3 行 · 学号：本校没有学号为 209999999 的学生/)).toBeVisible();
  await expect(finance.getByRole('button', { name: /确认导入/ })).toHaveCount(0);
  await shot(finance, 'sfgl-import-error-zh-CN');

  await upload(finance, 'bills-fixed.xlsx', [
    ['202411101', '', year, 5800, 1200, 420, 380, '', ''],
    ['202411103', '', year, 5800, 1200, 420, 380, 500, '减免'],
  ]);
  await expect(finance.getByText('共 2 行，2 行无误')).toBeVisible();
  await finance.getByRole('button', { name: '确认导入 2 行' }).click();
  await expect(finance.getByText('已导入 2 行')).toBeVisible();
  await shot(finance, 'sfgl-import-done-zh-CN');

  // A desk payment on the student's bill of this year.
  await finance.goto('/app/xgxt/sfgl/chargeManage');
  await finance.getByPlaceholder('姓名或学号').fill('202411101');
  await finance.getByPlaceholder('姓名或学号').press('Enter');
  await finance.locator('button[class*="bill"]', { hasText: '202411101' }).first().click();
  await expect(finance).toHaveURL(/\/xgxt\/sfgl\/chargeManageDetails\?id=/);
  await finance.getByRole('button', { name: '登记缴费' }).click();
  const receipt = `E2E${Date.now()}`;
  await finance.locator('.adm-popup input').first().fill('100');
  await finance.locator('.adm-popup input').nth(1).fill(receipt);
  await shot(finance, 'sfgl-payment-form-zh-CN');
  await finance.getByRole('button', { name: '确认登记' }).click();
  await expect(finance.locator('.adm-toast-main', { hasText: '已登记' })).toBeVisible();
  await expect(finance.getByText(`票据号 ${receipt}`)).toBeVisible();
  await shot(finance, 'sfgl-manage-details-zh-CN');

  await student.reload();
  await expect(student.getByText(`票据号 ${receipt}`)).toBeVisible();
});

test('the fees screens in en-US', async ({ browser }) => {
  const student = await phoneIn(browser, 'student', 'en-US');
  await student.goto('/app/xgxt/sfgl/paymentInquiry');
  await expect(student.getByText('Partly paid').first()).toBeVisible();
  await shot(student, 'sfgl-inquiry-en-US');
  await student.locator('button[class*="bill"]').first().click();
  await expect(student.getByText('Fee items')).toBeVisible();
  await shot(student, 'sfgl-details-en-US');

  const finance = await phoneIn(browser, 'finance', 'en-US');
  await finance.goto('/app/xgxt/sfgl/chargeManage');
  await expect(finance.getByText('Collected')).toBeVisible();
  await shot(finance, 'sfgl-manage-en-US');
  await finance.goto('/app/xgxt/sfgl/chargeImport');
  await upload(finance, 'bills.xlsx', [['209999999', '', '2031', 'x', '', '', '', '', '']]);
  await expect(
    finance.getByText(/Row 2 · Student number: No student numbered 209999999|Row 2 · /).first(),
  ).toBeVisible();
  await shot(finance, 'sfgl-import-error-en-US');

  const counsellor = await phoneIn(browser, 'counsellor', 'en-US');
  await counsellor.goto('/app/xgxt/sfgl/chargeManage');
  await expect(counsellor.getByText('Collected')).toBeVisible();
  await expect(counsellor.getByRole('button', { name: 'Import bills' })).toHaveCount(0);
});
