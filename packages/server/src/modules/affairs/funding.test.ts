import ExcelJS from 'exceljs';
import {
  ModuleState,
  type AffairBatch,
  type AffairMeta,
  type AffairRecordRow,
  type BatchQuota,
  type GroupSchemes,
  type GroupStatistics,
  type PayoutRow,
  type PublicityRow,
} from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { ServiceCaller } from '../../test/affairs.js';
import { pendingTask } from '../../test/bpm.js';
import { addDays, schoolDate } from '../../lib/school-date.js';
import { servicesTestApp } from './test-helpers.js';

/**
 * The mechanism on the funding schemes (issue 11): batches, one application per batch, eligibility
 * as data (year of study, hardship level on record, sanctions, exclusive schemes, form rules),
 * quotas at the college's step, publicity with masking and objections, records, export,
 * statistics and the school's settings. Batches here are for academic year 2030-2031, so the demo
 * data of this year never meets them.
 */
const YEAR = '2030-2031';
const today = () => schoolDate(Date.now());

const {
  t,
  as: { jxj, zzgl },
} = servicesTestApp(
  ['jxj', 'zzgl'],
  [
    'student',
    'counsellor',
    'college',
    'office',
    'teacher',
    'admin',
    '202411102',
    '202411103',
    '202411104',
    '202411105',
    '202411106',
    '202511102',
  ],
);

const NATIONAL = {
  majorRank: 3,
  majorSize: 68,
  evaluationRank: 4,
  evaluationSize: 68,
  failedCourses: 0,
  reason: '学习刻苦，专业成绩和综合测评均位列专业前列，积极参加学科竞赛。',
};

const HARDSHIP = {
  household: 'rural',
  familySize: 3,
  members: [
    { name: '李建国', relation: 'father', age: 48, work: '务农', income: 16000, health: 'healthy' },
    { name: '王秀英', relation: 'mother', age: 46, work: '务农', income: 6000, health: 'chronic' },
  ],
  specialGroups: ['povertyRegistered'],
  commitment: true,
};

async function openBatch(
  caller: ServiceCaller,
  module: string,
  extra: Record<string, unknown> = {},
): Promise<AffairBatch> {
  const body = await caller.api.post<AffairBatch>(
    `/affairs/${caller === zzgl.office ? 'zzgl' : 'jxj'}/batch/save`,
    {
      module,
      academicYear: YEAR,
      name: `${YEAR} ${module}`,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 10),
      ...extra,
    },
  );
  expect(body.state, body.message).toBe(200);
  return body.data;
}

async function apply(caller: ServiceCaller, module: string, data: Record<string, unknown>) {
  return caller.api.post<{ proInstId: string }>(`/affairs/${module}/apply`, { data });
}

async function applied(caller: ServiceCaller, module: string, data: Record<string, unknown>) {
  const body = await apply(caller, module, data);
  expect(body.state, body.message).toBe(200);
  return body.data.proInstId;
}

async function act(caller: ServiceCaller, id: string, action = 'agree', data: Record<string, unknown> = {}) {
  const task = await pendingTask(caller.bpm, id);
  return caller.bpm.post(`/task/${action}`, { taskId: task.taskId, data, opinion: '' });
}

async function agree(caller: ServiceCaller, id: string, data: Record<string, unknown> = {}) {
  const body = await act(caller, id, 'agree', data);
  expect(body.state, body.message).toBe(200);
}

async function fullnameOf(account: string): Promise<string> {
  const user = await t.app.database.db
    .selectFrom('appUser')
    .select('fullname')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return user.fullname;
}

const RECOMMEND = { recommendation: '该生品学兼优，同意推荐参评。' };

/** Runs a request through counsellor, college and office. */

