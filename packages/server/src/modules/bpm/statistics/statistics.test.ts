import { SecurityState } from '@campus/contract';
import type { ProcessStatistics, ProcessStatisticsOptions } from '@campus/contract/api/bpm/statistics';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../../db/schema.js';
import { BPM } from '../../../test/bpm.js';
import { demoSchoolId } from '../../../test/demo-school.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

/**
 * Process statistics over a small fixture with known times, in a year the demo data never
 * reaches (2019): a process of its own, requests of three students (one in the demo
 * counsellor's classes, one elsewhere in the same college, one in another college), steps whose
 * durations are known, one request sent back, one refused, one waiting at a step for years.
 */
const { t, as } = bpmTestApp(['counsellor', 'college', 'office', 'student']);
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const PROCESS = 'stat_fixture';
const YEAR = 2019;
/** A moment of the fixture's year, China time. */
const at = (date: string, hour = 9) => Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+08:00`);

let collegeB = '';
const fixture = { x: '', y: '', z: '' };

interface FixtureTask {
  node: string;
  name: string;
  status: 'completed' | 'pending';
  outcome?: string;
  by: string;
  byName: string;
  took?: number;
}

async function addRequest(
  db: Kysely<DB>,
  tenantId: string,
  id: string,
  starter: string,
  created: number,
  ending: { status: 'running' | 'end'; result: 'agree' | 'oppose' | null },
  tasks: FixtureTask[],
) {
  const definition = await db
    .selectFrom('bpmDefinition')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', 'general')
    .executeTakeFirstOrThrow();
  await sql`insert into bpm_instance (id, tenant_id, def_id, def_key, def_name, def_version, subject, status,
      result, data, starter_id, starter_name, starter_attrs, version, created_at, updated_at)
    values (${id}, ${tenantId}, ${definition.id}, ${PROCESS}, '统计测试', 1, 'fixture', ${ending.status},
      ${ending.result}, '{}', ${starter}, 'someone', '{}', 2, ${created}, ${created})`.execute(db);
  let clock = created;
  for (const [index, task] of tasks.entries()) {
    const completed = task.status === 'completed' ? clock + task.took! : null;
    await sql`insert into bpm_task (id, tenant_id, instance_id, execution_id, node_id, name, subject, status,
        outcome, assignee_id, assignee_name, completed_by, completed_by_name, created_version, closed_version,
        created_at, completed_at)
      values (${`${id}-t${index}`}, ${tenantId}, ${id}, ${`${id}-e`}, ${task.node}, ${task.name}, 'fixture',
        ${task.status}, ${task.outcome ?? (completed ? 'agree' : null)}, ${task.by}, ${task.byName},
        ${completed ? task.by : null}, ${completed ? task.byName : null}, 1, ${completed ? 2 : null},
        ${clock}, ${completed})`.execute(db);
    if (completed) clock = completed;
  }
}

/** Students: one in the counsellor's classes, one of the same college outside them, one of another college. */
async function fixtureStudents(db: Kysely<DB>, tenantId: string) {
  const counsellor = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['u.id', 'o.path'])
    .where('m.tenantId', '=', tenantId)
    .where('u.account', '=', 'counsellor')
    .executeTakeFirstOrThrow();
  const classes = await db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .select('o.path')
    .where('d.tenantId', '=', tenantId)
    .where('d.userId', '=', counsellor.id)
    .where('d.duty', '=', 'counsellor')
    .execute();
  const students = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['m.userId', 'o.path'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
    .orderBy('m.userId')
    .execute();
  const mine = (path: string) => classes.some((c) => path.startsWith(c.path));
  const collegePath = counsellor.path;
  const a = students.find((s) => mine(s.path))!;
  const b = students.find((s) => !mine(s.path) && s.path.startsWith(collegePath))!;
  const c = students.find((s) => !s.path.startsWith(collegePath))!;
  const otherCollege = await db
    .selectFrom('org')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'college')
    .where((eb) => eb(sql.val(c.path), 'like', sql<string>`path || '%'`))
    .executeTakeFirstOrThrow();
  return { a: a.userId, b: b.userId, c: c.userId, otherCollege: otherCollege.id };
}

beforeAll(async () => {
  const db = t.database.db;
  const tenantId = await demoSchoolId(db);
  const students = await fixtureStudents(db, tenantId);
  collegeB = students.otherCollege;
  const staff = await db
    .selectFrom('appUser')
    .select(['id', 'account', 'fullname'])
    .where('account', 'in', ['counsellor', 'college', 'office'])
    .execute();
  const who = (account: string) => staff.find((s) => s.account === account)!;
  fixture.x = who('counsellor').id;
  fixture.y = who('office').id;
  fixture.z = who('college').id;
  const check = (took: number, by = who('counsellor'), outcome?: string): FixtureTask => ({
    node: 'check',
    name: '辅导员审核',
    status: 'completed',
    by: by.id,
    byName: by.fullname,
    took,
    outcome,
  });
  const ended = { status: 'end', result: 'agree' } as const;
  // The counsellor's student: four checks of 1, 2, 3 and 10 hours; one request sent back by the
  // office after 30 hours (then approved), one refused; and one waiting at the office since May.
  await addRequest(db, tenantId, 'sf-a1', students.a, at('2019-03-04'), ended, [check(1 * HOUR)]);
  await addRequest(db, tenantId, 'sf-a2', students.a, at('2019-03-05'), ended, [
    check(2 * HOUR),
    { ...check(30 * HOUR, who('office'), 'reject'), node: 'office', name: '学工处审批' },
  ]);
  await addRequest(db, tenantId, 'sf-a3', students.a, at('2019-03-06'), ended, [check(3 * HOUR)]);
  await addRequest(db, tenantId, 'sf-a4', students.a, at('2019-03-07'), { status: 'end', result: 'oppose' }, [
    check(10 * HOUR, who('counsellor'), 'oppose'),
  ]);
  await addRequest(db, tenantId, 'sf-a5', students.a, at('2019-05-01'), { status: 'running', result: null }, [
    {
      node: 'office',
      name: '学工处审批',
      status: 'pending',
      by: who('office').id,
      byName: who('office').fullname,
    },
  ]);
  // The same college, another counsellor's class: checks of 5 and 7 hours by the college's staff.
  await addRequest(db, tenantId, 'sf-b1', students.b, at('2019-04-01'), ended, [
    check(5 * HOUR, who('college')),
  ]);
  await addRequest(db, tenantId, 'sf-b2', students.b, at('2019-04-02'), ended, [
    check(7 * HOUR, who('college')),
  ]);
  // Another college: a check of 20 hours.
  await addRequest(db, tenantId, 'sf-c1', students.c, at('2019-04-03'), ended, [
    check(20 * HOUR, who('college')),
  ]);
});

const figures = async (caller: keyof typeof as, query: Record<string, string | number> = {}) => {
  const reply = await as[caller].get<ProcessStatistics>('/statistics/figures', {
    year: YEAR,
    process: PROCESS,
    ...query,
  });
  expect(reply.state, reply.message).toBe(200);
  return reply.data;
};
const step = (data: ProcessStatistics, nodeId: string) => data.stepDurations.find((s) => s.nodeId === nodeId);

describe('scope', () => {
  it("gives a counsellor their own students' requests only, with exact step percentiles", async () => {
    const data = await figures('counsellor');
    expect(data.total).toBe(5);
    expect(data.running).toBe(1);
    expect(data.byProcess).toEqual([{ key: PROCESS, label: '统计测试', count: 5 }]);
    expect(data.byStatus.map((s) => [s.key, s.label, s.count])).toEqual([
      ['running', 'In progress', 1],
      ['agree', 'Approved', 3],
      ['oppose', 'Refused', 1],
    ]);
    expect(data.byMonth).toHaveLength(12);
    expect(data.byMonth.filter((m) => m.count > 0)).toEqual([
      { key: '2019-03', label: '2019-03', count: 4 },
      { key: '2019-05', label: '2019-05', count: 1 },
    ]);
    expect(data.byStep).toEqual([{ key: '学工处审批', label: '学工处审批', count: 1 }]);
    // 1, 2, 3, 10 hours: the median between 2 and 3; the 90th percentile 70 % of the way from 3 to 10.
    expect(step(data, 'check')).toMatchObject({
      step: '辅导员审核',
      count: 4,
      medianMs: 2.5 * HOUR,
      p90Ms: 7.9 * HOUR,
    });
    expect(step(data, 'office')).toMatchObject({ count: 1, medianMs: 30 * HOUR, p90Ms: 30 * HOUR });
    expect(data.stepDurations[0]!.nodeId).toBe('office');
    expect(data.slowApprovers.map((a) => [a.approverId, a.count, a.averageMs, a.longestMs])).toEqual([
      [fixture.y, 1, 30 * HOUR, 30 * HOUR],
      [fixture.x, 4, 4 * HOUR, 10 * HOUR],
    ]);
    expect(data.returns).toEqual([
      { process: PROCESS, processName: '统计测试', total: 5, sentBack: 1, refused: 1 },
    ]);
  });

  it("gives a college's staff the college, and the office the school, filtered by college", async () => {
    const college = await figures('college');
    expect(college.total).toBe(7);
    // 1, 2, 3, 5, 7, 10 hours.
    expect(step(college, 'check')).toMatchObject({ count: 6, medianMs: 4 * HOUR, p90Ms: 8.5 * HOUR });
    const school = await figures('office');
    expect(school.total).toBe(8);
    expect(step(school, 'check')).toMatchObject({ count: 7, medianMs: 5 * HOUR });
    const other = await figures('office', { collegeId: collegeB });
    expect(other.total).toBe(1);
    expect(step(other, 'check')).toMatchObject({ count: 1, medianMs: 20 * HOUR, p90Ms: 20 * HOUR });
    // The counsellor asking for another college sees none of it.
    expect((await figures('counsellor', { collegeId: collegeB })).total).toBe(0);
  });

  it('counts a task waiting longer than the limit as overdue, by the person holding it', async () => {
    const data = await figures('counsellor');
    expect(data.overdueDays).toBe(3);
    expect(data.overdue).toBe(1);
    expect(data.overdueByApprover).toHaveLength(1);
    expect(data.overdueByApprover[0]).toMatchObject({ approverId: fixture.y, count: 1 });
    expect(data.overdueByApprover[0]!.oldestMs).toBeGreaterThan(365 * DAY);
    const other = await figures('counsellor', { year: YEAR + 1 });
    expect([other.total, other.overdue]).toEqual([0, 0]);
  });

  it('refuses a student, saying the statistics are for staff', async () => {
    const reply = await as.student.get('/statistics/figures', { year: YEAR });
    expect(reply.state).toBe(SecurityState.UNAUTHORIZED);
    expect(reply.message).toContain('for staff');
    expect((await as.student.get('/statistics/options')).state).toBe(SecurityState.UNAUTHORIZED);
  });
});

describe('bad input', () => {
  it('names the field: a year that is no year, an unknown college, a limit out of range, a process key with symbols', async () => {
    const year = await as.office.get('/statistics/figures', { year: 'last' });
    expect(year.state).toBe(400);
    expect(year.message).toContain('year');
    const college = await as.office.get('/statistics/figures', { collegeId: '123456' });
    expect(college.state).toBe(404);
    expect(college.message).toContain('College');
    const days = await as.office.get('/statistics/figures', { overdueDays: 1000 });
    expect([days.state, days.message.includes('overdueDays')]).toEqual([400, true]);
    const process = await as.office.get('/statistics/figures', { process: "x' or 1=1" });
    expect([process.state, process.message.includes('process')]).toEqual([400, true]);
  });
});

describe('options', () => {
  it("offers the counsellor their college only, the office every college, and the school's processes", async () => {
    const mine = (await as.counsellor.get<ProcessStatisticsOptions>('/statistics/options')).data;
    const all = (await as.office.get<ProcessStatisticsOptions>('/statistics/options')).data;
    expect(mine.colleges).toHaveLength(1);
    expect(all.colleges.length).toBeGreaterThan(1);
    expect(all.colleges.map((c) => c.id)).toContain(collegeB);
    expect(mine.colleges.map((c) => c.id)).not.toContain(collegeB);
    expect(all.processes.map((p) => p.key)).toContain('general');
    expect(all.years).toContain(YEAR);
    expect(all.years[0]).toBeGreaterThan(YEAR);
  });
});

describe('export', () => {
  it('answers a real workbook of the same figures, headers in the caller’s language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BPM}/statistics/export?year=${YEAR}&process=${PROCESS}`,
      headers: { ...as.counsellor.who.headers, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      '概览',
      '按流程',
      '按状态',
      '当前环节',
      '按月份',
      '环节用时',
      '审批人用时',
      '超时待办',
      '退回与不通过',
    ]);
    const steps = book.getWorksheet('环节用时')!;
    expect(steps.getRow(1).values).toEqual([
      undefined,
      '流程',
      '环节',
      '数量',
      '中位用时（小时）',
      '90% 用时（小时）',
    ]);
    const rows = steps
      .getSheetValues()
      .slice(2)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows).toContainEqual(['统计测试', '辅导员审核', 4, 2.5, 7.9]);
    const summary = book.getWorksheet('概览')!;
    expect(summary.getRow(3).values).toEqual([undefined, '申请总数', 5]);
  });

  it('refuses a student the export too', async () => {
    expect((await as.student.get('/statistics/export', { year: YEAR })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
  });
});
