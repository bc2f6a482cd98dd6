import { expect, test, type Page } from '@playwright/test';
import { phoneIn, screen as shot, shownIn } from '../support/phone';
import { phoneOf, pickOption, PROOF_IMAGE } from '../support/workflow';
import { agreeFromReviewList, toast } from '../support/review-list';

/**
 * Issue 12: the dormitory from the phone. The student sees their room and roommates, asks to move
 * to a free bed they pick; the counsellor and then the dormitory office approve on the request's
 * examine page; the student's room is the new one and the office's occupancy finds them there.
 * Then the screens in the four languages.
 */
test.describe.configure({ timeout: 360_000 });

async function approve(page: Page, student: string) {
  await agreeFromReviewList(page, {
    list: '/app/xgxt/ssgl/reviewDormitoryChange',
    student,
    detail: /\/xgxt\/ssgl\/reviewDormitoryChangeDetail\?/,
    onDetail: async (detail) => expect(detail.getByText('意向床位').first()).toBeVisible(),
  });
}

test('a room change: the student picks a free bed, the counsellor and the dormitory office approve, the bed moves', async ({
  browser,
}) => {
  const student = await phoneOf(browser, 'student');
  await student.goto('/app/xgxt/ssgl/studentLive');
  await expect(student.getByRole('heading', { name: '梅园1栋 101室' })).toBeVisible();
  await expect(student.getByText('1号床 · 4人间 · 1楼')).toBeVisible();
  await expect(student.getByText('王建国')).toBeVisible();
  await shot(student, 'ssgl-student-live-zh');

  await student.goto('/app/xgxt/ssgl/changingDormitory');
  await expect(student.getByText('梅园1栋 101室 1号床')).toBeVisible();
  // The first room with a free bed in the student's building, its first free bed.
  const room = student.locator('[class*="pickRoom"]').first();
  const roomLine = (await room.locator('[class*="pickRoomLine"]').innerText()).split('室')[0]!;
  await room.locator('.adm-selector-item').first().click();
  const chosen = await student.getByText(/^已选：/).innerText();
  expect(chosen).toContain(`梅园1栋 ${roomLine}室`);
  await pickOption(student, 'reasonType', '作息差异');
  await student.locator('#reason').fill('室友作息与我差异较大，经常熬夜，影响休息和学习。');
  await shot(student, 'ssgl-change-form-zh');
  await student.getByRole('button', { name: '提交申请' }).click();
  await expect(student.locator('.adm-result-title', { hasText: '提交成功' })).toBeVisible();

  await approve(await phoneOf(browser, 'counsellor'), '李明轩');

  const office = await phoneOf(browser, 'dorm');
  await office.goto('/app/dashboard');
  await expect(office.getByRole('link', { name: /宿舍管理/ })).toBeVisible();
  await office.goto('/app/xgxt/ssgl/reviewDormitoryChange');
  await office.locator('[role="button"]', { hasText: '李明轩' }).first().click();
  await expect(office.getByText('该房间现住').first()).toBeVisible();
  await shot(office, 'ssgl-change-examine-zh');
  await office.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(office, '操作成功')).toBeVisible();

  await student.goto('/app/xgxt/ssgl/studentLive');
  await expect(student.getByRole('heading', { name: `梅园1栋 ${roomLine}室` })).toBeVisible();

  await office.goto('/app/xgxt/ssgl/studentOccupancy');
  await expect(office.getByText('入住率').first()).toBeVisible();
  await shot(office, 'ssgl-occupancy-zh');
  await office.getByPlaceholder('搜索学生姓名或学号').fill('李明轩');
  await expect(office.getByText(`梅园1栋 ${roomLine}室`)).toBeVisible();
  await office.getByPlaceholder('搜索学生姓名或学号').clear();
  await office.locator('button', { hasText: '梅园1栋' }).click();
  await expect(office.getByText('李明轩')).toBeVisible();
  await shot(office, 'ssgl-building-zh');
});

