import { expect, test } from '@playwright/test';
import { SCREEN_LANGUAGES, phoneIn, screen } from '../support/phone';
import { pickOption } from '../support/workflow';
import { submitApplication, toast } from '../support/review-list';

/**
 * Issue 12, class life on the phone: the monitor writes today's class register and the counsellor
 * comments on it; the teacher takes today's roll of the monitor's class, where the student on an
 * approved sick leave is already marked on leave, marks the monitor late and saves; the monitor
 * sees the mark in their attendance and the counsellor the classes' rates. A classroom repair goes
 * from the teacher's report to logistics accepting it. Then the screens in the four languages.
 */
test.describe.configure({ timeout: 360_000 });

test('the register, the roll call with the leave filled in, the marks and the rates', async ({ browser }) => {
  const monitor = await phoneIn(browser, 'student');
  await monitor.goto('/app/xgxt/jczy/classRegister');
  await expect(monitor.getByRole('heading', { name: '填写日志' })).toBeVisible();
  await expect(monitor.getByText('学习委员收齐了高数作业。').first()).toBeVisible();
  await monitor.getByPlaceholder('课堂纪律、班会、通知等').fill('上午高数课堂测验，下午班会讨论综测细则。');
  await screen(monitor, 'jczy-register-write-zh-CN');
  await monitor.getByRole('button', { name: '保存' }).click();
  await expect(toast(monitor, '已保存')).toBeVisible();
  await expect(monitor.getByRole('heading', { name: '修改这一天' })).toBeVisible();
  // Saving the same day again is the same entry.
  await monitor.getByRole('button', { name: '保存' }).click();
  await expect(toast(monitor, '已保存')).toBeVisible();
  await expect(monitor.locator('li', { hasText: '上午高数课堂测验' })).toHaveCount(1);

  const counsellor = await phoneIn(browser, 'counsellor');
  await counsellor.goto('/app/xgxt/jczy/classRegister');
  const today = counsellor.locator('li', { hasText: '上午高数课堂测验' });
  await today.getByRole('button', { name: '批注' }).click();
  await today.getByPlaceholder('写下您的批注').fill('测验成绩请学习委员汇总后发我。');
  await today.getByRole('button', { name: '保存' }).click();
  await expect(counsellor.getByText('测验成绩请学习委员汇总后发我。').first()).toBeVisible();
  await screen(counsellor, 'jczy-register-counsellor-zh-CN');

  const teacher = await phoneIn(browser, 'teacher');
  await teacher.goto('/app/xgxt/jczy/attendanceTeacher');
  await teacher.locator('.adm-selector-item', { hasText: '软件工程2024级1班' }).click();
  await teacher.locator('.adm-selector-item', { hasText: /^2$/ }).click();
  const onLeave = teacher.locator('[class*="student"]', { hasText: '202411103' });
  await expect(onLeave.getByText(/^请假 /)).toBeVisible();
  await expect(onLeave.locator('.adm-selector-item-active')).toHaveText('请假');
  // Saving without the course names it under its input (issue 30) and saves nothing.
  await teacher.getByRole('button', { name: '保存点名' }).click();
  const courseProblem = teacher.locator('p[role="alert"]', { hasText: '请填写课程名称' });
  await expect(courseProblem).toBeVisible();
  await expect(teacher.getByRole('textbox', { name: '课程' })).toBeFocused();
  await expect(teacher.getByText(/^已于/)).toHaveCount(0);
  await screen(teacher, 'jczy-roll-call-course-missing-zh-CN');
  await teacher.getByRole('textbox', { name: '课程' }).fill('数据结构');
  await expect(courseProblem).toHaveCount(0);
  const me = teacher.locator('[class*="student"]', { hasText: '李明轩' });
  await me.locator('.adm-selector-item', { hasText: '迟到' }).click();
  await screen(teacher, 'jczy-roll-call-zh-CN');
  await teacher.getByRole('button', { name: '保存点名' }).click();
  await expect(toast(teacher, '点名已保存')).toBeVisible();
  await expect(teacher.getByText(/^已于/)).toBeVisible();

  await monitor.goto('/app/xgxt/jczy/attendanceStudent');
  const lesson = monitor.locator('li', { hasText: '数据结构' }).first();
  await expect(lesson.getByText('迟到')).toBeVisible();
  await expect(monitor.getByText(/^出勤率 /)).toBeVisible();
  await screen(monitor, 'jczy-my-attendance-zh-CN');

  await counsellor.goto('/app/xgxt/jczy/attendanceRates');
  await expect(counsellor.getByRole('heading', { name: '软件工程2024级1班' })).toBeVisible();
  await expect(counsellor.getByRole('heading', { name: '软件工程2025级1班' })).toBeVisible();
  await screen(counsellor, 'jczy-rates-zh-CN');
});

