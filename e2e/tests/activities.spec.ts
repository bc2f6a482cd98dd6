import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { browserWithCamera, phoneWithCamera, scanToResult } from '../support/camera';
import { phoneIn, screen as shot } from '../support/phone';
import { phoneOf } from '../support/workflow';

/**
 * Issue 14, activities (xshd): the student signs up for a lecture (a place) and for a full
 * clean-up (the waiting list), cancels; as the organiser of tonight's rehearsal they show the
 * rotating sign-in code, and a classmate with a place signs in with the phone's camera; the credits
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
  const waiting = student.locator('.adm-list-item', {
    has: student.locator('.adm-tag', { hasText: /^已报名$/ }),
  });
  const number = (await waiting.first().locator('.adm-list-item-description').innerText()).trim();
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

  await student.goto('/app/xgxt/xshd/activityResult');
  await expect(student.getByText('红色经典诵读会')).toBeVisible();
  await expect(student.getByText('0.5', { exact: true })).toBeVisible();
  await shot(student, 'xshd-credits-zh');
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
