import { expect, test } from '@playwright/test';
import { screen } from '../support/phone';
import { importedStudent } from '../support/lifecycle-data';
import { loginForm } from '../support/session';
import { latestSmsCode } from '../support/sms-outbox';

/**
 * Issue 28, accounts without default passwords: a student the school imported (inactive, no
 * password) opens the sign-in screen at phone size, follows "首次使用？激活账号", gives their number and
 * the last six characters of their ID number, gets a code on the phone on record (shown masked),
 * chooses a password and signs in with it.
 */
test('an imported student activates their account and signs in', async ({ page }) => {
  const student = importedStudent();
  const password = 'Activate2026';
  await page.goto('/app/login');
  await page.getByRole('link', { name: '首次使用？激活账号' }).click();
  await expect(page).toHaveURL(/\/app\/activate/);

  await page.getByLabel('学号/工号').fill(student.number);
  await page.getByLabel('身份证件号后六位').fill('000000');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('学号/工号或身份证件号后六位与学校记录不符')).toBeVisible();

  await expect(page.getByText('学号/工号或身份证件号后六位与学校记录不符')).toBeHidden();
  await page.getByLabel('身份证件号后六位').fill(student.idNumber.slice(-6));
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText(`验证码已发送至 135****${student.mobile.slice(-4)}`)).toBeVisible();
  const code = latestSmsCode(student.mobile);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('验证码', { exact: true }).fill(code!);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await screen(page, 'activation-zh-CN');
  await page.getByRole('button', { name: '激活并设置密码' }).click();

  await expect(page).toHaveURL(/\/app\/login/);
  const form = loginForm(page);
  await expect(form.username).toHaveValue(student.number.toLowerCase());
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
});

test('the activation screen in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    localStorage.setItem(
      'campus-language',
      JSON.stringify({ type: 'string', value: 'en-US', timestamp: Date.now() }),
    );
  });
  await page.goto('/app/activate');
  await expect(
    page.getByText('Accounts the school imported have no initial password.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Activate and set password' }).click();
  await expect(page.getByLabel('Student or staff number')).toBeVisible();
  await screen(page, 'activation-en-US');
  await context.close();
});
