import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { screen as shot } from '../support/phone';
import { phoneOf } from '../support/workflow';

/**
 * Issue 28: the school's administrator brings students in from a spreadsheet. They choose the
 * students, download the template, upload a small file with one wrong row and read the cell's
 * error by row and column, upload the corrected file, confirm it, and see the import in the
 * history with what it added.
 */
test.describe.configure({ timeout: 240_000 });

const HEADER = [
  '学号',
  '姓名',
  '性别',
  '身份证号',
  '手机号',
  '班级代码',
  '入学年份',
  '预计毕业年份',
  '学籍状态',
];
/** A class of the demo school (db/seed/build.ts: college, major, grade). */
const CLASS = 'C01M011-2024-1';

async function upload(page: Page, name: string, rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('学生');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
}

test('the administrator imports students from the template, fixing a wrong row', async ({ browser }) => {
  const admin = await phoneOf(browser, 'admin');
  await admin.goto('/app/admin/imports');
  await admin.getByRole('button', { name: '学生', exact: true }).click();
  await expect(admin.getByText(/学号、姓名、身份证号/)).toBeVisible();

  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: '下载模板' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  // Numbers of this run, so a retry imports new students too.
  const run = String(Date.now()).slice(-6);
  const first = ['E2E' + run + '1', '导入甲', '男', '', '13900007001', CLASS, 2024, 2028, '在读'];
  const second = ['E2E' + run + '2', '导入乙', '女', '', '13900007002', '2024级软件9班', 2024, 2028, '在读'];
  await upload(admin, 'students.xlsx', [first, second]);
  await expect(admin.getByRole('alert')).toContainText('1 处错误');
  await expect(admin.getByText('第 3 行 · 班级代码：“2024级软件9班”不存在')).toBeVisible();
  await expect(admin.getByRole('button', { name: /确认导入/ })).toHaveCount(0);
  await shot(admin, 'admin-imports-error-zh-CN');

  await upload(admin, 'students-fixed.xlsx', [first, [...second.slice(0, 5), CLASS, ...second.slice(6)]]);
  await expect(admin.getByText('共 2 行，2 行无误')).toBeVisible();
  await admin.getByRole('button', { name: '确认导入 2 行' }).click();
  await expect(admin.getByText('已导入 2 行')).toBeVisible();

  const history = admin.getByRole('list', { name: '导入记录' });
  await expect(history.getByText('学生 · students-fixed.xlsx').first()).toBeVisible();
  await expect(history.getByText(/已完成 · 新增 2，更新 0，未变 0，有误 0/).first()).toBeVisible();
  await shot(admin, 'admin-imports-done-zh-CN');
});
