import { expect, test, type Page } from '@playwright/test';
import { phoneIn, screen } from '../support/phone';
import { phoneOf, pickOption } from '../support/workflow';
import { agreeFromReviewList, submitApplication } from '../support/review-list';

/**
 * Issue 12: insurance from the phone. The student sees this year's insurance on the index, enrols
 * in the medical insurance (the year and the contribution filled in); the counsellor and the
 * office agree, the office setting the payment state; the index shows it enrolled and paid. Staff
 * see the enrolled students with masked ID numbers and the rates per college and class. Then the
 * screens in the four languages.
 */
test.describe.configure({ timeout: 360_000 });

async function agree(page: Page, student: string, fill?: (page: Page) => Promise<void>) {
  await agreeFromReviewList(page, {
    list: '/app/xgxt/insurance/review',
    student,
    detail: /\/xgxt\/insurance\/insuranceDetail\?/,
    onDetail: async (detail) => {
      await expect(detail.getByText('身份证号').first()).toBeVisible();
      if (fill) await fill(detail);
    },
  });
}

test('medical insurance: the student enrols, the counsellor and the office agree, the index shows it paid', async ({
  browser,
}) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/insurance/insuranceIndex');
  const medical = student.locator('section', { hasText: '大学生医疗保险' });
  await expect(medical.getByText('未参保')).toBeVisible();
  await screen(student, 'bxgl-index-zh');
  await medical.getByRole('button', { name: '去参保' }).click();
  await expect(student).toHaveURL(/\/xgxt\/insurance\/insuranceEnrol/);
  // The year and the ID number are the system's: shown locked with where they come from.
  await expect(student.locator('#academicYear')).toHaveCount(0);
  await expect(student.locator('#idNumber')).toHaveCount(0);
  const year = student.locator('.adm-list-item', { hasText: '参保学年' });
  await expect(year).toContainText(/\d{4}-\d{4}/);
  await expect(year).toContainText('取自学校校历，不可修改');
  const idItem = student.locator('.adm-list-item', { hasText: '身份证号' });
  await expect(idItem).toContainText('取自你的学籍信息');
  const onRecord = (await idItem.textContent())!.match(/\d{17}[\dX]/)![0];
  await student.getByText('在校参保', { exact: true }).click();
  await pickOption(student, 'subsidy', '无');
  await student.locator('#phone').fill('13812345678');
  await screen(student, 'bxgl-enrol-zh');
  await submitApplication(student);

  await agree(await phoneOf(browser, 'counsellor'), '李明轩');
  const office = await phoneOf(browser, 'office');
  await agree(office, '李明轩', async (page) => {
    await pickOption(page, 'payState', '已缴费');
    await page.locator('#officeNote').fill('已通过医保系统代扣');
    await screen(page, 'bxgl-examine-zh');
  });

  await student.goto('/app/xgxt/insurance/insuranceIndex');
  await expect(medical.getByText('已参保')).toBeVisible();
  await expect(medical.getByText('已缴费')).toBeVisible();
  await medical.getByRole('button', { name: '查看详情' }).click();
  await expect(student.getByText(onRecord)).toBeVisible();
  await expect(student.getByText('已通过医保系统代扣')).toHaveCount(0);

  await office.goto('/app/xgxt/insurance/insuranceList');
  await expect(office.getByText('李明轩 · 202411101')).toBeVisible();
  await screen(office, 'bxgl-list-zh');
  // The office's own list of enrolments to confirm: ID numbers masked.
  await office.goto('/app/xgxt/insurance/review');
  await expect(office.getByText(/^\d\*{16}[\dX]$/).first()).toBeVisible();
  await screen(office, 'bxgl-review-zh');
  await office.goto('/app/xgxt/insurance/insuranceRates');
  await expect(office.getByText('各学院参保率（%）')).toBeVisible();
  await expect(office.locator('canvas').first()).toBeVisible();
  await screen(office, 'bxgl-rates-zh');
});

// In all four languages on every run: this group stands for every group's screens, which show the
// others' only in Chinese and English (support/phone.ts SCREEN_LANGUAGES).
const LANGUAGES = [
  { code: 'zh-CN', index: '保险服务', rates: '参保率', calendar: '取自学校校历' },
  { code: 'zh-TW', index: '保險服務', rates: '參保率', calendar: '取自學校校曆' },
  { code: 'en-US', index: 'My insurance', rates: 'Enrolment rates', calendar: 'From the school calendar' },
  { code: 'ja-JP', index: '保険サービス', rates: '加入率', calendar: '学校の暦による' },
] as const;

for (const language of LANGUAGES) {
  test(`the insurance screens in ${language.code}`, async ({ browser }) => {
    const student = await phoneIn(browser, '202511116', language.code);
    await student.goto('/app/xgxt/insurance/insuranceIndex');
    await expect(student.getByText(language.index).first()).toBeVisible();
    await expect(student.locator('section').first()).toBeVisible();
    await screen(student, `bxgl-index-${language.code}`);
    await student.goto('/app/xgxt/insurance/insuranceEnrolAccident');
    await expect(student.locator('.adm-form').first()).toBeVisible();
    await expect(student.getByText(language.calendar)).toBeVisible();
    await screen(student, `bxgl-accident-${language.code}`);

    const office = await phoneIn(browser, 'office', language.code);
    await office.goto('/app/xgxt/insurance/insuranceRates');
    await expect(office.getByText(language.rates).first()).toBeVisible();
    await expect(office.locator('canvas').first()).toBeVisible();
    await screen(office, `bxgl-rates-${language.code}`);
    await office.goto('/app/xgxt/insurance/insuranceList');
    await expect(office.locator('[class*="card"][role="button"]').first()).toBeVisible();
    await screen(office, `bxgl-list-${language.code}`);
  });
}
