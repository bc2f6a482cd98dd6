import { ModuleState, SecurityState } from '@campus/contract';
import type { AttendanceRates, ClassRef, MyAttendance, RollSheet } from '@campus/contract/affairs/jczy';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { pendingTask } from '../../../../test/bpm.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Class attendance (issue 12): the teacher's roll of a lesson proposes "on leave" for students an
 * approved leave covers (the demo's 202411103, and a leave approved during the test: the leave
 * loop closed through the mechanism), saving is idempotent, the student reads their own marks,
 * counsellors and colleges the rates of their classes; nobody else takes or reads a class's roll.
 */
const ON_LEAVE = '202411103';
const ASKS = '202411107';
const WHO = ['student', 'teacher', 'counsellor', 'college', 'hbcounsellor', ON_LEAVE, ASKS] as const;
const { t, as } = groupTestApp('jczy', WHO);
let lx: Record<'counsellor' | typeof ASKS, ServiceCaller>;
let klass: ClassRef;

beforeAll(async () => {
  lx = await serviceCallers(t.app, 'lxgl', ['counsellor', ASKS]);
});

const today = () => schoolDate(Date.now());
const lesson = () => ({ classId: klass.classId, date: today(), period: 5 });
const line = (sheet: RollSheet, number: string) => sheet.students.find((s) => s.number === number)!;

describe('the roll call', () => {
  it("lists the teacher's classes and proposes on leave from the approved leaves", async () => {
    const classes = await ok<ClassRef[]>(as.teacher.api.get('/attendance/classes'));
    expect(classes.map((c) => c.className)).toContain('软件工程2024级1班');
    klass = classes.find((c) => c.className === '软件工程2024级1班')!;
    const sheet = await ok<RollSheet>(as.teacher.api.get('/attendance/roll', lesson()));
    expect(sheet).toMatchObject({ saved: false, className: '软件工程2024级1班' });
    expect(sheet.students).toHaveLength(17);
    expect(line(sheet, ON_LEAVE)).toMatchObject({ mark: 'leave', leave: { leaveType: 'sick' } });
    expect(line(sheet, ASKS)).toMatchObject({ mark: 'present', leave: null });
  });

  it('shows a leave approved now on the roll', async () => {
    const asked = await ok<{ proInstId: string }>(
      lx[ASKS].api.post('/affairs/leave/apply', {
        data: {
          leaveType: 'personal',
          period: [today(), today()],
          reason: '去医院复查',
          contactPhone: '13900000002',
        },
      }),
    );
    const task = await pendingTask(lx.counsellor.bpm, asked.proInstId);
    await ok(lx.counsellor.bpm.post('/task/agree', { taskId: task.taskId }));
    const sheet = await ok<RollSheet>(as.teacher.api.get('/attendance/roll', lesson()));
    expect(line(sheet, ASKS)).toMatchObject({ mark: 'leave', leave: { requestId: asked.proInstId } });
  });

  it('saves idempotently: one roll per lesson, the marks of the last save, leaves kept for students left out', async () => {
    const sheet = await ok<RollSheet>(as.teacher.api.get('/attendance/roll', lesson()));
    const student = line(sheet, sheet.students.find((s) => s.name === '李明轩')!.number);
    const input = {
      ...lesson(),
      course: '数据结构',
      marks: [{ studentId: student.studentId, mark: 'late' }],
    };
    const first = await ok<RollSheet>(as.teacher.api.post('/attendance/roll/save', input));
    const again = await ok<RollSheet>(as.teacher.api.post('/attendance/roll/save', input));
    expect(again).toEqual({ ...first, savedAt: again.savedAt });
    expect(first.saved).toBe(true);
    expect(line(first, ON_LEAVE).mark).toBe('leave');
    expect(line(first, ASKS).mark).toBe('leave');
    expect(first.students.find((s) => s.studentId === student.studentId)!.mark).toBe('late');
    const rolls = await t.database.db
      .selectFrom('classRoll')
      .select('id')
      .where('classId', '=', klass.classId)
      .where('date', '=', today())
      .where('period', '=', 5)
      .execute();
    expect(rolls).toHaveLength(1);
    const marks = await t.database.db
      .selectFrom('classRollMark')
      .select('studentId')
      .where('rollId', '=', rolls[0]!.id)
      .execute();
    expect(marks).toHaveLength(17);
    // The teacher may overrule the proposal.
    const changed = await ok<RollSheet>(
      as.teacher.api.post('/attendance/roll/save', {
        ...input,
        marks: [{ studentId: line(first, ON_LEAVE).studentId, mark: 'absent' }],
      }),
    );
    expect(line(changed, ON_LEAVE).mark).toBe('absent');
    expect(changed.students.find((s) => s.studentId === student.studentId)!.mark).toBe('present');
    await ok(as.teacher.api.post('/attendance/roll/save', input));
  });

  it('refuses anyone but the teacher, a stranger in the marks and a bad period, naming the field', async () => {
    for (const who of [as.counsellor, as.student, as.hbcounsellor]) {
      const refused = await who.api.get('/attendance/roll', lesson());
      expect(refused.state, who.api.who.account).toBe(SecurityState.UNAUTHORIZED);
      expect(JSON.stringify(refused)).not.toContain('李明轩');
      const save = await who.api.post('/attendance/roll/save', { ...lesson(), course: 'x', marks: [] });
      expect(save.state).toBe(SecurityState.UNAUTHORIZED);
      expect(JSON.stringify(save)).toContain('classId');
    }
    const stranger = await as.teacher.api.post('/attendance/roll/save', {
      ...lesson(),
      course: '数据结构',
      marks: [{ studentId: as.hbcounsellor.api.who.userId, mark: 'present' }],
    });
    expect(stranger.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(stranger)).toContain('marks');
    const period = await as.teacher.api.get('/attendance/roll', { ...lesson(), period: 13 });
    expect(period.state).not.toBe(200);
    expect(JSON.stringify(period)).toContain('period');
  });

  it('refuses a roll without a course, naming the course as the screen does, and saves nothing', async () => {
    const blank = { ...lesson(), period: 7, marks: [] };
    for (const course of ['', '   ']) {
      const refused = await as.teacher.api.post('/attendance/roll/save', { ...blank, course });
      expect(refused.state, JSON.stringify(refused)).not.toBe(200);
      expect(refused.variables).toMatchObject({ fields: [{ field: 'course', message: expect.any(String) }] });
      expect(refused.message).toBe('Course: Required');
    }
    const untouched = await ok<RollSheet>(as.teacher.api.get('/attendance/roll', { ...lesson(), period: 7 }));
    expect(untouched.saved).toBe(false);
  });
});

