import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { loginForm } from '../support/session';
import { startEmptyServer, type EmptyServer } from '../support/setup-server';
import { latestSmsCode } from '../support/sms-outbox';
import { applyForLeave } from '../support/workflow';

/**
 * Issue 28's whole move, from an empty database (SEED_DEMO=false): the setup link creates the
 * school; its administrator fills the templates the app gives and imports a small school (a
 * student row names a class that does not exist, is fixed and imported again); a student from the
 * file activates their account and applies for leave; the counsellor the file names for the class
 * has it; a class change moves the open request to the other class's counsellor; the change log
 * shows each step.
 */
let server: EmptyServer;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startEmptyServer('school-moves-in');
});
test.afterAll(async () => server?.stop());

const ADMIN = { account: 'itadmin', password: 'MoveIn2026x' };

/** An ID number with its GB 11643 check character (the activation reads its last six). */
function idNumber(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return first17 + '10X98765432'[sum % 11]!;
}

const COUNSELLOR_1 = {
  number: 'T2001',
  name: '王晓婷',
  phone: '13911110001',
  id: idNumber('11010119880302002'),
};
const COUNSELLOR_2 = {
  number: 'T2002',
  name: '陈志强',
  phone: '13911110002',
  id: idNumber('11010119850715003'),
};
const STUDENT = {
  number: 'S2025001',
  name: '林小雨',
  phone: '13711110001',
  id: idNumber('44030120070412004'),
};
const PASSWORD = 'Campus2026ok';

/** The school in the templates' own columns (Chinese headers, as the administrator's screen gives). */
const SHEETS: Record<string, { button: string; rows: Record<string, string | number>[] }> = {
  orgs: {
    button: '组织机构',
    rows: [
      { 组织代码: 'XX', 组织名称: '信息工程学院', 类型: '学院' },
      { 组织代码: 'XGC', 组织名称: '学生工作处', 类型: '职能部门' },
    ],
  },
  majors: { button: '专业', rows: [{ 专业代码: 'RJ', 专业名称: '软件工程', 学院代码: 'XX' }] },
  classes: {
    button: '班级',
    rows: [
      { 班级代码: 'RJ2501', 班级名称: '2025级软件1班', 年级: 2025, 专业代码: 'RJ', 学院代码: 'XX' },
      { 班级代码: 'RJ2502', 班级名称: '2025级软件2班', 年级: 2025, 专业代码: 'RJ', 学院代码: 'XX' },
    ],
  },
  staff: {
    button: '教职工',
    rows: [COUNSELLOR_1, COUNSELLOR_2].map((p) => ({
      工号: p.number,
      姓名: p.name,
      手机号: p.phone,
      身份证号: p.id,
      部门代码: 'XX',
      '职务/职称': '辅导员',
      状态: '在职',
    })),
  },
  assignments: {
    button: '职责与角色',
    rows: [
      { 工号: COUNSELLOR_1.number, 职责: '辅导员', 组织代码: 'RJ2501' },
      { 工号: COUNSELLOR_2.number, 职责: '辅导员', 组织代码: 'RJ2502' },
    ],
  },
};

const student = (classCode: string) => ({
  学号: STUDENT.number,
  姓名: STUDENT.name,
  性别: '女',
  身份证号: STUDENT.id,
  手机号: STUDENT.phone,
  班级代码: classCode,
  入学年份: 2025,
  预计毕业年份: 2029,
  学籍状态: '在读',
});
const classmate = {
  ...student('RJ2501'),
  学号: 'S2025002',
  姓名: '赵子航',
  性别: '男',
  身份证号: idNumber('44030120070903005'),
  手机号: '13711110002',
};

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
  return context.newPage();
}

async function signIn(page: Page, account: string, password: string) {
  await page.goto('/app/login');
  const form = loginForm(page);
  await form.username.fill(account);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
}

