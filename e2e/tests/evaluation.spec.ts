import { expect, test } from '@playwright/test';
import { phoneIn, screen, shownIn } from '../support/phone';
import { phoneOf, pickOption, PROOF_IMAGE } from '../support/workflow';
import { openFromReviewList, submitApplication, toast } from '../support/review-list';

/**
 * Issue 14: the comprehensive evaluation from the phone. A student (202511109, used by no other
 * journey) sees their scores with the ranks, applies for a bonus item with a certificate; the
 * counsellor approves it; the student's scores count it and the publicity lists it. The
 * counsellor's class table shows the ranks, ties marked, and exports. Then the screens in the
 * four languages.
 */
test.describe.configure({ timeout: 360_000 });

const STUDENT = '202511109';

test('a bonus item: applied with evidence, approved by the counsellor, counted in the scores', async ({
  browser,
}) => {
  const student = await phoneOf(browser, STUDENT);
  await student.goto('/app/xgxt/zhcpgl/scores');
  await expect(student.getByText('班级排名').first()).toBeVisible();
  await expect(student.getByText('暂无加分')).toBeVisible();
  await screen(student, 'zhcpgl-scores-before-zh');

  await student.goto('/app/xgxt/zhcpgl/bonusApply');
  await pickOption(student, 'category', '竞赛获奖');
  await pickOption(student, 'level', '省级');
  await student.locator('#itemName').fill('全国大学生英语竞赛省级一等奖');
  await student.locator('#itemDate').click();
  await student.locator('.adm-picker-header-button:visible', { hasText: '确定' }).click();
  await student.locator('#description').fill('参加全国大学生英语竞赛，获江苏赛区一等奖。');
  await student.locator('input[type="file"]').setInputFiles(PROOF_IMAGE);
  await expect(student.getByText('proof.png').first()).toBeVisible();
  await expect(student.getByRole('progressbar')).toHaveCount(0);
  await screen(student, 'zhcpgl-bonus-apply-zh');
  await submitApplication(student);

  const counsellor = await phoneOf(browser, 'counsellor');
  await openFromReviewList(counsellor, {
    list: '/app/xgxt/zhcpgl/review',
    student: '全国大学生英语竞赛省级一等奖',
    detail: /\/xgxt\/zhcpgl\/detail\?/,
  });
  await expect(counsellor.getByText('证明材料').first()).toBeVisible();
  // What the item is worth by the standards (a provincial contest award: 5), before deciding.
  await expect(counsellor.locator('.adm-form-item', { hasText: '分值' }).getByText('5')).toBeVisible();
  await counsellor.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(counsellor, '操作成功')).toBeVisible();

  // In publicity with its points; not in the total until the period ends with no objection.
  await student.goto('/app/xgxt/zhcpgl/scorePublicity');
  await expect(student.getByText('全国大学生英语竞赛省级一等奖').first()).toBeVisible();
  await expect(student.getByText('分值').first()).toBeVisible();
  await screen(student, 'zhcpgl-publicity-zh');
  await student.goto('/app/xgxt/zhcpgl/scores');
  await expect(student.getByText('班级排名').first()).toBeVisible();
  await expect(student.getByText('全国大学生英语竞赛省级一等奖')).toHaveCount(0);
  await screen(student, 'zhcpgl-scores-after-zh');

  await counsellor.goto('/app/xgxt/zhcpgl/classScores');
  await expect(counsellor.getByText(/德育 20% · 智育 70%/)).toBeVisible();
  await expect(counsellor.locator('.adm-list-item').first()).toBeVisible();
  await expect(counsellor.getByText('并列').first()).toBeVisible();
  await screen(counsellor, 'zhcpgl-class-zh');
  const download = counsellor.waitForEvent('download');
  await counsellor.getByRole('button', { name: '导出 Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('the standards screen lists the points of each item and speaks of points', async ({ browser }) => {
  for (const [code, hint, table, contest] of [
    ['zh-CN', '本校各项目的分值、权重与上限', '加分标准（每项分值）', '竞赛获奖'],
    ['en-US', "The school's points, weights and caps", 'Points per item (the standards)', 'Contest award'],
  ] as const) {
    const office = await phoneIn(browser, 'office', code);
    await office.goto('/app/xgxt/zhcpgl/settings');
    await expect(office.getByText(hint)).toBeVisible();
    await expect(office.getByText(table)).toBeVisible();
    const row = office.locator('tr', { hasText: contest });
    await expect(row.locator('td')).toHaveText(['8', '5', '3', '1.5']);
    await screen(office, `zhcpgl-standards-${code}`);
  }
});

const LANGUAGES = [
  { code: 'zh-CN', rank: '班级排名', class: '导出 Excel' },
  { code: 'zh-TW', rank: '班級排名', class: '匯出 Excel' },
  { code: 'en-US', rank: 'Class rank', class: 'Export to Excel' },
  { code: 'ja-JP', rank: 'クラス順位', class: 'Excel に出力' },
] as const;

for (const language of LANGUAGES.filter(shownIn)) {
  test(`the evaluation screens in ${language.code}`, async ({ browser }) => {
    const student = await phoneIn(browser, STUDENT, language.code);
    await student.goto('/app/xgxt/zhcpgl/scores');
    await expect(student.getByText(language.rank).first()).toBeVisible();
    await screen(student, `zhcpgl-scores-${language.code}`);
    const counsellor = await phoneIn(browser, 'counsellor', language.code);
    await counsellor.goto('/app/xgxt/zhcpgl/classScores');
    await expect(counsellor.getByRole('button', { name: language.class })).toBeVisible();
    await screen(counsellor, `zhcpgl-class-${language.code}`);
  });
}
