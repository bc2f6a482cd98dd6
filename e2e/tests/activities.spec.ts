import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { browserWithCamera, phoneWithCamera, scanToResult } from '../support/camera';
import { enterSignedIn } from '../support/api-sign-in';
import { phoneIn, screen as shot } from '../support/phone';
import { toast } from '../support/review-list';
import { phoneOf } from '../support/workflow';

/**
 * Issue 14, activities (xshd): the student signs up for a lecture (a place) and for a full
 * clean-up (the waiting list), cancels; as the organiser of tonight's rehearsal they show the
 * rotating sign-in code, and a classmate with a place signs in with the phone's camera, another by
 * typing the six digits under the code, a third is signed in by the organiser by hand; the credits
 * page counts last week's recital. Then the screens in English.
 */
test.describe.configure({ timeout: 360_000 });

const artifacts = fileURLToPath(new URL('../.artifacts/', import.meta.url));
mkdirSync(`${artifacts}screens`, { recursive: true });

test('sign up, the waiting list, and signing in with the organiser’s rotating code', async ({ browser }) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/xshd/activitySignUp');
  await expect(student.getByText('秋季校园志愿清洁行动')).toBeVisible();
  await shot(student, 'xshd-signup-zh');

  await student.getByText('人工智能前沿学术讲座').click();
  await student.getByRole('button', { name: '立即报名' }).click();
  await expect(student.getByText('报名成功')).toBeVisible();
  await expect(student.locator('.adm-tag', { hasText: '已报名' })).toBeVisible();
  await shot(student, 'xshd-detail-zh');

  await student.goto('/app/xgxt/xshd/activitySignUp');
  await student.getByText('秋季校园志愿清洁行动').click();
  await student.getByRole('button', { name: '名额已满，加入候补' }).click();
  await expect(student.getByText('已加入候补，第4位')).toBeVisible();
  await expect(student.locator('.adm-tag', { hasText: '候补第4位' })).toBeVisible();
  await shot(student, 'xshd-waiting-zh');
  await student.getByRole('button', { name: '取消报名' }).click();
  await student.getByRole('button', { name: '确定' }).click();
  await expect(student.getByText('已取消报名').first()).toBeVisible();

  // The organiser's rehearsal, running now: the sign-in code and the participants.
  await student.goto('/app/xgxt/xshd/activityManage');
  await student.getByText('迎新晚会节目彩排').click();
  await expect(student.locator('img[data-code]')).toBeVisible();
  // Under the QR code, the same slot's code as six digits to type (issue 30).
  await expect(student.locator('[data-typed]')).toHaveText(/^\d{3} \d{3}$/);
  // Participants with a place who have not signed in yet: each with the organiser's sign-in by hand.
  const notYet = student.locator('.adm-list-item', {
    has: student.getByRole('button', { name: /^为.+手动签到$/ }),
  });
  const numberOf = async (n: number) =>
    (await notYet.nth(n).locator('.adm-list-item-description').innerText()).trim();
  const [number, typing] = [await numberOf(0), await numberOf(1)];
  await shot(student, 'xshd-manage-zh');

  const video = `${artifacts}activity-${Date.now()}.y4m`;
  const camera = await browserWithCamera(video);
  try {
    const classmate = await phoneWithCamera(camera, number);
    await classmate.goto('/app/xgxt/xshd/activitySignIn');
    await expect(classmate.getByText('迎新晚会节目彩排')).toBeVisible();
    await scanToResult(classmate, student, video, '签到成功');
    await shot(classmate, 'xshd-signed-in-zh');
  } finally {
    await camera.close();
  }

  // A classmate without a camera types the six digits shown under the QR code.
  const typist = await phoneOf(browser, typing);
  await typist.goto('/app/xgxt/xshd/activitySignIn');
  await expect(typist.getByText('迎新晚会节目彩排')).toBeVisible();
  const shown = (await student.locator('[data-typed]').getAttribute('data-typed'))!;
  const wrong = String((Number(shown) + 500_000) % 1_000_000).padStart(6, '0');
  await typist.getByLabel('摄像头用不了？输入二维码下方的6位数字').fill(wrong);
  await typist.getByRole('button', { name: '提交' }).click();
  // The refusal on the page (the request layer's toast may say it at the same time).
  await expect(typist.locator('.adm-result-title', { hasText: /签到码不正确或已更新/ })).toBeVisible();
  await typist
    .getByLabel('摄像头用不了？输入二维码下方的6位数字')
    .fill((await student.locator('[data-typed]').getAttribute('data-typed'))!);
  await typist.getByRole('button', { name: '提交' }).click();
  await expect(typist.getByText('签到成功')).toBeVisible();
  await shot(typist, 'xshd-signed-in-typed-zh');

  // The organiser signs in by hand a participant whose phone cannot scan.
  await student.reload();
  const byHand = notYet.first();
  const name = (await byHand.locator('.adm-list-item-content-main').innerText()).split('\n')[0]!.trim();
  await byHand.getByRole('button', { name: /手动签到/ }).click();
  await expect(toast(student, `${name}已签到`)).toBeVisible();
  await expect(
    student.locator('.adm-list-item', { hasText: name }).locator('.adm-tag', { hasText: /^已签到/ }),
  ).toBeVisible();
  await shot(student, 'xshd-manage-by-hand-zh');

  await student.goto('/app/xgxt/xshd/activityResult');
  await expect(student.getByText('红色经典诵读会')).toBeVisible();
  await expect(student.getByText('0.5', { exact: true })).toBeVisible();
  await shot(student, 'xshd-credits-zh');
});

test("a phone set to UTC reads the activity's time on the school's clock (issue 30)", async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'UTC' });
  const phone = await context.newPage();
  await enterSignedIn(phone, 'student');
  await phone.goto('/app/xgxt/xshd/activitySignUp');
  // Tomorrow's lecture starts at 14:00 China time (06:00 UTC).
  const lecture = phone.getByRole('link').filter({ hasText: '人工智能前沿学术讲座' });
  await expect(lecture).toContainText(/\d{2}-\d{2} 14:00/);
  await shot(phone, 'xshd-signup-utc-phone-zh');
  await context.close();
});

test('the activities screens in English', async ({ browser }) => {
  const student = await phoneIn(browser, 'student', 'en-US');
  await student.goto('/app/xgxt/xshd/activitySignUp');
  await expect(student.getByText('Sign-up open').first()).toBeVisible();
  await shot(student, 'xshd-signup-en-US');
  await student.goto('/app/xgxt/xshd/activityManage');
  await student.getByText('迎新晚会节目彩排').click();
  await expect(student.getByText('Sign-in code')).toBeVisible();
  await shot(student, 'xshd-manage-en-US');
  await student.goto('/app/xgxt/xshd/activityResult');
  await expect(student.getByText('Second-classroom credits in all')).toBeVisible();
  await shot(student, 'xshd-credits-en-US');
});