test('a classroom repair: the teacher reports it, logistics accepts it', async ({ browser }) => {
  const teacher = await phoneIn(browser, 'teacher');
  await teacher.goto('/app/xgxt/jczy/repair');
  await teacher.getByRole('button', { name: '我要报修' }).click();
  await expect(teacher).toHaveURL(/\/xgxt\/jczy\/repairForm/);
  await pickOption(teacher, 'building', '第二教学楼');
  await teacher.locator('#room').fill('B201');
  await pickOption(teacher, 'category', '黑板/白板');
  await teacher.locator('#description').fill('白板表面划痕严重，写字擦不干净。');
  await teacher.locator('#phone').fill('13900000006');
  await screen(teacher, 'jczy-repair-form-zh-CN');
  await submitApplication(teacher);

  const logistics = await phoneIn(browser, 'logistics');
  await logistics.goto('/app/xgxt/jczy/repairReview');
  await logistics.locator('[role="button"]', { hasText: 'B201' }).first().click();
  await expect(logistics.getByText('白板表面划痕严重').first()).toBeVisible();
  await screen(logistics, 'jczy-repair-examine-zh-CN');
  await logistics.getByRole('button', { name: '同意', exact: true }).click();
  await expect(toast(logistics, '操作成功')).toBeVisible();

  await teacher.goto('/app/xgxt/jczy/repair');
  await teacher.locator('[role="button"]', { hasText: 'B201' }).first().click();
  await expect(teacher.locator('.adm-step-status-process', { hasText: '已受理' })).toBeVisible();
  await screen(teacher, 'jczy-repair-detail-zh-CN');
});

const TITLES = {
  'zh-CN': { register: '班级日志', mine: '我的考勤', roll: '课堂点名', rates: '班级出勤率' },
  'zh-TW': { register: '班級日誌', mine: '我的考勤', roll: '課堂點名', rates: '班級出勤率' },
  'en-US': {
    register: 'Class register',
    mine: 'My attendance',
    roll: 'Roll call',
    rates: 'Class attendance',
  },
  'ja-JP': { register: 'クラス日誌', mine: '自分の出欠', roll: '出欠確認', rates: 'クラスの出席率' },
} as const;

for (const language of SCREEN_LANGUAGES) {
  test(`the class screens in ${language}`, async ({ browser }) => {
    const titles = TITLES[language];
    const student = await phoneIn(browser, 'student', language);
    await student.goto('/app/xgxt/jczy/classRegister');
    await expect(student.getByRole('heading', { name: titles.register, level: 1 })).toBeVisible();
    await expect(student.locator('li').first()).toBeVisible();
    await screen(student, `jczy-register-${language}`);
    await student.goto('/app/xgxt/jczy/attendanceStudent');
    await expect(student.getByRole('heading', { name: titles.mine, level: 1 })).toBeVisible();
    await expect(student.locator('li').first()).toBeVisible();
    await screen(student, `jczy-attendance-${language}`);
    await student.goto('/app/xgxt/jczy/repair');
    await expect(student.locator('.adm-button').last()).toBeVisible();
    await screen(student, `jczy-repairs-${language}`);

    const teacher = await phoneIn(browser, 'teacher', language);
    await teacher.goto('/app/xgxt/jczy/attendanceTeacher');
    await expect(teacher.getByRole('heading', { name: titles.roll, level: 1 })).toBeVisible();
    await expect(teacher.locator('[class*="student"]').first()).toBeVisible();
    await screen(teacher, `jczy-roll-${language}`);

    const counsellor = await phoneIn(browser, 'counsellor', language);
    await counsellor.goto('/app/xgxt/jczy/attendanceRates');
    await expect(counsellor.getByRole('heading', { name: titles.rates, level: 1 })).toBeVisible();
    await expect(counsellor.locator('.adm-progress-bar').first()).toBeVisible();
    await screen(counsellor, `jczy-rates-${language}`);

    const logistics = await phoneIn(browser, 'logistics', language);
    await logistics.goto('/app/xgxt/jczy/repairReview');
    await expect(logistics.locator('[role="button"]').first()).toBeVisible();
    await screen(logistics, `jczy-repair-review-${language}`);
  });
}
