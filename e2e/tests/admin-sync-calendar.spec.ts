import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { shot, useLanguage, type UiLanguage } from '../support/portal';

/**
 * Issue 28: the school administrator's sync clients and school calendar. The administrator adds a
 * term (after a term ending before it starts is refused) and a public holiday, and sees both marked
 * on the month; makes a sync client, sees its secret once and gets a token with it through the real
 * token endpoint, revokes it, and the token call is refused from then on. Both screens at 375 and
 * 1280 px, in Chinese and English, for people to look at.
 */
const TOKEN = '/api/oauth2/v3/authentication/apply';
const UPSERT = '/api/business/v3/affairs/sync/students/upsert';

const grant = async (request: APIRequestContext, id: string, secret: string) =>
  (await (
    await request.post(TOKEN, {
      data: { grant_type: 'client_credentials', client_id: id, client_secret: secret },
    })
  ).json()) as { state: number; data?: { access_token: string; scope: string } };

/** A year of this run far ahead, so a retry's term does not overlap the first try's. */
const runYear = () => 2200 + (Date.now() % 700);

async function settled(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test('the administrator adds a term and a holiday and sees them marked on the month', async ({ page }) => {
  const year = runYear();
  const name = `${year}-${year + 1}学年第一学期`;
  await enterSignedIn(page, 'admin', '/app/admin/calendar');
  await settled(page);

  await page.getByRole('button', { name: '新增学期' }).click();
  const form = page.getByRole('form', { name: '新增学期' });
  await form.getByLabel('学期名称').fill(name);
  // The 2nd, so the day before is in the month's grid whatever weekday the month starts on.
  await form.getByLabel('开始日期').fill(`${year}-09-02`);
  await form.getByLabel('结束日期').fill(`${year}-08-20`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form.getByRole('alert')).toHaveText(`“${name}”的结束日期须晚于开始日期`);
  await form.getByLabel('结束日期').fill(`${year + 1}-01-15`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toHaveCount(0);
  const terms = page.getByRole('region', { name: '学期' });
  await expect(terms.getByRole('row').filter({ hasText: name })).toContainText(`${year}-09-02`);

  const holidays = page.getByRole('region', { name: '法定节假日' });
  await holidays.getByLabel('法定节假日', { exact: true }).fill(`${year}-10-01`);
  await holidays.getByRole('button', { name: '添加' }).click();
  await expect(holidays.getByRole('listitem').filter({ hasText: `${year}-10-01` })).toBeVisible();

  const preview = page.getByRole('region', { name: '校历预览' });
  await preview.getByLabel('月份').fill(`${year}-09`);
  await expect(preview.locator(`td[data-date="${year}-09-02"]`)).toHaveAttribute('data-marks', /\bterm\b/);
  await expect(preview.locator(`td[data-date="${year}-09-01"]`)).not.toHaveAttribute(
    'data-marks',
    /\bterm\b/,
  );
  await preview.getByRole('button', { name: '下个月' }).click();
  const holiday = preview.locator(`td[data-date="${year}-10-01"]`).first();
  await expect(holiday).toHaveAttribute('data-marks', /\bholiday\b/);
  await expect(holiday).toHaveAttribute('data-marks', /\bterm\b/);
  await expect(holiday).toHaveAttribute('aria-label', `${year}-10-01 · ${name} · 节假日`);
  await shot(page, 'admin-calendar-marked-375', 'zh-CN');

  // Saved on the server: a fresh visit shows the same.
  await page.reload();
  await settled(page);
  await expect(page.getByRole('region', { name: '学期' })).toContainText(name);
});

test('a sync client shows its secret once, gets a token, and is refused once revoked', async ({ page }) => {
  const name = `数据中心 E2E ${Date.now() % 1_000_000}`;
  await enterSignedIn(page, 'admin', '/app/admin/sync');
  await settled(page);
  await page.getByLabel('名称').fill(name);
  await page.getByRole('button', { name: '新建客户端' }).click();

  const created = page.getByRole('region', { name: `已创建“${name}”` });
  await expect(created.getByRole('alert')).toContainText('密钥只显示这一次');
  const id = (await created.getByTestId('client-id').textContent())!;
  const secret = (await created.getByTestId('client-secret').textContent())!;
  expect(secret.length).toBeGreaterThanOrEqual(40);
  // The worked example names this server and this client.
  const example = page.getByRole('region', { name: '调用示例' });
  await expect(example).toContainText(`${new URL(page.url()).origin}${TOKEN}`);
  await expect(example).toContainText(id);

  const token = await grant(page.request, id, secret);
  expect(token.state).toBe(200);
  expect(token.data!.scope).toBe('sync');

  await created.getByRole('button', { name: '我已保存密钥' }).click();
  await expect(page.getByTestId('client-secret')).toHaveCount(0);
  await expect(page.getByText(secret)).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('启用中');
  await row.getByRole('button', { name: `停用 ${name}` }).click();
  await page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('已于');
  await expect(row.getByRole('button', { name: `停用 ${name}` })).toHaveCount(0);

  // The secret opens nothing now, and the token it gave stopped with it.
  expect((await grant(page.request, id, secret)).state).toBe(6020101);
  const push = await page.request.post(UPSERT, {
    headers: { authorization: `Bearer ${token.data!.access_token}` },
    data: { rows: [{ number: 'E2E-NOBODY' }] },
  });
  expect(((await push.json()) as { state: number }).state).toBe(6020201);
});

for (const width of [375, 1280] as const)
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width < 900, hasTouch: width < 900 });
    for (const language of ['zh-CN', 'en-US'] as const satisfies readonly UiLanguage[])
      test(`the sync and calendar screens, for people to look at (${language})`, async ({ page }) => {
        await useLanguage(page, language);
        await enterSignedIn(page, 'admin', '/app/admin');
        for (const path of ['', '/sync', '/calendar']) {
          await page.goto(`/app/admin${path}`);
          await settled(page);
          await shot(page, `admin${path.replace('/', '-') || '-home'}-sc-${width}`, language);
        }
      });
  });
