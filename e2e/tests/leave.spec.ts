import { expect, test, type Page } from '@playwright/test';
import { enterSignedIn } from '../support/api-sign-in';
import { applyForLeave, openReview, phoneOf, pickDateRange, PROOF_IMAGE } from '../support/workflow';
import { toast } from '../support/review-list';

/**
 * Issue 5 journeys: leave and return end to end at phone size, against the real server. Tests run
 * in parallel: besides `student`, each uses its own students of the counsellor's class (the
 * seeded demo leaves belong to 202411102-202411108), so inboxes never meet.
 */

/** A toast saying this; an earlier one may still be fading out. */

/** Agrees to the task on screen, with the opinion as it is. */
async function agree(page: Page): Promise<void> {
  await page.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
}

test.describe('leave and return', () => {
  test('a 3-day leave with proof: counsellor and college approve, the student returns (销假)', async ({
    browser,
  }) => {
    const student = await phoneOf(browser, 'student');
    const id = await applyForLeave(student, 3, { proof: true });

    // The counsellor approves from the triage inbox, with an opinion kept as a saved phrase.
    const counsellor = await phoneOf(browser, 'counsellor');
    await openReview(counsellor, '李明轩');
    await expect(
      counsellor.locator('.adm-image-uploader-cell-image, img[alt="proof.png"]').first(),
    ).toBeVisible();
    // The proof opens full screen (the viewer's code is fetched on that tap) and a tap closes it.
    await counsellor.getByRole('button', { name: 'proof.png' }).click();
    const viewer = counsellor.locator('.adm-image-viewer-content');
    await expect(viewer.locator('img')).toBeVisible();
    await viewer.locator('img').tap();
    await expect(viewer).toBeHidden();
    // One comment box, and it says who reads it (issue 17 item 4).
    await expect(counsellor.locator('textarea:visible')).toHaveCount(1);
    await expect(counsellor.getByText('申请人和后续审批人都会看到这条意见')).toBeVisible();
    await counsellor.locator('#opinion').fill('同意，注意路上安全');
    await counsellor.getByRole('button', { name: '常用语' }).click();
    await counsellor.getByRole('button', { name: '将当前意见存为常用语' }).click();
    await expect(toast(counsellor, '已存为常用语')).toBeVisible();
    // A tap above the sheet closes it: on the sheet's mask (a bare tap at a point can land on the
    // page under it while the sheet is still sliding in, and leave the page).
    await counsellor
      .locator('.adm-popup .adm-mask')
      .last()
      .click({ position: { x: 180, y: 80 } });
    await expect(counsellor.getByText('将当前意见存为常用语')).toBeHidden();
    await counsellor.locator('#opinion').fill('');
    await counsellor.getByRole('button', { name: '常用语' }).click();
    await counsellor.getByRole('button', { name: /^同意，注意路上安全/ }).click();
    await expect(counsellor.locator('#opinion')).toHaveValue('同意，注意路上安全');
    await agree(counsellor);

    // Over two days, the college approves next, from its to-do list.
    const college = await phoneOf(browser, 'college');
    await college.goto('/app/bpmn/pending/index');
    await college.locator('[role="button"]', { hasText: '李明轩的请假申请（3天）' }).click();
    await expect(college).toHaveURL(/\/bpmn\/task\?taskId=/);
    await agree(college);

    // The student sees it approved, with the timeline and the diagram, and comes back.
    await student.goto('/app/xgxt/leave/mine');
    await expect(student.locator('[role="button"]', { hasText: '事假' }).first()).toContainText('已通过');
    await student.goto(`/app/xgxt/leave/detail?id=${id}`);
    await expect(student.getByText('辅导员审批').first()).toBeVisible();
    await expect(student.getByText('学院审批').first()).toBeVisible();
    await expect(student.getByText('同意，注意路上安全')).toBeVisible();
    // On a phone the route opens as a list of its steps; the diagram is a tap away, fitted to the
    // width: its last step is on screen without pinching (issue 17 item 3).
    const route = student.locator('section', { has: student.getByRole('heading', { name: '审批流程' }) });
    await expect(route.getByText('审批结束')).toBeVisible();
    await expect(route.getByText('请假超过2天时')).toBeVisible();
    await route.getByRole('button', { name: '流程图' }).click();
    await expect(student.locator('[data-ready] .djs-container svg').first()).toBeVisible();
    const canvas = (await student.locator('[data-ready]').boundingBox())!;
    const last = (await student.locator('[data-element-id="approvedLong"]').boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(canvas.x + canvas.width);
    await expect(student.getByRole('button', { name: '同意', exact: true })).toHaveCount(0);
    await student.getByRole('button', { name: '销假', exact: true }).click();
    await student.getByRole('button', { name: '确认销假' }).click();
    await expect(toast(student, '已销假')).toBeVisible();
    await expect(student.getByText(/已于 .* 销假/)).toBeVisible();
  });

  test('a 1-day leave needs only the counsellor', async ({ browser }) => {
    const student = await phoneOf(browser, '202411110');
    const id = await applyForLeave(student, 1);
    const counsellor = await phoneOf(browser, 'counsellor');
    await openReview(counsellor, '黄毅宇');
    await agree(counsellor);

    await student.goto(`/app/xgxt/leave/detail?id=${id}`);
    await expect(student.locator('header').getByText('已通过')).toBeVisible();
    // The timeline, not the diagram (which draws every node of the process, the college's too).
    const timeline = student.locator('section', { has: student.getByRole('heading', { name: '审批记录' }) });
    await expect(timeline.getByText('辅导员审批').first()).toBeVisible();
    await expect(timeline.getByText('学院审批')).toHaveCount(0);
  });

  test('a sick leave asks for its proof before it goes', async ({ browser }) => {
    const student = await phoneOf(browser, '202411117');
    await student.goto('/app/xgxt/leave/apply');
    const proof = student.locator('.adm-form-item', { hasText: '证明材料' });
    const asterisk = proof.locator('.adm-form-item-required-asterisk');
    await expect(asterisk).toHaveCount(0);
    await student.locator('.adm-selector-item', { hasText: '病假' }).click();
    await expect(asterisk).toHaveCount(1);
    await pickDateRange(student, 'period', 0, 0);
    await student.locator('#reason').fill('发烧，需要去医院就诊');
    await student.locator('#contactPhone').fill('13800001234');
    await student.getByRole('button', { name: '提交', exact: true }).click();
    await expect(proof).toContainText('必填项');
    await expect(student).toHaveURL(/\/xgxt\/leave\/apply/);

    await student.locator('input[type="file"]').setInputFiles(PROOF_IMAGE);
    await expect(student.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
    await expect(student.getByRole('progressbar')).toHaveCount(0);
    await student.getByRole('button', { name: '提交', exact: true }).click();
    await expect(student).toHaveURL(/\/xgxt\/leave\/success\?(.*&)?id=/);
  });

  test('the counsellor batch-approves two requests', async ({ browser }) => {
    for (const account of ['202411111', '202411112']) await applyForLeave(await phoneOf(browser, account), 1);
    const counsellor = await phoneOf(browser, 'counsellor');
    await counsellor.goto('/app/xgxt/leave/review');
    await counsellor.getByRole('button', { name: '批量审批' }).click();
    for (const name of ['赵浩轩', '张梦雨']) {
      await counsellor.locator('.adm-checkbox', { hasText: name }).first().click();
    }
    await expect(counsellor.getByText('已选 2 项')).toBeVisible();
    await counsellor.getByRole('button', { name: '批量同意' }).click();
    await counsellor.locator('.adm-popup').getByRole('button', { name: '批量同意' }).click();
    await expect(counsellor.getByText('2 项已同意，0 项未成功')).toBeVisible();
    await counsellor.getByRole('button', { name: '确定' }).click();
    await expect(counsellor.locator('[role="button"]', { hasText: '赵浩轩' })).toHaveCount(0);
    await expect(counsellor.locator('[role="button"]', { hasText: '张梦雨' })).toHaveCount(0);
  });

  test('the student never sees approve buttons or review entries', async ({ page }) => {
    await enterSignedIn(page, '202411113');
    const id = await applyForLeave(page, 1);
    await page.goto(`/app/xgxt/leave/detail?id=${id}`);
    await expect(page.getByText('辅导员审批').first()).toBeVisible();
    for (const name of ['同意', '退回', '不同意', '更多']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    // The applicant's own buttons are there instead.
    await expect(page.getByRole('button', { name: '催办' })).toBeVisible();

    await page.goto('/app/xgxt/leave/mine');
    await expect(page.getByRole('button', { name: '请假申请' })).toBeVisible();
    await expect(page.getByRole('button', { name: '请假审批' })).toHaveCount(0);
    await page.goto('/app/xgxt/leave/review');
    await expect(page.getByText('此页面仅供审批人员使用')).toBeVisible();
  });
});