describe('attendance records', () => {
  it('gives the student their own marks with counts', async () => {
    const mine = await ok<MyAttendance>(as.student.api.get('/attendance/mine'));
    expect(mine.lines[0]).toMatchObject({
      date: today(),
      period: 5,
      course: '数据结构',
      mark: 'late',
      teacherName: '张伟',
    });
    const total = Object.values(mine.counts).reduce((a, b) => a + b, 0);
    expect(total).toBe(mine.lines.length);
    expect(total).toBeGreaterThan(10);
    expect(mine.counts.late).toBeGreaterThanOrEqual(1);
  });

  it('gives counsellors and colleges the rate of each class in their charge, and nobody else', async () => {
    const counsellor = await ok<AttendanceRates>(as.counsellor.api.get('/attendance/rates'));
    expect(counsellor.classes.map((c) => c.className)).toEqual(['软件工程2024级1班', '软件工程2025级1班']);
    for (const c of counsellor.classes) {
      expect(c.rolls).toBeGreaterThan(0);
      expect(c.rate).toBeGreaterThan(0.8);
      expect(c.rate).toBeLessThanOrEqual(1);
    }
    const college = await ok<AttendanceRates>(as.college.api.get('/attendance/rates'));
    // Two majors, three intakes (2024, 2025 and the 2026 freshmen of onboarding), and the
    // graduating 2023 class of 计算机科学与技术.
    expect(college.classes).toHaveLength(7);
    const other = await ok<AttendanceRates>(as.hbcounsellor.api.get('/attendance/rates'));
    expect(other.classes.some((c) => c.classId === klass.classId)).toBe(false);
    expect((await as.student.api.get('/attendance/rates')).state).toBe(SecurityState.UNAUTHORIZED);
  });
});
