import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginForm } from '../support/session';
import { startEmptyServer, type EmptyServer } from '../support/setup-server';

/**
 * Issue 28, a school from nothing: a server started with SEED_DEMO=false on an empty database
 * prints a one-time setup link; whoever opens it at phone size creates the school and its
 * administrator, then signs in as that administrator. The link works once.
 */

let server: EmptyServer;
let link = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startEmptyServer('school-setup');
  link = await server.setupLink();
});
test.afterAll(async () => server?.stop());

const SCHOOL = {
  name: '示例职业技术学院',
  code: '10001',
  account: 'schooladmin',
  adminName: '周老师',
  phone: '13912340001',
  password: 'FirstSchool2026',
};

/** A phone whose browser speaks `locale` (the setup screen follows the browser's language). */
async function phone(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL: server.url });
  return context.newPage();
}

test('the setup link creates the school, then its administrator signs in', async ({ browser }) => {
  test.setTimeout(180_000);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/app\/setup\?token=[A-Za-z0-9_-]{43}$/);

  // In Chinese: the form as a phone shows it, and a field refused on the device, named.
  const zh = await phone(browser, 'zh-CN');
  await zh.goto(link);
  await expect(zh.getByRole('heading', { name: '创建学校' })).toBeVisible();
  await zh.getByLabel('学校名称').fill(SCHOOL.name);
  await zh.getByLabel('管理员手机号').fill('123');
  await zh.getByRole('button', { name: '创建学校' }).click();
  await expect(zh.getByText('手机号必须为11位数字')).toBeVisible();
  await zh.screenshot({ path: test.info().outputPath('setup-zh-CN.png'), fullPage: true });

  // In English: the whole form, sent; the sign-in screen opens with the account filled in.
  const en = await phone(browser, 'en-US');
  await en.goto(link);
  await expect(en.getByRole('heading', { name: 'Create the school' })).toBeVisible();
  await en.getByLabel('School name').fill(SCHOOL.name);
  await en.getByLabel('School code').fill(SCHOOL.code);
  await en.getByLabel('Administrator account').fill(SCHOOL.account);
  await en.getByLabel('Administrator name').fill(SCHOOL.adminName);
  await en.getByLabel('Administrator mobile').fill(SCHOOL.phone);
  await en.getByLabel('Administrator password').fill(SCHOOL.password);
  await en.getByLabel('Repeat the password').fill('Mismatch2026');
  await en.getByRole('button', { name: 'Create the school' }).click();
  await expect(en.getByText('Repeat password and new password are inconsistent')).toBeVisible();
  await en.getByLabel('Repeat the password').fill(SCHOOL.password);
  await en.screenshot({ path: test.info().outputPath('setup-en-US.png'), fullPage: true });
  await en.getByRole('button', { name: 'Create the school' }).click();

  await expect(en).toHaveURL(/\/app\/login/);
  const form = loginForm(en);
  await expect(form.username).toHaveValue(SCHOOL.account);
  await form.password.fill(SCHOOL.password);
  await form.submit.click();
  await expect(en).toHaveURL(/\/app\/dashboard/);
  await expect(en.getByText(SCHOOL.name)).toBeVisible();
  await en.screenshot({ path: test.info().outputPath('signed-in-en-US.png') });

  // The link is spent: the Chinese phone's submission is refused (the request layer's toast says
  // so too), with the way to sign in.
  await zh.getByLabel('学校代码').fill('10002');
  await zh.getByLabel('管理员账号').fill('another');
  await zh.getByLabel('管理员姓名').fill('王老师');
  await zh.getByLabel('管理员手机号').fill('13912340002');
  await zh.getByLabel('管理员密码').fill(SCHOOL.password);
  await zh.getByLabel('确认密码').fill(SCHOOL.password);
  await zh.getByRole('button', { name: '创建学校' }).click();
  await expect(zh.getByText('本服务器已有学校', { exact: true })).toBeVisible();
  await expect(zh.getByText('无需再次设置，请用管理员账号登录。')).toBeVisible();
  await expect(zh.getByRole('button', { name: '去登录' })).toBeVisible();
  await zh.screenshot({ path: test.info().outputPath('setup-done-zh-CN.png') });
});
