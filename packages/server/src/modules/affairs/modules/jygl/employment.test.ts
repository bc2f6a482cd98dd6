import { ModuleState, SecurityState, type AffairMeta, type AffairRecordRow } from '@campus/contract';
import type { EmploymentRates, MyDestination, PostingView } from '@campus/contract/affairs/jygl';
import { describe, expect, it } from 'vitest';
import { pendingTask } from '../../../../test/bpm.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Employment (issue 14): job postings read by everyone and published by the employment centre;
 * a graduate registers their destination in the national categories (the form asks what the
 * category needs), the college verifies it; staff see the registrations (query, xlsx export)
 * and the destination rate by college and major of the students in their charge only.
 */
const WHO = [
  'student',
  'graduate',
  'counsellor',
  'college',
  'office',
  'jygl_zhou',
  'hbstudent',
  '202511116',
  'freshman',
] as const;
const { t, as } = groupTestApp('jygl', WHO);

const today = () => schoolDate(Date.now());
const POSTING = {
  company: '江南智造科技有限公司',
  nature: 'private',
  industry: '制造业',
  position: '工艺工程师',
  headcount: 3,
  place: '无锡',
  salaryMin: 8000,
  salaryMax: 12000,
  education: 'bachelor',
  majors: '机械设计制造及其自动化',
  contact: 'hr@example.cn',
  description: '负责产线工艺改进。',
};