/** Downloads the kind's template from the imports screen and fills its first sheet with the rows. */
async function fillTemplate(page: Page, kind: string, rows: Record<string, string | number>[]) {
  await page.getByRole('button', { name: kind, exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const book = new ExcelJS.Workbook();
  const file = await readFile(await (await download).path());
  await book.xlsx.load(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  for (const column of Object.keys(rows[0]!)) expect(headers, `${kind} template`).toContain(column);
  sheet.spliceRows(2, sheet.rowCount - 1);
  for (const row of rows) sheet.addRow(headers.map((h) => row[h] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, file: Buffer) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
}

async function importKind(page: Page, key: string) {
  const { button, rows } = SHEETS[key]!;
  await upload(page, `${key}.xlsx`, await fillTemplate(page, button, rows));
  await expect(page.getByText(`共 ${rows.length} 行，${rows.length} 行无误`)).toBeVisible();
  await page.getByRole('button', { name: `确认导入 ${rows.length} 行` }).click();
  await expect(page.getByText(`已导入 ${rows.length} 行`)).toBeVisible();
}

/** Activation over the API as the activation screen calls it (the screen has its own journey). */
async function activate(page: Page, person: { number: string; phone: string; id: string }) {
  const identity = { number: person.number, idTail: person.id.slice(-6) };
  const sent = await page.request.post('/api/oauth2/v3/user/activate/code', { data: identity });
  expect((await sent.json()).state).toBe(200);
  const smsCode = latestSmsCode(person.phone, server.databaseFile)!;
  const done = await page.request.post('/api/oauth2/v3/user/activate', {
    data: { ...identity, smsCode, password: PASSWORD },
  });
  expect((await done.json()).state).toBe(200);
}

async function reviewList(page: Page) {
  await page.goto('/app/xgxt/leave/review');
  return page.locator('[role="button"]', { hasText: STUDENT.name });
}

test('a school moves in from nothing: setup, imports, activation, leave, class change, change log', async ({
  browser,
}) => {
  test.setTimeout(360_000);

  // The setup link creates the school and its administrator.
  const admin = await phone(browser);
  await admin.goto(await server.setupLink());
  await admin.getByLabel('学校名称').fill('滨江职业技术学院');
  await admin.getByLabel('学校代码').fill('12001');
  await admin.getByLabel('管理员账号').fill(ADMIN.account);
  await admin.getByLabel('管理员姓名').fill('许老师');
  await admin.getByLabel('管理员手机号').fill('13912340009');
  await admin.getByLabel('管理员密码').fill(ADMIN.password);
  await admin.getByLabel('确认密码').fill(ADMIN.password);
  await admin.getByRole('button', { name: '创建学校' }).click();
  await expect(admin).toHaveURL(/\/app\/login/);
  await signIn(admin, ADMIN.account, ADMIN.password);

  // The school's own data, from the templates, in the order the screen asks for.
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/app/admin/imports');
  for (const key of ['orgs', 'majors', 'classes', 'staff', 'assignments']) await importKind(admin, key);

  // Students: one row names a class that does not exist; the file is fixed and imported again.
  const students = (rows: Record<string, string | number>[]) => fillTemplate(admin, '学生', rows);
  await upload(
    admin,
    'students.xlsx',
    await students([student('RJ2501'), { ...classmate, 班级代码: 'RJ2509' }]),
  );
  await expect(admin.getByText('第 3 行 · 班级代码：“RJ2509”不存在')).toBeVisible();
  await expect(admin.getByRole('button', { name: /确认导入/ })).toHaveCount(0);
  await upload(admin, 'students-fixed.xlsx', await students([student('RJ2501'), classmate]));
  await expect(admin.getByText('共 2 行，2 行无误')).toBeVisible();
  await admin.getByRole('button', { name: '确认导入 2 行' }).click();
  await expect(admin.getByText('已导入 2 行')).toBeVisible();

  // The student activates their account on the phone and applies for two days' leave.
  const learner = await phone(browser);
  await learner.goto('/app/activate');
  await learner.getByLabel('学号/工号').fill(STUDENT.number);
  await learner.getByLabel('身份证件号后六位').fill(STUDENT.id.slice(-6));
  await learner.getByRole('button', { name: '获取验证码' }).click();
  await expect(learner.getByText(`验证码已发送至 137****${STUDENT.phone.slice(-4)}`)).toBeVisible();
  await learner
    .getByLabel('验证码', { exact: true })
    .fill(latestSmsCode(STUDENT.phone, server.databaseFile)!);
  await learner.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await learner.getByLabel('确认密码').fill(PASSWORD);
  await learner.getByRole('button', { name: '激活并设置密码' }).click();
  await expect(learner).toHaveURL(/\/app\/login/);
  await signIn(learner, STUDENT.number.toLowerCase(), PASSWORD);
  await applyForLeave(learner, 2);

  // The counsellor the file names for the class has it; the other class's counsellor does not.
  const first = await phone(browser);
  await activate(first, COUNSELLOR_1);
  await signIn(first, COUNSELLOR_1.number.toLowerCase(), PASSWORD);
  await expect((await reviewList(first)).first()).toBeVisible();
  const second = await phone(browser);
  await activate(second, COUNSELLOR_2);
  await signIn(second, COUNSELLOR_2.number.toLowerCase(), PASSWORD);
  await second.goto('/app/xgxt/leave/review');
  await expect(second.getByText(STUDENT.name)).toHaveCount(0);

  // The administrator moves the student to class 2: the open step moves with them.
  await admin.goto('/app/admin/lifecycle');
  await admin.getByPlaceholder('学号或姓名').fill(STUDENT.number);
  await admin.keyboard.press('Enter');
  const chooser = admin.getByLabel('选择新班级');
  const value = await chooser.locator('option', { hasText: '2025级软件2班' }).first().getAttribute('value');
  await chooser.selectOption(value!);
  await admin.getByRole('region', { name: STUDENT.name }).getByRole('button', { name: '预览' }).click();
  await expect(admin.locator('li', { hasText: '→' }).first()).toContainText(COUNSELLOR_2.name);
  await admin.getByRole('button', { name: '确认调整' }).click();
  await expect(admin.getByText('已调整，转交 1 项待办')).toBeVisible();
  await expect((await reviewList(second)).first()).toBeVisible();
  await first.goto('/app/xgxt/leave/review');
  await expect(first.getByText(STUDENT.name)).toHaveCount(0);

  // The change log has each step: the people imported, the duties given, the class change.
  await admin.goto('/app/admin/changes');
  const log = admin.locator('main');
  await admin.getByLabel('关键词').fill(STUDENT.number);
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(log.getByText(`${STUDENT.name} (${STUDENT.number})`).first()).toBeVisible();
  await expect(log.getByText('2025级软件2班').first()).toBeVisible();
  await admin.getByRole('button', { name: '清除' }).click();
  await admin.getByLabel('关键词').fill(COUNSELLOR_1.number);
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(log.getByText(`${COUNSELLOR_1.name} (${COUNSELLOR_1.number})`).first()).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath('change-log-zh-CN-1280.png'), fullPage: true });
});