const LANGUAGES = [
  {
    code: 'zh-CN',
    live: '我的住宿',
    occupancy: '住宿情况',
    repair: '我要报修',
    rate: '入住率',
    progress: '维修进度',
    bed: '床位编号',
  },
  {
    code: 'zh-TW',
    live: '我的住宿',
    occupancy: '住宿情況',
    repair: '我要報修',
    rate: '入住率',
    progress: '維修進度',
    bed: '床位編號',
  },
  {
    code: 'en-US',
    live: 'My room',
    occupancy: 'Occupancy',
    repair: 'Report a repair',
    rate: 'Occupancy',
    progress: 'Progress',
    bed: 'Bed code',
  },
  {
    code: 'ja-JP',
    live: '自分の部屋',
    occupancy: '入居状況',
    repair: '修理を依頼',
    rate: '入居率',
    progress: '修理の進捗',
    bed: 'ベッド番号',
  },
] as const;

for (const language of LANGUAGES.filter(shownIn)) {
  test(`the dormitory screens in ${language.code}`, async ({ browser }) => {
    const student = await phoneIn(browser, '202511116', language.code);
    await student.goto('/app/xgxt/ssgl/studentLive');
    await expect(student.getByText(language.live).first()).toBeVisible();
    await expect(student.locator('[class*="place"] h2')).toBeVisible();
    await shot(student, `ssgl-live-${language.code}`);
    await student.goto('/app/xgxt/ssgl/changingDormitory');
    await expect(student.locator('[class*="pickRoom"]').first()).toBeVisible();
    await shot(student, `ssgl-change-${language.code}`);
    await student.goto('/app/xgxt/ssgl/reportRepair');
    await expect(student.getByRole('button', { name: language.repair })).toBeVisible();
    await shot(student, `ssgl-repairs-${language.code}`);
    await student.goto('/app/xgxt/ssgl/dormCheck');
    await expect(student.locator('.adm-collapse').first()).toBeVisible();
    await shot(student, `ssgl-dorm-check-${language.code}`);
    for (const route of ['outsideLive', 'stayOvernight', 'checkOut']) {
      await student.goto(`/app/xgxt/ssgl/${route}`);
      await expect(student.locator('.adm-form').first()).toBeVisible();
      await shot(student, `ssgl-${route}-${language.code}`);
    }

    const office = await phoneIn(browser, 'dorm', language.code);
    await office.goto('/app/xgxt/ssgl/studentOccupancy');
    await expect(office.getByText(language.occupancy).first()).toBeVisible();
    await expect(office.locator('[class*="buildings"] button')).toHaveCount(4);
    await shot(office, `ssgl-occupancy-${language.code}`);
    await office.locator('[class*="buildings"] button').first().click();
    await expect(office.locator('[class*="room"]').first()).toBeVisible();
    await shot(office, `ssgl-building-${language.code}`);
    await office.goto('/app/xgxt/ssgl/reviewRepair');
    await expect(office.locator('[role="button"]').first()).toBeVisible();
    await shot(office, `ssgl-review-repair-${language.code}`);
    // A repair's detail: the mechanism's work order with the bed and the trade.
    await office.getByText('寝室顶灯不亮', { exact: false }).first().click();
    await expect(office.getByText(language.progress).first()).toBeVisible();
    await expect(office.getByText(language.bed).first()).toBeVisible();
    await shot(office, `ssgl-repair-detail-${language.code}`);
    await office.goto('/app/xgxt/ssgl/reviewNotRules');
    await expect(office.locator('[class*="buildings"] button').first()).toBeVisible();
    await shot(office, `ssgl-not-rules-${language.code}`);
    await office.locator('[class*="buildings"] button').first().click();
    await expect(office.locator('.adm-form').first()).toBeVisible();
    await shot(office, `ssgl-not-rules-edit-${language.code}`);
    await office.goto('/app/xgxt/ssgl/dormitoryinspection');
    await expect(office.locator('[class*="scoreCell"]').first()).toBeVisible();
    await shot(office, `ssgl-inspection-${language.code}`);
    await office.goto('/app/xgxt/ssgl/statistics');
    await expect(
      office.locator('li[class*="figure"] span').getByText(language.rate, { exact: true }),
    ).toBeVisible();
    await expect(office.locator('canvas').first()).toBeVisible();
    await shot(office, `ssgl-statistics-${language.code}`);
    await office.goto('/app/xgxt/ssgl/PersonalInspection');
    await office.locator('.adm-search-bar input').fill('2025');
    await office.locator('.adm-list-item').first().click();
    await expect(office.locator('.adm-collapse').first()).toBeVisible();
    await shot(office, `ssgl-personal-${language.code}`);
  });
}