describe('batches', () => {
  it('refuses an application outside an open batch, saying when it opens', async () => {
    const upcoming = await openBatch(jxj.office, 'outstandingScholarship', {
      startDate: addDays(today(), 3),
      endDate: addDays(today(), 20),
      name: '2030-2031学年优秀学生奖学金',
    });
    expect(upcoming.state).toBe('upcoming');
    // The seeded batch of this year is open for the outstanding scholarship: close it first.
    const open = (
      await jxj.office.api.get<AffairBatch[]>('/affairs/jxj/batches', { module: 'outstandingScholarship' })
    ).data;
    for (const batch of open.filter((b) => b.state === 'open'))
      expect(
        (await jxj.office.api.post('/affairs/jxj/batch/close', { id: batch.id, version: batch.version }))
          .state,
      ).toBe(200);

    const meta = await jxj.student.api.get<AffairMeta>('/affairs/outstandingScholarship/meta');
    expect(meta.data.batch?.id).toBe(upcoming.id);
    expect(meta.data.eligibility).toMatchObject({ ok: false });
    expect(meta.data.eligibility.reasons[0]).toContain(`opens on ${upcoming.startDate}`);
    const refused = await apply(jxj.student, 'outstandingScholarship', {
      evaluationRank: 1,
      evaluationSize: 60,
      failedCourses: 0,
      achievements: '担任学生会学习部部长，组织学风建设活动十余次。',
    });
    expect(refused.state).toBe(ModuleState.AFFAIR_BATCH_NOT_OPEN);
    expect(refused.message).toContain(upcoming.startDate);
  });

  it('takes one application per student per batch, also when five arrive at once', async () => {
    await openBatch(jxj.office, 'nationalScholarship', { name: '2030-2031学年国家奖学金（一）' });
    const five = await Promise.all(
      Array.from({ length: 5 }, () => apply(jxj['202411102'], 'nationalScholarship', NATIONAL)),
    );
    expect(five.filter((r) => r.state === 200)).toHaveLength(1);
    expect(five.filter((r) => r.state === ModuleState.AFFAIR_ALREADY_APPLIED)).toHaveLength(4);
    const later = await apply(jxj['202411102'], 'nationalScholarship', NATIONAL);
    expect(later.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    expect(later.message).toContain('already applied');
  });

  it('is managed by the office only, checked field by field, with a version against lost edits', async () => {
    const refused = await jxj.counsellor.api.post('/affairs/jxj/batch/save', {
      module: 'generalScholarship',
      academicYear: YEAR,
      name: '辅导员开的批次',
      startDate: today(),
      endDate: today(),
    });
    expect(refused.state).toBe(6010103);
    const backwards = await jxj.office.api.post('/affairs/jxj/batch/save', {
      module: 'generalScholarship',
      academicYear: YEAR,
      name: '倒序批次',
      startDate: today(),
      endDate: addDays(today(), -1),
    });
    expect(backwards.state).toBe(400);
    expect(backwards.message).toContain('End date');
    const short = await jxj.office.api.post('/affairs/jxj/batch/save', {
      module: 'nationalScholarship',
      academicYear: YEAR,
      name: '公示太短',
      startDate: today(),
      endDate: today(),
      publicityDays: 3,
    });
    expect(short.message).toContain('at least 5 working days');
    const batch = await openBatch(jxj.office, 'collegeScholarship', { name: '学院奖学金' });
    const edited = await jxj.office.api.post<AffairBatch>('/affairs/jxj/batch/save', {
      id: batch.id,
      version: batch.version,
      module: 'collegeScholarship',
      academicYear: YEAR,
      name: '学院奖学金（改）',
      startDate: batch.startDate,
      endDate: batch.endDate,
    });
    expect(edited.data).toMatchObject({ name: '学院奖学金（改）', version: batch.version + 1 });
    const stale = await jxj.office.api.post('/affairs/jxj/batch/save', {
      id: batch.id,
      version: batch.version,
      module: 'collegeScholarship',
      academicYear: YEAR,
      name: '过期的修改',
      startDate: batch.startDate,
      endDate: batch.endDate,
    });
    expect(stale.state).toBe(ModuleState.AFFAIR_BATCH_STALE);
  });
});

describe('eligibility', () => {
  it('refuses by year of study, in the batch’s academic year', async () => {
    const batch = await openBatch(jxj.office, 'inspirationalScholarship', {
      academicYear: '2025-2026',
      name: '2025-2026学年国家励志奖学金（补）',
    });
    const meta = await jxj['202511102'].api.get<AffairMeta>('/affairs/inspirationalScholarship/meta');
    expect(meta.data.batch?.id).toBe(batch.id);
    expect(meta.data.eligibility.reasons).toContain(
      'Only for students in year 2 or above; in 2025-2026 you are in year 1',
    );
    await jxj.office.api.post('/affairs/jxj/batch/close', { id: batch.id, version: batch.version });
  });

  it('needs a hardship level on record for the inspirational scholarship, and excludes the national one', async () => {
    await openBatch(jxj.office, 'inspirationalScholarship', { name: '2030-2031学年国家励志奖学金' });
    const inspirational = {
      hardshipLevel: 'difficult',
      household: 'rural',
      familySize: 3,
      monthlyIncome: 2000,
      majorRank: 5,
      majorSize: 68,
      failedCourses: 0,
      reason: '家庭经济困难，学习勤奋，成绩位于专业前列，积极参加志愿服务。',
    };
    const none = await apply(jxj['202411103'], 'inspirationalScholarship', inspirational);
    expect(none.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(none.message).toBe(
      'Requires a Financial hardship recognition result for 2030-2031 (Especially difficult, Difficult, Somewhat difficult); you have none on record',
    );

    // Recognised this year (level on record), the form starts from the level.
    await openBatch(zzgl.office, 'hardship', { name: '2030-2031学年家庭经济困难认定' });
    const hardship = await applied(zzgl['202411103'], 'hardship', HARDSHIP);
    await agree(zzgl.counsellor, hardship, { suggestedLevel: 'difficult' });
    await agree(zzgl.college, hardship, { level: 'difficult' });
    await agree(zzgl.office, hardship, { level: 'difficult' });
    const meta = await jxj['202411103'].api.get<AffairMeta>('/affairs/inspirationalScholarship/meta');
    expect(meta.data.eligibility).toEqual({ ok: true, reasons: [] });
    expect(meta.data.initial).toEqual({ hardshipLevel: 'difficult' });
    const id = await applied(jxj['202411103'], 'inspirationalScholarship', inspirational);

    // The national scholarship cannot be held with it in the same year.
    await openBatch(jxj.office, 'nationalScholarship', { name: '2030-2031学年国家奖学金（二）' });
    const rival = await apply(jxj['202411103'], 'nationalScholarship', NATIONAL);
    expect(rival.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(rival.message).toContain(
      'Cannot be held with National Inspirational Scholarship in the same year',
    );
    expect(id).toBeTruthy();
  });

  it('refuses on sanctions in force and on the form’s own rules, naming the field', async () => {
    await openBatch(jxj.office, 'generalScholarship', { name: '2030-2031学年综合奖学金' });
    const general = {
      prize: 'second',
      gpa: 3.6,
      majorRank: 8,
      majorSize: 70,
      evaluationScore: 88,
      failedCourses: 1,
      reason: '各科成绩优良，积极参加集体活动。',
    };
    const failed = await apply(jxj['202411104'], 'generalScholarship', general);
    expect(failed.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(failed.message).toBe('"Failed courses" must be at most 0');

    const user = await t.app.database.db
      .selectFrom('appUser')
      .select('id')
      .where('account', '=', '202411104')
      .executeTakeFirstOrThrow();
    const tenant = jxj['202411104'].api.who.tenantId;
    await t.app.database.db
      .insertInto('studentSanction')
      .values({
        id: 'sanction-1',
        tenantId: tenant,
        studentId: user.id,
        kind: 'seriousWarning',
        startDate: '2030-10-01',
        endDate: '2031-04-01',
        status: 'inForce',
        createdAt: Date.now(),
      })
      .execute();
    const sanctioned = await apply(jxj['202411104'], 'generalScholarship', { ...general, failedCourses: 0 });
    expect(sanctioned.message).toBe(
      'Not while a sanction is in force (Serious warning, 2030-10-01 to 2031-04-01)',
    );
    const schemes = await jxj['202411104'].api.get<GroupSchemes>('/affairs/jxj/schemes');
    expect(
      schemes.data.schemes.find((s) => s.module === 'generalScholarship')?.eligibility.reasons,
    ).toContain('Not while a sanction is in force (Serious warning, 2030-10-01 to 2031-04-01)');
  });
});

describe('quotas, publicity and objections', () => {
  let first: string;
  let second: string;

  it('passes no more than the college’s quota on, and frees a place the office refuses', async () => {
    const batch = await openBatch(jxj.office, 'nationalScholarship', {
      name: '2030-2031学年国家奖学金（名额）',
    });
    const college = (
      await jxj.office.api.get<BatchQuota[]>('/affairs/jxj/quotas', { batchId: batch.id })
    ).data.find((q) => q.collegeName === '计算机与信息工程学院')!;
    const saved = await jxj.office.api.post<BatchQuota[]>('/affairs/jxj/quotas/save', {
      batchId: batch.id,
      quotas: [{ collegeId: college.collegeId, quota: 1 }],
    });
    expect(saved.data.find((q) => q.collegeId === college.collegeId)).toMatchObject({ quota: 1, used: 0 });

    first = await applied(jxj['202411105'], 'nationalScholarship', NATIONAL);
    second = await applied(jxj['202411106'], 'nationalScholarship', { ...NATIONAL, majorRank: 5 });
    await agree(jxj.counsellor, first, RECOMMEND);
    await agree(jxj.counsellor, second, RECOMMEND);
    await agree(jxj.college, first);
    const full = await act(jxj.college, second);
    expect(full.state).toBe(ModuleState.AFFAIR_QUOTA_FULL);
    expect(full.message).toBe(
      '计算机与信息工程学院 has used all its places in 2030-2031学年国家奖学金（名额） (1/1)',
    );
    // The college's staff see their own college's places; the office cannot set fewer than used.
    const mine = (await jxj.college.api.get<BatchQuota[]>('/affairs/jxj/quotas', { batchId: batch.id })).data;
    expect(mine).toEqual([
      { collegeId: college.collegeId, collegeName: '计算机与信息工程学院', quota: 1, used: 1 },
    ]);
    const below = await jxj.office.api.post('/affairs/jxj/quotas/save', {
      batchId: batch.id,
      quotas: [{ collegeId: college.collegeId, quota: 0 }],
    });
    expect(below.message).toContain('Cannot be below the 1 places already used');

    // The office refuses the first: its place goes back to the college.
    expect((await act(jxj.office, first, 'oppose')).state).toBe(200);
    await agree(jxj.college, second);
    const after = (await jxj.college.api.get<BatchQuota[]>('/affairs/jxj/quotas', { batchId: batch.id }))
      .data;
    expect(after[0]).toMatchObject({ quota: 1, used: 1 });
  });

  it('lists approved names in publicity for everyone, masked, with the school’s amount', async () => {
    const set = await jxj.office.api.post('/affairs/jxj/settings/save', {
      settings: [{ module: 'nationalScholarship', key: 'amount', value: 12000 }],
    });
    expect(set.state, set.message).toBe(200);
    expect(
      (
        await jxj.counsellor.api.post('/affairs/jxj/settings/save', {
          settings: [{ module: 'nationalScholarship', key: 'amount', value: 1 }],
        })
      ).state,
    ).toBe(6010103);
    await agree(jxj.office, second);
    const rows = await jxj.teacher.api.rows<PublicityRow>('/affairs/jxj/publicity');
    const row = rows.find((r) => r.id === second)!;
    expect(row).toMatchObject({
      module: 'nationalScholarship',
      moduleTitle: 'National Scholarship',
      number: '2024***06',
      collegeName: '计算机与信息工程学院',
      amount: 12000,
      status: 'publicity',
      values: { majorRank: 5, majorSize: 68 },
    });
    const fullName = await fullnameOf('202411106');
    expect(row.name).not.toBe(fullName);
    expect(row.name.startsWith([...fullName][0]!)).toBe(true);
    expect(JSON.stringify(row)).not.toContain(fullName);
    const other = await jxj['202411104'].api.rows<PublicityRow>('/affairs/jxj/publicity');
    expect(other.some((r) => r.id === second)).toBe(true);
    expect(other.some((r) => r.id === first)).toBe(false);
  });

  it('takes objections from anyone but the student; an upheld one reopens the request', async () => {
    const own = await jxj['202411106'].api.post('/affairs/nationalScholarship/objection', {
      id: second,
      reason: '我对自己的申请有异议，请核实一下相关材料。',
    });
    expect(own.message).toBe('You cannot object to your own request');
    const short = await jxj.teacher.api.post('/affairs/nationalScholarship/objection', {
      id: second,
      reason: '不对',
    });
    expect(short.state).toBe(400);

    const filed = await jxj.teacher.api.post<{ objectionId: string }>(
      '/affairs/nationalScholarship/objection',
      {
        id: second,
        reason: '据了解该同学有一门课程补考，请核实成绩单。',
      },
    );
    expect(filed.state, filed.message).toBe(200);
    const rows = await jxj.student.api.rows<PublicityRow>('/affairs/jxj/publicity');
    expect(rows.find((r) => r.id === second)?.status).toBe('objection');
    // The objection names the request as the list does: the student's name masked.
    const task = await pendingTask(jxj.office.bpm, filed.data.objectionId);
    expect(task.subject).not.toContain(await fullnameOf('202411106'));
    // The student objected to cannot read the objection.
    expect(
      (await jxj['202411106'].bpm.get('/instance/getFormData', { proInstId: filed.data.objectionId })).state,
    ).not.toBe(200);

    const upheld = await jxj.office.bpm.post('/task/agree', {
      taskId: task.taskId,
      data: { verdict: 'upheld', verdictNote: '经核实异议成立，退回重新审核。' },
    });
    expect(upheld.state, upheld.message).toBe(200);
    const records = await jxj['202411106'].api.rows<AffairRecordRow>('/affairs/jxj/records');
    expect(records.find((r) => r.id === second)?.status).toBe('running');
    expect(
      (await jxj.student.api.rows<PublicityRow>('/affairs/jxj/publicity')).some((r) => r.id === second),
    ).toBe(false);
    expect(
      (await jxj['202411106'].api.get<PayoutRow[]>('/affairs/jxj/payouts')).data.some(
        (p) => p.requestId === second,
      ),
    ).toBe(false);

    // Back at the office's step; approved again, it is publicised again. A dismissed objection changes nothing.
    await agree(jxj.office, second);
    const again = await jxj.teacher.api.post<{ objectionId: string }>(
      '/affairs/nationalScholarship/objection',
      {
        id: second,
        reason: '该同学的获奖证书是否真实有效，请核实。',
      },
    );
    const check = await pendingTask(jxj.office.bpm, again.data.objectionId);
    await jxj.office.bpm.post('/task/agree', {
      taskId: check.taskId,
      data: { verdict: 'dismissed', verdictNote: '证书真实有效。' },
    });
    expect(
      (await jxj.student.api.rows<PublicityRow>('/affairs/jxj/publicity')).find((r) => r.id === second)
        ?.status,
    ).toBe('publicity');
  });

  it('is final when the period ends clean, and pays the school’s amount', async () => {
    await t.app.database.db
      .updateTable('affairRequest')
      .set({ publicityEnd: Date.now() - 1000 })
      .where('instanceId', '=', second)
      .execute();
    expect(
      (await jxj.student.api.rows<PublicityRow>('/affairs/jxj/publicity')).some((r) => r.id === second),
    ).toBe(false);
    const records = await jxj['202411106'].api.rows<AffairRecordRow>('/affairs/jxj/records');
    expect(records.find((r) => r.id === second)).toMatchObject({
      status: 'final',
      amount: 12000,
      academicYear: YEAR,
    });
    const payouts = await jxj['202411106'].api.get<PayoutRow[]>('/affairs/jxj/payouts');
    expect(payouts.data.filter((p) => p.requestId === second)).toMatchObject([
      { period: 'year', amount: 12000, state: 'pending', module: 'nationalScholarship' },
    ]);
    const late = await jxj.teacher.api.post('/affairs/nationalScholarship/objection', {
      id: second,
      reason: '补充一条异议，请再次核实该同学的材料。',
    });
    expect(late.state).toBe(ModuleState.AFFAIR_PUBLICITY_CLOSED);
  });
});

describe('records, query, export and statistics', () => {
  it('queries the requests of the caller’s charge, with filters', async () => {
    const office = await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query', {
      'Q^academicYear^S': YEAR,
    });
    expect(office.length).toBeGreaterThanOrEqual(4);
    const national = await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query', {
      'Q^academicYear^S': YEAR,
      'Q^module^S': 'nationalScholarship',
      'Q^status^S': 'final',
    });
    expect(national.every((r) => r.module === 'nationalScholarship' && r.status === 'final')).toBe(true);
    expect(national.length).toBe(1);
    const college = await jxj.college.api.rows<AffairRecordRow>('/affairs/jxj/query');
    expect(college.every((r) => r.starter.collegeName === '计算机与信息工程学院')).toBe(true);
    expect((await jxj.student.api.post('/affairs/jxj/query', { parameters: [] })).state).toBe(6010103);
  });

  it('exports the query as a spreadsheet in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jxj/v3/affairs/jxj/export',
      headers: { ...jxj.office.api.who.headers, 'accept-language': 'en-US' },
      payload: { parameters: [{ key: 'Q^academicYear^S', value: YEAR }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="jxj-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Student number');
    const total = (
      await jxj.office.api.rows<AffairRecordRow>('/affairs/jxj/query', { 'Q^academicYear^S': YEAR })
    ).length;
    expect(sheet.rowCount - 1).toBe(total);
    const statuses = sheet.getColumn(9).values.slice(2);
    expect(statuses).toContain('Final');
  });

  it('counts by status, scheme, college, grade and month', async () => {
    const stats = await jxj.office.api.get<GroupStatistics>('/affairs/jxj/statistics');
    expect(stats.state).toBe(200);
    expect(stats.data.total).toBeGreaterThan(10);
    expect(stats.data.byModule.map((c) => c.label)).toContain('National Scholarship');
    expect(stats.data.byCollege.map((c) => c.label)).toContain('计算机与信息工程学院');
    expect(stats.data.byGrade.map((c) => c.label)).toContain('Class of 2024');
    expect(stats.data.byStatus.map((c) => c.key)).toEqual(expect.arrayContaining(['running', 'final']));
    expect(stats.data.amountByCollege.length).toBeGreaterThan(0);
    const scoped = await jxj.counsellor.api.get<GroupStatistics>('/affairs/jxj/statistics');
    expect(scoped.data.total).toBeLessThan(stats.data.total);
  });
});

describe('every way in', () => {
  it('applies the batch rules to a request started through the BPM API as well', async () => {
    const defs = await jxj.student.bpm.rows<{ id: string; key: string }>('/initiated/query/process/new');
    const def = defs.find((d) => d.key === 'jxj_outstanding')!;
    const started = await jxj.student.bpm.post('/instance/start', {
      defId: def.id,
      data: JSON.stringify({
        evaluationRank: 1,
        evaluationSize: 60,
        failedCourses: 0,
        achievements: '担任学生会学习部部长，组织学风建设活动十余次。',
      }),
    });
    expect(started.state).toBe(ModuleState.AFFAIR_BATCH_NOT_OPEN);
  });
});
