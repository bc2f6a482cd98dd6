import { ModuleState } from '@campus/contract';
import type { AffairBatch, AffairDetail, AffairMeta, AffairRow, PublicityRow } from '@campus/contract';
import type { ClassScores, EvaluationClasses, MyEvaluation } from '@campus/contract/affairs/zhcpgl';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../../lib/ids.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { createTestApp, type TestApp } from '../../../../test/app.js';
import { pendingTask } from '../../../../test/bpm.js';
import { PNG, upload } from '../../../../test/files.js';

/**
 * Comprehensive evaluation (issue 14) on the API: scores from weighted parts, ranks in class and
 * major with ties, the school's weights changing the ranking at once, bonus items counting once
 * approved and no longer after an upheld objection, the class table's scope and export, and the
 * chain into the scholarships: the national scholarship's `evaluationRank` rule. Everything here
 * is in academic year 2030-2031, which the demo data never meets.
 */
const YEAR = '2030-2031';
const today = () => schoolDate(Date.now());

let t: TestApp;
type Staff = 'counsellor' | 'office' | 'teacher' | 'student';
let staff: Record<Staff, ServiceCaller>;
let jxj: Record<Staff, ServiceCaller>;
/** Five classmates of the demo student (the demo student first), by letter. */
let five: { id: string; account: string }[];
let as: Record<string, ServiceCaller>;
let jxjAs: Record<string, ServiceCaller>;
let classId: string;

/** One course and the two parts of each: A and C tie; with academic marks alone E leads. */
const DATA = [
  { academic: 90, moral: 80, sports: 70 }, // A 86
  { academic: 85, moral: 95, sports: 95 }, // B 88
  { academic: 90, moral: 80, sports: 70 }, // C 86
  { academic: 70, moral: 60, sports: 60 }, // D 67
  { academic: 95, moral: 50, sports: 50 }, // E 81.5
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.app.database.db;
  const student = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select(['u.id', 'm.orgId', 'm.tenantId'])
    .where('u.account', '=', 'student')
    .executeTakeFirstOrThrow();
  classId = student.orgId;
  const mates = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.account'])
    .where('m.tenantId', '=', student.tenantId)
    .where('m.orgId', '=', classId)
    .where('m.kind', '=', 'student')
    .where('u.account', '!=', 'student')
    .orderBy('m.number')
    .limit(4)
    .execute();
  five = [{ id: student.id, account: 'student' }, ...mates];
  staff = await serviceCallers(t.app, 'zhcpgl', ['counsellor', 'office', 'teacher', 'student']);
  jxj = await serviceCallers(t.app, 'jxj', ['counsellor', 'office', 'teacher', 'student']);
  as = await serviceCallers(
    t.app,
    'zhcpgl',
    five.map((s) => s.account),
  );
  jxjAs = await serviceCallers(
    t.app,
    'jxj',
    five.map((s) => s.account),
  );
  await db
    .insertInto('evaluationGrade')
    .values(
      five.map((s, i) => ({
        id: newId(),
        tenantId: student.tenantId,
        studentId: s.id,
        academicYear: YEAR,
        course: '高等数学A',
        creditTenths: 40,
        markTenths: DATA[i]!.academic * 10,
      })),
    )
    .execute();
  for (const [i, s] of five.entries()) {
    const saved = await staff.counsellor.api.post('/evaluation/parts', {
      studentId: s.id,
      academicYear: YEAR,
      moral: DATA[i]!.moral,
      sports: DATA[i]!.sports,
    });
    expect(saved.state, saved.message).toBe(200);
  }
});
afterAll(async () => t.close());

const classTable = async (caller = staff.counsellor) => {
  const body = await caller.api.get<ClassScores>('/evaluation/class', { classId, academicYear: YEAR });
  expect(body.state, body.message).toBe(200);
  return body.data;
};
const byLetter = (table: ClassScores) => five.map((s) => table.rows.find((r) => r.studentId === s.id)!);

