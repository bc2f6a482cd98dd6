import { expect as baseExpect, test } from '@playwright/test';
import { phoneIn, screen } from '../support/phone';
import { toast } from '../support/review-list';

/**
 * Issue 14, the staff groups on the phone: a student signs up for a moral-education session and
 * reads their points, the counsellor marks a held session's attendance; a student rates their
 * counsellor anonymously and the college reads the averages; the counsellor records a
 * confidential talk which the office's leadership reads; a counsellor's training goes to the
 * office and is approved. Then the screens in English.
 */
test.describe.configure({ timeout: 240_000 });
/** The machine runs several builds at once: give slow screens time. */
const expect = baseExpect.configure({ timeout: 30_000 });

test('moral-education class: sign up, points, attendance', async ({ browser }) => {
  const student = await phoneIn(browser, 'student');
  await student.goto('/app/xgxt/szgz/moralApply');
  await expect(student.getByRole('heading', { name: '德育课堂报名', level: 1 })).toBeVisible();
  const visit = student.getByRole('listitem', { name: '传承红色基因：革命纪念馆参观' });
  await visit.getByRole('button', { name: '报名' }).click();
  await expect(student.getByText('报名成功')).toBeVisible();
  await student.locator('.adm-dialog-button').click();
  await expect(visit.getByText('已报名', { exact: true })).toBeVisible();
  await screen(student, 'szgz-moral-apply-zh-CN');
  await student.goto('/app/xgxt/szgz/moralScores');
  await expect(student.getByText('课堂记录')).toBeVisible();
  await expect(student.getByText('已签到').first()).toBeVisible();
  await screen(student, 'szgz-moral-scores-zh-CN');

  const counsellor = await phoneIn(browser, 'counsellor');
  await counsellor.goto('/app/xgxt/szgz/moralScoreList');
  await counsellor
    .getByRole('listitem', { name: '诚信考试主题班会' })
    .getByRole('button', { name: '签到' })
    .click();
  await expect(counsellor).toHaveURL(/moralDetail\?id=/);
  const first = counsellor.locator('.adm-checkbox').first();
  await first.click();
  await screen(counsellor, 'szgz-moral-detail-zh-CN');
  await counsellor.getByRole('button', { name: '保存签到' }).click();
  await expect(toast(counsellor, '已保存')).toBeVisible();
  await expect(counsellor.getByText('缺席').first()).toBeVisible();
});

test('counsellor assessment: the student rates anonymously, the college reads averages', async ({
  browser,
}) => {
  const student = await phoneIn(browser, 'student');
  await student.goto('/app/xgxt/szgz/assessmentTasks');
  await expect(student.getByText('辅导员：王晓婷').first()).toBeVisible();
  await student.locator('.adm-rate').nth(1).locator('.adm-rate-star').nth(3).click();
  await screen(student, 'szgz-assessment-rate-zh-CN');
  await student.getByRole('button', { name: '匿名提交' }).click();
  await expect(toast(student, '感谢您的评价')).toBeVisible();
  await expect(student.getByText('已评价').first()).toBeVisible();
  await expect(student.getByRole('button', { name: '匿名提交' })).toHaveCount(0);

  const college = await phoneIn(browser, 'college');
  await college.goto('/app/xgxt/szgz/assessmentResults');
  await expect(college.getByRole('heading', { name: '王晓婷' })).toBeVisible();
  await expect(college.getByText(/人参评/).first()).toBeVisible();
  await expect(college.getByText('学业指导').first()).toBeVisible();
  await screen(college, 'szgz-assessment-results-zh-CN');
});