describe('job postings', () => {
  it('lists the open ones to everyone, past ones on request, and a posting by id', async () => {
    const open = await ok<PostingView[]>(as.student.api.get('/employment/postings'));
    expect(open.length).toBeGreaterThan(5);
    expect(open.every((p) => p.open)).toBe(true);
    const all = await ok<PostingView[]>(as.student.api.get('/employment/postings', { all: 'Y' }));
    expect(all.some((p) => !p.open)).toBe(true);
    const found = await ok<PostingView[]>(as.student.api.get('/employment/postings', { keyword: '电力' }));
    expect(found.map((p) => p.company)).toEqual(['国网江苏省电力有限公司']);
    const one = await ok<PostingView>(as.student.api.get(`/employment/postings/${open[0]!.id}`));
    expect(one.company).toBe(open[0]!.company);
    const malformed = await as.student.api.get('/employment/postings/no.such');
    expect(malformed.state).toBe(400);
    expect(malformed.message).toContain('id');
    // Another school sees none of them.
    expect((await as.hbstudent.api.get(`/employment/postings/${open[0]!.id}`)).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
  });

  it('are published by the employment centre only, with a sane range and deadline', async () => {
    const deadline = addDays(today(), 20);
    const refused = await as.student.api.post('/employment/postings', { ...POSTING, deadline });
    expect(refused.state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.office.api.post('/employment/postings', { ...POSTING, deadline })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const backwards = await as.jygl_zhou.api.post('/employment/postings', {
      ...POSTING,
      deadline,
      salaryMax: 5000,
    });
    expect(backwards.state).toBe(400);
    expect(backwards.message).toContain('salary');
    const late = await as.jygl_zhou.api.post('/employment/postings', {
      ...POSTING,
      deadline: addDays(today(), -1),
    });
    expect(late.message).toContain('deadline');
    const bad = await as.jygl_zhou.api.post('/employment/postings', {
      ...POSTING,
      deadline,
      nature: 'mafia',
    });
    expect(bad.state).toBe(400);
    expect(bad.message).toContain('nature');
    const made = await ok<PostingView>(
      as.jygl_zhou.api.post('/employment/postings', { ...POSTING, deadline }),
    );
    expect(made).toMatchObject({ company: POSTING.company, open: true });
    const list = await ok<PostingView[]>(as.student.api.get('/employment/postings'));
    expect(list[0]!.id).toBe(made.id);
  });
});

describe('destination registration', () => {
  it('is for the graduating cohort only: a third-year student, a second-year and a freshman are told why', async () => {
    // In 2026-2027 the 2023 cohort graduates; the demo student (2024) is in their third year.
    for (const younger of [as.student, as['202511116'], as.freshman]) {
      const meta = await ok<AffairMeta>(younger.api.get('/affairs/destination/meta'));
      expect(meta.eligibility.ok).toBe(false);
      expect(meta.eligibility.reasons.join()).toMatch(/this year's graduates \(the 2023 cohort\)/);
      const refused = await younger.api.post('/affairs/destination/apply', {
        data: { academicYear: meta.initial.academicYear, category: 'seeking', phone: '13800138000' },
      });
      expect(refused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
      expect(refused.message).toContain('2023');
      // The index does not invite them either.
      expect(await ok<MyDestination>(younger.api.get('/employment/mine'))).toMatchObject({
        graduatingGrade: '2023',
        graduating: false,
      });
    }
    expect(await ok<MyDestination>(as.graduate.api.get('/employment/mine'))).toMatchObject({
      graduating: true,
    });
    const graduate = await ok<AffairMeta>(as.graduate.api.get('/affairs/destination/meta'));
    expect(graduate.eligibility.ok).toBe(true);
  });

  it('asks what the category needs, the college verifies, the rate counts it', async () => {
    expect(await ok<MyDestination>(as.graduate.api.get('/employment/mine'))).toMatchObject({ state: 'none' });
    const meta = await ok<{ initial: Record<string, unknown> }>(
      as.graduate.api.get('/affairs/destination/meta'),
    );
    const year = meta.initial.academicYear;
    // Employed by contract: the employer, its type, the place, the date and the evidence are needed.
    const missing = await as.graduate.api.post('/affairs/destination/apply', {
      data: { academicYear: year, category: 'contract', phone: '13800138000' },
    });
    expect(missing.state).not.toBe(200);
    expect(missing.message).toMatch(/Employer|employer/);
    const { grade } = await t.database.db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select('o.grade')
      .where('u.account', '=', 'graduate')
      .executeTakeFirstOrThrow();
    const before = await ok<EmploymentRates>(as.college.api.get('/employment/rates', { grade: grade! }));
    const { proInstId: id } = await ok<{ proInstId: string }>(
      as.graduate.api.post('/affairs/destination/apply', {
        data: {
          academicYear: year,
          category: 'freelance',
          place: '南京',
          startDate: addDays(today(), -10),
          phone: '13800138000',
          note: '独立开发小程序，接外包项目',
        },
      }),
    );
    expect(await ok<MyDestination>(as.graduate.api.get('/employment/mine'))).toMatchObject({
      state: 'running',
      id,
    });
    // A second registration waits until this one is decided.
    const twice = await as.graduate.api.post('/affairs/destination/apply', {
      data: { academicYear: year, category: 'seeking', phone: '13800138000' },
    });
    expect(twice.state).not.toBe(200);
    // The college verifies.
    const task = await pendingTask(as.college.bpm, id);
    expect((await as.college.bpm.post('/task/agree', { taskId: task.taskId, opinion: '属实' })).state).toBe(
      200,
    );
    expect(await ok<MyDestination>(as.graduate.api.get('/employment/mine'))).toMatchObject({
      state: 'verified',
      category: 'freelance',
    });
    const after = await ok<EmploymentRates>(as.college.api.get('/employment/rates', { grade: grade! }));
    expect(after.totals.settled).toBe(before.totals.settled + 1);
    expect(after.categories.find((c) => c.category === 'freelance')!.count).toBeGreaterThan(0);
  });
});

describe('rates and lists', () => {
  it('give the centre every college and major, the college its own, and export the registrations', async () => {
    const all = await ok<EmploymentRates>(as.jygl_zhou.api.get('/employment/rates'));
    // This year's graduates unless asked: the 2023 cohort (计算机科学与技术2023级1班), not the oldest
    // grade in a college's charge.
    expect(all.grade).toBe('2023');
    expect(all.grades).toEqual(['2023', '2024', '2025', '2026']);
    expect(all.totals.graduates).toBe(8);
    expect(all.totals.settled).toBeGreaterThan(all.totals.graduates / 3);
    expect(all.totals.settled).toBeLessThan(all.totals.graduates);
    expect(all.majors.map((m) => m.name)).toEqual(['计算机科学与技术']);
    expect(all.colleges.reduce((n, c) => n + c.graduates, 0)).toBe(all.totals.graduates);
    const own = await ok<EmploymentRates>(as.college.api.get('/employment/rates'));
    expect(own.colleges).toHaveLength(1);
    expect(own.totals.graduates).toBe(all.totals.graduates);
    // Another cohort on request: the 2024 cohort has registered nothing yet.
    const next = await ok<EmploymentRates>(as.jygl_zhou.api.get('/employment/rates', { grade: '2024' }));
    expect(next.totals.graduates).toBeGreaterThan(50);
    expect(next.totals.settled).toBe(0);
    expect((await as.student.api.get('/employment/rates')).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.college.api.get('/employment/rates', { grade: 'last' })).message).toContain('grade');
    const rows = await as.jygl_zhou.api.rows<AffairRecordRow>('/affairs/jygl/query');
    expect(rows.length).toBeGreaterThan(4);
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/jygl/v3/affairs/jygl/export',
      headers: as.jygl_zhou.api.who.headers,
      payload: {},
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheet');
  });
});