describe('scores and ranks', () => {
  it('weighs the parts by the school default and shares a rank between equal totals', async () => {
    const table = await classTable();
    expect(table.weights).toEqual({ moral: 20, academic: 70, sports: 10, bonusCap: 10 });
    expect(table.rows).toHaveLength(5);
    const [a, b, c, d, e] = byLetter(table);
    expect([a, b, c, d, e].map((r) => r!.total)).toEqual([86, 88, 86, 67, 81.5]);
    expect([a, b, c, d, e].map((r) => r!.classRank)).toEqual([2, 1, 2, 5, 4]);
    expect(a).toMatchObject({
      classSize: 5,
      majorRank: 2,
      majorSize: 5,
      moral: 80,
      academic: 90,
      sports: 70,
    });
    // The table comes in rank order.
    expect(table.rows.map((r) => r.classRank)).toEqual([1, 2, 2, 4, 5]);
  });

  it('ranks anew as soon as the school changes its weights', async () => {
    const saved = await staff.office.api.post('/affairs/zhcpgl/settings/save', {
      settings: [
        { module: 'bonusApply', key: 'moralWeight', value: 0 },
        { module: 'bonusApply', key: 'sportsWeight', value: 0 },
        { module: 'bonusApply', key: 'academicWeight', value: 100 },
      ],
    });
    expect(saved.state, saved.message).toBe(200);
    const [a, b, c, d, e] = byLetter(await classTable());
    expect([a, b, c, d, e].map((r) => r!.total)).toEqual([90, 85, 90, 70, 95]);
    expect([a, b, c, d, e].map((r) => r!.classRank)).toEqual([2, 4, 2, 5, 1]);
    // A counsellor may not set the school's weights; a weight out of range is refused by name.
    expect(
      (
        await staff.counsellor.api.post('/affairs/zhcpgl/settings/save', {
          settings: [{ module: 'bonusApply', key: 'moralWeight', value: 30 }],
        })
      ).state,
    ).not.toBe(200);
    const bad = await staff.office.api.post('/affairs/zhcpgl/settings/save', {
      settings: [{ module: 'bonusApply', key: 'moralWeight', value: 120 }],
    });
    expect(bad.state).not.toBe(200);
    expect(bad.message).toContain('Moral weight');
    // Back to the default for the tests below.
    await staff.office.api.post('/affairs/zhcpgl/settings/save', {
      settings: [
        { module: 'bonusApply', key: 'moralWeight', value: 20 },
        { module: 'bonusApply', key: 'sportsWeight', value: 10 },
        { module: 'bonusApply', key: 'academicWeight', value: 70 },
      ],
    });
  });

  it('shows the student their own breakdown and rank, never the class table', async () => {
    const mine = await staff.student.api.get<MyEvaluation>('/evaluation/mine', { academicYear: YEAR });
    expect(mine.state, mine.message).toBe(200);
    expect(mine.data.score).toMatchObject({ total: 86, classRank: 2, classSize: 5 });
    expect(mine.data.courses).toEqual([{ course: '高等数学A', credit: 4, mark: 90 }]);
    expect(mine.data.history.map((h) => h.academicYear)).toContain(YEAR);
    expect(
      (await staff.student.api.get('/evaluation/class', { classId, academicYear: YEAR })).state,
    ).not.toBe(200);
    expect((await staff.student.api.get('/evaluation/classes')).state).not.toBe(200);
    expect((await staff.counsellor.api.get('/evaluation/mine')).state).not.toBe(200);
  });

  it('keeps staff to the classes in their charge and refuses bad input by name', async () => {
    const classes = await staff.counsellor.api.get<EvaluationClasses>('/evaluation/classes');
    expect(classes.data.classes.some((k) => k.id === classId)).toBe(true);
    expect(classes.data.academicYears).toContain(YEAR);
    const other = await t.app.database.db
      .selectFrom('org')
      .select('id')
      .where('type', '=', 'class')
      .where(
        'id',
        'not in',
        classes.data.classes.map((k) => k.id),
      )
      .executeTakeFirstOrThrow();
    expect((await staff.counsellor.api.get('/evaluation/class', { classId: other.id })).state).toBe(6040301);
    expect((await staff.office.api.get('/evaluation/class', { classId: other.id })).state).toBe(200);
    const badYear = await staff.counsellor.api.get('/evaluation/class', { classId, academicYear: '2030' });
    expect(badYear.state).toBe(400);
    expect(badYear.message).toContain('academicYear');
    const badPart = await staff.counsellor.api.post('/evaluation/parts', {
      studentId: five[0]!.id,
      academicYear: YEAR,
      moral: 101,
      sports: 50,
    });
    expect(badPart.state).toBe(400);
    expect(badPart.message).toContain('moral');
  });

  it('exports the class table as a spreadsheet', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/zhcpgl/v3/evaluation/class/export?classId=${classId}&academicYear=${YEAR}`,
      headers: { ...staff.counsellor.api.who.headers, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Class rank');
    expect(sheet.rowCount).toBe(6);
    expect(sheet.getRow(2).getCell(8).value).toBe(88);
  });
});

describe('bonus applications', () => {
  let bonusId: string;

  it('counts a bonus item with evidence once the counsellor approves it', async () => {
    const batch = await staff.office.api.post<AffairBatch>('/affairs/zhcpgl/batch/save', {
      module: 'bonusApply',
      academicYear: YEAR,
      name: `${YEAR}学年综合测评加分`,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 10),
      perStudent: 5,
    });
    expect(batch.state, batch.message).toBe(200);
    const e = as[five[4]!.account]!;
    const contestWin = {
      category: 'contest',
      level: 'national',
      itemName: '全国大学生电子设计竞赛一等奖',
      itemDate: addDays(today(), -30),
      description: '参加全国大学生电子设计竞赛，获全国一等奖。',
    };
    const noEvidence = await e.api.post('/affairs/bonusApply/apply', { data: contestWin });
    expect(noEvidence.state).not.toBe(200);
    expect(noEvidence.message).toContain('Evidence');
    const { body: proof } = await upload(t.app, e.api.who, {
      name: '证书.png',
      type: 'image/png',
      content: PNG,
    });
    const applied = await e.api.post<{ proInstId: string }>('/affairs/bonusApply/apply', {
      data: { ...contestWin, evidence: [{ id: proof.data.id }] },
    });
    expect(applied.state, applied.message).toBe(200);
    bonusId = applied.data.proInstId;
    // Not counted while under review.
    expect(byLetter(await classTable())[4]!.bonus).toBe(0);
    // The counsellor sees what the item is worth before deciding.
    const detail = await staff.counsellor.api.get<AffairDetail>('/affairs/bonusApply/detail', {
      id: bonusId,
    });
    expect(detail.data.values).toMatchObject({ points: 8 });
    const reviewRows = await staff.counsellor.api.rows<AffairRow>('/affairs/bonusApply/review');
    expect(reviewRows.find((r) => r.id === bonusId)?.values).toMatchObject({ points: 8 });
    const task = await pendingTask(staff.counsellor.bpm, bonusId);
    const agreed = await staff.counsellor.bpm.post('/task/agree', {
      taskId: task.taskId,
      data: {},
      opinion: '属实',
    });
    expect(agreed.state, agreed.message).toBe(200);
    // Approved, but in publicity: not counted until the period ends with no objection upheld.
    expect(byLetter(await classTable())[4]).toMatchObject({ bonus: 0, total: 81.5 });
    expect((await e.api.get<MyEvaluation>('/evaluation/mine', { academicYear: YEAR })).data.bonuses).toEqual(
      [],
    );
  });

  it('stops counting an item whose objection the office upholds', async () => {
    const publicity = await staff.teacher.api.rows<PublicityRow>('/affairs/zhcpgl/publicity');
    // The item's points are public beside it (what the standards give a national contest award).
    expect(publicity.find((r) => r.id === bonusId)?.values).toMatchObject({ points: 8 });
    const filed = await staff.teacher.api.post<{ objectionId: string }>('/affairs/bonusApply/objection', {
      id: bonusId,
      reason: '该竞赛获奖为团队奖项，证书上没有该同学姓名，请核实。',
    });
    expect(filed.state, filed.message).toBe(200);
    const task = await pendingTask(staff.office.bpm, filed.data.objectionId);
    const upheld = await staff.office.bpm.post('/task/agree', {
      taskId: task.taskId,
      data: { verdict: 'upheld', verdictNote: '经核实证书无该生姓名，退回重新审核。' },
    });
    expect(upheld.state, upheld.message).toBe(200);
    expect(byLetter(await classTable())[4]).toMatchObject({ bonus: 0, total: 81.5, classRank: 4 });
  });

  it('counts an item once its publicity ends with no objection', async () => {
    // D, last of five, stays last with it (67 + 8): the scholarship tests below read the ranks.
    const e = as[five[3]!.account]!;
    const { body: proof } = await upload(t.app, e.api.who, {
      name: '证书.png',
      type: 'image/png',
      content: PNG,
    });
    const applied = await e.api.post<{ proInstId: string }>('/affairs/bonusApply/apply', {
      data: {
        category: 'contest',
        level: 'national',
        itemName: '全国大学生数学建模竞赛一等奖',
        itemDate: addDays(today(), -20),
        description: '参加全国大学生数学建模竞赛，获全国一等奖。',
        evidence: [{ id: proof.data.id }],
      },
    });
    expect(applied.state, applied.message).toBe(200);
    const task = await pendingTask(staff.counsellor.bpm, applied.data.proInstId);
    expect(
      (await staff.counsellor.bpm.post('/task/agree', { taskId: task.taskId, data: {}, opinion: '属实' }))
        .state,
    ).toBe(200);
    expect(byLetter(await classTable())[3]!.bonus).toBe(0);
    // The period ends clean (as if its last working day had passed).
    await t.app.database.db
      .updateTable('affairRequest')
      .set({ publicityEnd: Date.now() - 1000 })
      .where('instanceId', '=', applied.data.proInstId)
      .execute();
    expect(byLetter(await classTable())[3]).toMatchObject({ bonus: 8, total: 75, classRank: 5 });
    const mine = await e.api.get<MyEvaluation>('/evaluation/mine', { academicYear: YEAR });
    expect(mine.data.bonuses).toEqual([
      expect.objectContaining({
        id: applied.data.proInstId,
        category: 'contest',
        categoryName: 'Contest award',
        level: 'national',
        levelName: 'National',
        points: 8,
      }),
    ]);
  });
});

describe('the chain into scholarships', () => {
  it('refuses the national scholarship to a student outside the top 30% of the major', async () => {
    const open = (
      await jxj.office.api.get<AffairBatch[]>('/affairs/jxj/batches', { module: 'nationalScholarship' })
    ).data;
    for (const b of open.filter((b) => b.state === 'open'))
      await jxj.office.api.post('/affairs/jxj/batch/close', { id: b.id, version: b.version });
    const batch = await jxj.office.api.post<AffairBatch>('/affairs/jxj/batch/save', {
      module: 'nationalScholarship',
      academicYear: YEAR,
      name: `${YEAR}学年国家奖学金`,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 10),
    });
    expect(batch.state, batch.message).toBe(200);
    // D is 5th of 5 in the major; B is first.
    const d = await jxjAs[five[3]!.account]!.api.get<AffairMeta>('/affairs/nationalScholarship/meta');
    expect(d.data.eligibility.ok).toBe(false);
    expect(d.data.eligibility.reasons).toContain(
      `Comprehensive evaluation rank in ${YEAR}: 5 of 5 (from the comprehensive evaluation); must be in the top 30%`,
    );
    const b = await jxjAs[five[1]!.account]!.api.get<AffairMeta>('/affairs/nationalScholarship/meta');
    expect(b.data.eligibility.reasons.some((r) => r.includes('Comprehensive evaluation'))).toBe(false);
    // Refused at submission too, whatever rank the form claims.
    const applied = await jxjAs[five[3]!.account]!.api.post('/affairs/nationalScholarship/apply', {
      data: {
        majorRank: 1,
        majorSize: 60,
        evaluationRank: 1,
        evaluationSize: 60,
        failedCourses: 0,
        reason: '学习刻苦，专业成绩和综合测评均位列专业前列，积极参加学科竞赛。',
      },
    });
    expect(applied.state).not.toBe(200);
    expect(applied.message).toContain('5 of 5 (from the comprehensive evaluation)');
  });
});

describe('the figures scholarships and honours take from the evaluation (issue 30)', () => {
  const openBatch = async (module: string) => {
    const open = (await jxj.office.api.get<AffairBatch[]>('/affairs/jxj/batches', { module })).data;
    for (const b of open.filter((b) => b.state === 'open'))
      await jxj.office.api.post('/affairs/jxj/batch/close', { id: b.id, version: b.version });
    const batch = await jxj.office.api.post<AffairBatch>('/affairs/jxj/batch/save', {
      module,
      academicYear: YEAR,
      name: `${YEAR}学年${module}`,
      startDate: addDays(today(), -1),
      endDate: addDays(today(), 10),
    });
    expect(batch.state, batch.message).toBe(200);
  };
  const FROM = `From the comprehensive evaluation ${YEAR}`;

  it('fills rank, size and failed courses read-only and replaces what the student typed', async () => {
    await openBatch('nationalScholarship');
    // B: first of five in the evaluation, fourth of five by grades alone (E 95, A and C 90, B 85).
    const b = jxjAs[five[1]!.account]!;
    const meta = await b.api.get<AffairMeta>('/affairs/nationalScholarship/meta');
    expect(meta.data.initial).toMatchObject({
      majorRank: 4,
      majorSize: 5,
      evaluationRank: 1,
      evaluationSize: 5,
      failedCourses: 0,
    });
    expect(meta.data.systemFields).toMatchObject({
      majorRank: { note: FROM, verified: true },
      evaluationRank: { note: FROM, verified: true },
    });
    // What the form claims (rank 6 of 118) is not what the request keeps.
    const applied = await b.api.post<{ proInstId: string }>('/affairs/nationalScholarship/apply', {
      data: {
        majorRank: 6,
        majorSize: 118,
        failedCourses: 0,
        reason: '学习刻苦，专业成绩和综合测评均位列专业前列，积极参加学科竞赛。',
      },
    });
    expect(applied.state, applied.message).not.toBe(200);
    expect(applied.message).toContain('4 of 5 (from the comprehensive evaluation)');
  });

  it('refuses a top-10% scholarship before the form, with the rank on record', async () => {
    await openBatch('outstandingScholarship');
    const d = await jxjAs[five[3]!.account]!.api.get<AffairMeta>('/affairs/outstandingScholarship/meta');
    expect(d.data.eligibility.ok).toBe(false);
    expect(d.data.eligibility.reasons).toContain(
      `Comprehensive evaluation rank in ${YEAR}: 5 of 5 (from the comprehensive evaluation); must be in the top 10%`,
    );
  });

  it('keeps the school’s figures on the request and shows the reviewer where they come from', async () => {
    await openBatch('generalScholarship');
    const b = jxjAs[five[1]!.account]!;
    const applied = await b.api.post<{ proInstId: string }>('/affairs/generalScholarship/apply', {
      data: {
        prize: 'first',
        gpa: 3.95,
        majorRank: 1,
        majorSize: 120,
        evaluationScore: 99,
        reason: '各科成绩优良，积极参加集体活动。',
      },
    });
    expect(applied.state, applied.message).toBe(200);
    const detail = await jxj.counsellor.api.get<AffairDetail>('/affairs/generalScholarship/detail', {
      id: applied.data.proInstId,
    });
    expect(detail.state, detail.message).toBe(200);
    const total = byLetter(await classTable())[1]!.total;
    // One course marked 85: grade point 3.5; fourth of five by grades alone.
    expect(detail.data.values).toMatchObject({
      gpa: 3.5,
      majorRank: 4,
      majorSize: 5,
      evaluationScore: total,
      failedCourses: 0,
    });
    expect(detail.data.figureNotes).toMatchObject({ gpa: FROM, majorRank: FROM, evaluationScore: FROM });
  });

  it('refuses a figure other than the evaluation’s through the BPM API, naming the field', async () => {
    await openBatch('generalScholarship');
    const b = jxjAs[five[1]!.account]!;
    const defs = await b.bpm.rows<{ id: string; key: string }>('/initiated/query/process/new');
    const typed = await b.bpm.post('/instance/start', {
      defId: defs.find((d) => d.key === 'jxj_general')!.id,
      data: JSON.stringify({
        prize: 'first',
        gpa: 3.5,
        majorRank: 1,
        majorSize: 5,
        evaluationScore: byLetter(await classTable())[1]!.total,
        failedCourses: 0,
        reason: '各科成绩优良，积极参加集体活动。',
      }),
    });
    expect(typed.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(typed.message).toContain('comes from the comprehensive evaluation: it is 4');
  });

  it('keeps what a student the school has not evaluated typed, marked unverified', async () => {
    const other = await t.app.database.db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .select('u.account')
      .where('m.kind', '=', 'student')
      .where('m.orgId', '!=', classId)
      .where('u.account', 'like', '2024%')
      .orderBy('u.account')
      .executeTakeFirstOrThrow();
    const { [other.account]: caller } = await serviceCallers(t.app, 'jxj', [other.account]);
    const meta = await caller!.api.get<AffairMeta>('/affairs/generalScholarship/meta');
    expect(meta.data.initial.majorRank).toBeUndefined();
    expect(meta.data.systemFields.majorRank).toEqual({
      note: 'Typed by the student, not verified',
      verified: false,
    });
    const applied = await caller!.api.post<{ proInstId: string }>('/affairs/generalScholarship/apply', {
      data: {
        prize: 'second',
        gpa: 3.6,
        majorRank: 6,
        majorSize: 118,
        evaluationScore: 88,
        failedCourses: 0,
        reason: '各科成绩优良，积极参加集体活动。',
      },
    });
    expect(applied.state, applied.message).toBe(200);
    const detail = await jxj.office.api.get<AffairDetail>('/affairs/generalScholarship/detail', {
      id: applied.data.proInstId,
    });
    expect(detail.data.values).toMatchObject({ majorRank: 6, majorSize: 118 });
    expect(detail.data.figureNotes).toMatchObject({
      majorRank: 'Typed by the student, not verified',
      gpa: 'Typed by the student, not verified',
    });
  });
});