test('the dormitory office enters a room on the phone and corrects a discipline record', async ({
  browser,
}) => {
  const office = await phoneOf(browser, 'dorm');
  await office.goto('/app/xgxt/ssgl/dormitoryinspection');
  await expect(office.getByText('进行中')).toBeVisible();
  const room = office.locator('[class*="scoreCell"]', { hasText: '未检查' }).first();
  const number = (await room.locator('strong').innerText()).trim();
  await room.click();
  const sheet = office.locator('[class*="scoreSheet"]');
  await expect(sheet.getByText('总分 100 · 优秀')).toBeVisible();
  // Floor: 20 -> 15 points; a banned appliance found sets the room to 0.
  const floor = sheet.locator('li', { hasText: '地面清洁' });
  for (let i = 0; i < 5; i++) await floor.locator('.adm-stepper-minus').click();
  await expect(sheet.getByText('总分 95 · 优秀')).toBeVisible();
  await sheet.locator('.adm-selector-item', { hasText: '违章电器' }).click();
  await expect(sheet.getByText('总分 0 · 不合格')).toBeVisible();
  await sheet.getByPlaceholder('备注').fill('查获电热锅一个');
  // A photo of what was found, kept with the room's score.
  await sheet.locator('input[type="file"]').setInputFiles(PROOF_IMAGE);
  await expect(sheet.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await expect(office.getByRole('progressbar')).toHaveCount(0);
  await shot(office, 'ssgl-inspection-entry-zh');
  // Room after room: saving opens the next room.
  await sheet.getByRole('button', { name: '保存，下一间' }).click();
  await expect(toast(office, '已保存')).toBeVisible();
  await expect(sheet.locator('h2')).not.toContainText(`${number}室`);
  await expect(sheet.getByText('总分 100 · 优秀')).toBeVisible();
  await office
    .locator('.adm-mask')
    .last()
    .click({ position: { x: 20, y: 20 } });
  const cell = office.locator('[class*="scoreCell"]', { hasText: number }).first();
  await expect(cell).toContainText('不合格');
  // Opened again, the room shows its photo.
  await cell.click();
  await expect(sheet.locator('.adm-image-uploader-cell-image')).toHaveCount(1);
  await office
    .locator('.adm-mask')
    .last()
    .click({ position: { x: 20, y: 20 } });

  // The group's statistics carry the dormitory's own figures; the bands are the school's settings.
  await office.goto('/app/xgxt/ssgl/statistics');
  await expect(office.getByText('入住率', { exact: true })).toBeVisible();
  await expect(office.getByText('空余床位', { exact: true })).toBeVisible();
  for (const title of ['各楼栋入住率（%）', '各楼栋空余床位', '最近一次寝室卫生检查等级分布'])
    await expect(office.locator('section', { hasText: title }).locator('canvas')).toBeVisible();
  await shot(office, 'ssgl-statistics-zh');
  await office.goto('/app/xgxt/ssgl/settings');
  await expect(office.getByText('卫生检查“优秀”最低分')).toBeVisible();
  await shot(office, 'ssgl-settings-zh');

  await office.goto('/app/xgxt/ssgl/reviewNotRules');
  await office.locator('[class*="buildings"] button', { hasText: '饲养宠物' }).click();
  await expect(office.locator('#facts')).toBeVisible();
  await office.locator('#facts').fill('寝室内饲养一只猫，已于当天送离，学生写了检讨。');
  await office.getByRole('button', { name: '提交登记' }).click();
  await expect(toast(office, '已登记')).toBeVisible();
  await expect(office.getByText('已于当天送离').first()).toBeVisible();
});