test('political-work team: a confidential talk, read by the office leadership; logs and profiles', async ({
  browser,
}) => {
  const counsellor = await phoneIn(browser, 'counsellor');
  await counsellor.goto('/app/xgxt/zgdw/talkRecords');
  await expect(counsellor.getByText(/本学期已谈话/)).toBeVisible({ timeout: 30_000 });
  await counsellor.getByRole('button', { name: '记录谈话' }).click();
  await counsellor.getByRole('button', { name: '学生' }).click();
  await counsellor.locator('.adm-picker-header-button').last().click();
  await counsellor.locator('.adm-selector-item', { hasText: '心理' }).click();
  await counsellor.getByPlaceholder('主要问题').fill('考前焦虑，连续几天睡不好');
  await counsellor.getByPlaceholder('措施与建议').fill('教授放松方法，建议预约心理咨询，一周后再谈');
  await screen(counsellor, 'zgdw-talk-write-zh-CN');
  await counsellor.getByRole('button', { name: '保存' }).click();
  await expect(toast(counsellor, '已保存')).toBeVisible();
  await expect(counsellor.getByText('考前焦虑，连续几天睡不好')).toBeVisible();
  await screen(counsellor, 'zgdw-talks-zh-CN');

  const office = await phoneIn(browser, 'office');
  await office.goto('/app/xgxt/zgdw/talkRecords');
  await expect(office.getByText('您是学生工作处领导，可查看全校辅导员的谈话记录')).toBeVisible();
  await expect(office.getByText('考前焦虑，连续几天睡不好')).toBeVisible();
  await screen(office, 'zgdw-talks-leadership-zh-CN');

  await counsellor.goto('/app/xgxt/zgdw/workLog');
  await expect(counsellor.getByText(/走访男生宿舍6栋/)).toBeVisible();
  await screen(counsellor, 'zgdw-work-log-zh-CN');
  const college = await phoneIn(browser, 'college');
  await college.goto('/app/xgxt/zgdw/teamProfiles');
  await expect(college.getByRole('heading', { name: '师生比' })).toBeVisible();
  await expect(college.getByText('王晓婷').first()).toBeVisible();
  await screen(college, 'zgdw-team-zh-CN');
});

test('staff training: the counsellor records a training, the office approves it', async ({ browser }) => {
  const counsellor = await phoneIn(browser, 'counsellor');
  await counsellor.goto('/app/xgxt/zgdw/trainingList');
  await counsellor.getByRole('button', { name: '登记' }).click();
  await counsellor.getByPlaceholder('名称').fill('高校辅导员心理危机干预专题培训');
  await counsellor.getByPlaceholder('主办/发表单位').fill('省高校辅导员培训和研修基地');
  await counsellor.locator('.adm-selector-item', { hasText: '省级培训' }).click();
  await screen(counsellor, 'zgdw-training-add-zh-CN');
  await counsellor.getByRole('button', { name: '提交审核' }).click();
  await expect(toast(counsellor, '已提交')).toBeVisible();

  const office = await phoneIn(browser, 'office');
  await office.goto('/app/xgxt/zgdw/trainingReview');
  const item = office.getByRole('listitem', { name: '高校辅导员心理危机干预专题培训' });
  await screen(office, 'zgdw-training-review-zh-CN');
  await item.getByRole('button', { name: '通过' }).click();
  await expect(toast(office, '已审核')).toBeVisible();

  await counsellor.goto('/app/xgxt/zgdw/trainingList');
  await expect(
    counsellor.getByRole('listitem', { name: '高校辅导员心理危机干预专题培训' }).getByText('已通过'),
  ).toBeVisible();
  await screen(counsellor, 'zgdw-training-zh-CN');
});

test('the staff groups in English', async ({ browser }) => {
  const student = await phoneIn(browser, 'student', 'en-US');
  for (const [path, title] of [
    ['szgz/moralApply', 'Moral-education class'],
    ['szgz/moralScores', 'My moral-education points'],
    ['szgz/assessmentTasks', 'Rate your counsellor'],
  ] as const) {
    await student.goto(`/app/xgxt/${path}`);
    await expect(student.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(student.locator('.adm-skeleton')).toHaveCount(0);
    await screen(student, `${path.replace('/', '-')}-en-US`);
  }
  const staff = {
    counsellor: await phoneIn(browser, 'counsellor', 'en-US'),
    office: await phoneIn(browser, 'office', 'en-US'),
  };
  for (const [who, path, title] of [
    ['counsellor', 'szgz/moralScoreList', 'Moral-education sessions'],
    ['office', 'szgz/assessmentResults', 'Assessment results'],
    ['office', 'zgdw/teamProfiles', 'Counsellor profiles'],
    ['counsellor', 'zgdw/workLog', 'Work log'],
    ['counsellor', 'zgdw/talkRecords', 'Talk records'],
    ['counsellor', 'zgdw/trainingList', 'Training and achievements'],
    ['office', 'zgdw/trainingReview', 'Review training records'],
  ] as const) {
    const page = staff[who];
    await page.goto(`/app/xgxt/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.locator('.adm-skeleton')).toHaveCount(0);
    await screen(page, `${path.replace('/', '-')}-en-US`);
  }
});
