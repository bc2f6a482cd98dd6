import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { shot, useLanguage } from '../support/portal';

/**
 * Process statistics (issue 34): the demo counsellor opens them from the workflow menu, sees the
 * slowest step of their students' requests with its median and 90th percentile (the demo's year
 * of general requests), narrows them to one process, and exports the same figures to Excel.
 */
const DURATION = /^\d+(\.\d)? (小时|天)$/;

test('a counsellor opens the statistics, sees a slow step, filters by process and exports', async ({
  page,
}) => {
  await useLanguage(page, 'zh-CN');
  await enterSignedIn(page, 'counsellor');
  await page.goto('/app/next-menu/index');
  await page.getByRole('link', { name: '流程统计' }).click();
  await expect(page).toHaveURL(/\/bpmn\/statistics\/index$/);

  const steps = page.getByRole('region', { name: '耗时最长的环节' });
  await expect(steps.locator('li').first()).toBeVisible();
  // The demo's general requests: the counsellor's step, with its median and 90th percentile.
  const counsellorStep = steps.locator('li', { hasText: '辅导员审批' }).first();
  await expect(counsellorStep).toBeVisible();
  const values = counsellorStep.locator('b');
  await expect(values).toHaveCount(2);
  expect(await values.nth(0).innerText()).toMatch(DURATION);
  expect(await values.nth(1).innerText()).toMatch(DURATION);
  await expect(page.getByRole('region', { name: '按状态' }).locator('canvas')).toBeVisible();
  const total = async () =>
    Number(await page.locator('li', { hasText: '申请' }).locator('strong').first().innerText());
  const everything = await total();
  expect(everything).toBeGreaterThan(0);
  await shot(page, 'process-statistics', 'zh-CN');

  // One process: the general requests only.
  await page.locator('[data-filter="process"]').click();
  await page.locator('.adm-check-list-item', { hasText: '通用审批' }).first().click();
  await expect(page.locator('[data-filter="process"]')).toContainText('通用审批');
  await expect.poll(total).toBeLessThan(everything);
  await expect(page.getByRole('region', { name: '按流程' }).locator('canvas')).toBeVisible();
  await expect(steps.locator('li', { hasText: '辅导员审批' }).first()).toContainText('通用审批');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /导出 Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^process-statistics-\d{4}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  expect(book.worksheets.map((s) => s.name)).toContain('环节用时');
  const summary = book.getWorksheet('概览')!;
  expect(summary.getRow(3).values).toEqual([undefined, '申请总数', await total()]);
  const stepRows = book.getWorksheet('环节用时')!.getSheetValues().slice(2) as unknown[][];
  expect(stepRows.some((row) => row[1] === '通用审批' && row[2] === '辅导员审批')).toBe(true);
});

test('the statistics in English at 375 px', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await enterSignedIn(page, 'counsellor');
  await page.goto('/app/bpmn/statistics/index');
  await expect(page.getByRole('region', { name: 'Slowest steps' }).locator('li').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'By month' }).locator('canvas')).toBeVisible();
  await shot(page, 'process-statistics', 'en-US');
});
