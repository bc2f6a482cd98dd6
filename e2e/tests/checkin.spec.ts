import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { browserWithCamera, phoneWithCamera, scanToResult, scanUntil } from '../support/camera';
import { phoneIn, screen as shot, shownIn } from '../support/phone';
import { phoneOf } from '../support/workflow';

/**
 * Issue 13: check-in with a rotating QR code. The office opens a check-in point and shows its
 * code; the freshman opens the camera on the cjxy variant's signScan (Chromium's fake camera
 * plays a video of the code the staff's screen shows) and is checked in; the journey says so; staff
 * at a point scan a freshman's own code the same way; the statistics online count them. Then the
 * screens in the four languages.
 */
test.describe.configure({ timeout: 360_000 });

const artifacts = fileURLToPath(new URL('../.artifacts/', import.meta.url));
mkdirSync(`${artifacts}screens`, { recursive: true });

test('the freshman scans the point’s rotating code with the camera; staff scan a freshman’s code', async ({
  browser,
}) => {
  const office = await phoneOf(browser, 'office');
  await office.goto('/app/xgxt/yxxt/checkinPoints');
  await expect(office.getByText('新生报到点（体育馆）')).toBeVisible();
  await office.locator('#name').fill('东门报到点');
  await office.locator('#place').fill('东门广场迎新帐篷');
  await shot(office, 'yxxt-points-zh');
  await office.getByRole('button', { name: '开放报到点' }).click();
  await expect(office).toHaveURL(/\/xgxt\/yxxt\/checkinShow\?id=/);
  await expect(office.getByRole('heading', { name: '东门报到点' })).toBeVisible();
  await expect(office.getByText(/\d+秒后更新/)).toBeVisible();
  await expect(office.locator('img[data-code]')).toBeVisible();
  await shot(office, 'yxxt-show-zh');

  const video = `${artifacts}checkin-${Date.now()}.y4m`;
  const camera = await browserWithCamera(video);
  try {
    const freshman = await phoneWithCamera(camera, 'freshman');
    await freshman.goto('/app/xgxt/cjxy_yxxt/signScan');
    await expect(freshman.getByRole('button', { name: '打开摄像头扫码' })).toBeVisible();
    await shot(freshman, 'yxxt-sign-scan-zh');
    // The staff's screen as the camera sees it: the code shown now (again with a fresh code if a
    // busy machine decodes too slowly; the camera reads the file each time it opens).
    await scanToResult(freshman, office, video, '报到成功');
    await expect(freshman.getByText(/东门报到点 · 东门广场迎新帐篷/)).toBeVisible();
    await shot(freshman, 'yxxt-checked-in-zh');

    await freshman.goto('/app/xgxt/cjxy_yxxt/index');
    await expect(freshman.getByText('已报到', { exact: true })).toBeVisible();
    await expect(freshman.locator('[data-step="checkin"]')).toHaveAttribute('data-state', 'done');
    await expect(freshman.locator('[data-step="dormitory"]')).toHaveAttribute('data-state', 'done');
    // The bill comes from the fees group (its `bill` fact): a real state, never "not offered".
    await expect(freshman.locator('[data-step="payment"]')).not.toHaveAttribute(
      'data-state',
      'notConfigured',
    );
    await shot(freshman, 'yxxt-journey-zh');
  } finally {
    await camera.close();
  }

  // Staff at the point scan a freshman's own code.
  const hbfreshman = await phoneOf(browser, 'hbfreshman');
  await hbfreshman.goto('/app/xgxt/cjxy_yxxt/signScan');
  await hbfreshman.getByRole('tab', { name: '我的报到码' }).click();
  await expect(hbfreshman.getByText(/秒后更新/)).toBeVisible();
  await shot(hbfreshman, 'yxxt-my-code-zh');
  const studentVideo = `${artifacts}student-${Date.now()}.y4m`;
  const staffCamera = await browserWithCamera(studentVideo);
  try {
    const hboffice = await phoneWithCamera(staffCamera, 'hboffice');
    await hboffice.goto('/app/xgxt/cjxy_yxxt/checkinPoints');
    await hboffice.getByText('新生报到点（体育馆）').click();
    await expect(hboffice.locator('img[data-code]')).toBeVisible();
    await scanUntil(
      hboffice,
      hbfreshman,
      studentVideo,
      /扫描学生报到码/,
      '关闭摄像头',
      hboffice.getByText(/许嘉怡（\d+）报到成功/),
    );
    await shot(hboffice, 'yxxt-staff-scan-zh');
  } finally {
    await staffCamera.close();
  }

  await office.goto('/app/xgxt/yxxt/onlineStatistics');
  await expect(office.getByText(/实时数据，每30秒刷新/)).toBeVisible();
  await expect(office.locator('[data-figure="stats.expected"] strong')).toHaveText('30');
  await expect(office.locator('canvas').first()).toBeVisible();
  await shot(office, 'yxxt-statistics-zh');
});

const LANGUAGES = [
  { code: 'zh-CN', steps: '报到流程', stats: '各学院报到情况', points: '新建报到点' },
  { code: 'zh-TW', steps: '報到流程', stats: '各學院報到情況', points: '新建報到點' },
  { code: 'en-US', steps: 'Your steps', stats: 'By college', points: 'New check-in point' },
  { code: 'ja-JP', steps: '手続きの流れ', stats: '学部別', points: '受付ポイントを作成' },
] as const;

for (const language of LANGUAGES.filter(shownIn)) {
  test(`the onboarding screens in ${language.code}`, async ({ browser }) => {
    const freshman = await phoneIn(browser, 'hbfreshman', language.code);
    await freshman.goto('/app/xgxt/yxxt/index');
    await expect(freshman.getByText(language.steps)).toBeVisible();
    // The second school's (cjxy) journey: the five steps, arrival and joining the army (every
    // school's, MODULES §1) and its documents upload.
    await expect(freshman.locator('[data-step]')).toHaveCount(8);
    await shot(freshman, `yxxt-journey-${language.code}`);
    await freshman.goto('/app/xgxt/sanya_yxxt/signScan');
    await expect(freshman.locator('.adm-tabs')).toBeVisible();
    await shot(freshman, `yxxt-sign-scan-${language.code}`);

    const office = await phoneIn(browser, 'hboffice', language.code);
    await office.goto('/app/xgxt/cjxy_yxxt/onlineStatistics');
    await expect(office.getByRole('heading', { name: language.stats, exact: true })).toBeVisible();
    await expect(office.locator('canvas').first()).toBeVisible();
    await shot(office, `yxxt-statistics-${language.code}`);
    await office.goto('/app/xgxt/cjxy_yxxt/checkinPoints');
    await expect(office.getByText(language.points)).toBeVisible();
    await shot(office, `yxxt-points-${language.code}`);
  });
}
