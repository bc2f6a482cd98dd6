import { ModuleState, SecurityState } from '@campus/contract';
import type { SurveyCard, SurveyResults, SurveySubmitted, SurveyView } from '@campus/contract/affairs/wjdc';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { ok, groupTestApp } from '../../test-helpers.js';

/**
 * Surveys (issue 14): staff build a questionnaire for colleges in their charge; a student in its
 * audience fills it once (a repeated submission writes nothing), answers are checked against the
 * questions and refusals name the question; the creator and the office read counts, averages and
 * text answers without names; students outside the audience and other schools see nothing.
 */
const WHO = ['student', 'counsellor', 'college', 'office', 'teacher', 'hbstudent', 'hboffice'] as const;
const { t, as } = groupTestApp('wjdc', WHO);
const DAY = 86_400_000;

const questions = [
  { kind: 'single', title: '你是否参加过学校组织的社团活动？', required: true, options: ['参加过', '没有'] },
  {
    kind: 'multiple',
    title: '你感兴趣的活动类型',
    required: true,
    options: ['体育', '文艺', '学术', '志愿'],
  },
  { kind: 'rating', title: '对社团活动的满意度', required: true, scale: 5 },
  { kind: 'text', title: '建议', required: false },
];

async function collegeOf(who: ServiceCaller) {
  const member = await t.database.db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select('o.path')
    .where('m.userId', '=', who.api.who.userId)
    .where('m.tenantId', '=', who.api.who.tenantId)
    .executeTakeFirstOrThrow();
  const ids = member.path.split('/').filter(Boolean);
  const college = await t.database.db
    .selectFrom('org')
    .select('id')
    .where('id', 'in', ids)
    .where('type', '=', 'college')
    .executeTakeFirstOrThrow();
  return college.id;
}

/** A college of the demo school other than `own`. */
async function anotherCollege(own: string) {
  const college = await t.database.db
    .selectFrom('org')
    .select('id')
    .where('tenantId', '=', as.student.api.who.tenantId)
    .where('type', '=', 'college')
    .where('id', '!=', own)
    .executeTakeFirstOrThrow();
  return college.id;
}

const create = (who: ServiceCaller, colleges: string[], extra: Record<string, unknown> = {}) =>
  who.api.post<SurveyView>('/surveys', {
    title: '社团活动调查',
    intro: '了解同学们对社团活动的看法',
    questions,
    audience: { grades: [], colleges },
    opensAt: Date.now() - 1000,
    closesAt: Date.now() + 7 * DAY,
    anonymous: true,
    ...extra,
  });

describe('the demo', () => {
  it('lists the student’s surveys, the unanswered open one first', async () => {
    const mine = await ok<SurveyCard[]>(as.student.api.get('/surveys'));
    expect(mine[0]).toMatchObject({
      title: '2026年秋季学期食堂满意度调查',
      state: 'open',
      answered: false,
      responses: null,
    });
    expect(mine.find((s) => s.title === '宿舍网络使用情况调查')).toMatchObject({ answered: true });
    expect(mine.find((s) => s.title === '毕业生就业意向调查')).toMatchObject({ state: 'closed' });
  });
});

describe('building and filling a survey', () => {
  let id: string;

  it('lets staff send only to colleges in their charge; the office to everyone', async () => {
    const own = await collegeOf(as.student);
    const other = await anotherCollege(own);
    const wide = await create(as.counsellor, [own, other]);
    expect(wide.state).toBe(SecurityState.UNAUTHORIZED);
    expect(JSON.stringify(wide.variables)).toContain('audience.colleges');
    expect((await create(as.counsellor, [])).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await create(as.student, [own])).state).toBe(SecurityState.UNAUTHORIZED);
    const few = await as.office.api.post('/surveys', {
      title: 'x',
      questions: [{ kind: 'single', title: '只有一个选项', options: ['是'] }],
      opensAt: Date.now(),
      closesAt: Date.now() + DAY,
    });
    expect(few.message).toContain('at least two choices');
    expect(JSON.stringify(few.variables)).toContain('questions.0.options');
    const view = await ok<SurveyView>(create(as.counsellor, [own]));
    expect(view.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(view.questions[2]).toMatchObject({ kind: 'rating', scale: 5 });
    id = view.id;
  });

  it('checks the answers against the questions, naming the one at fault', async () => {
    const missing = await as.student.api.post(`/surveys/${id}/answers`, {
      answers: { q1: 'o1', q2: ['o1'] },
    });
    expect(missing.message).toContain('question 3');
    expect(JSON.stringify(missing.variables)).toContain('answers.q3');
    const bad = await as.student.api.post(`/surveys/${id}/answers`, {
      answers: { q1: 'o9', q2: ['o1'], q3: 4 },
    });
    expect(bad.message).toContain('question 1');
    const outOfScale = await as.student.api.post(`/surveys/${id}/answers`, {
      answers: { q1: 'o1', q2: ['o1'], q3: 6 },
    });
    expect(JSON.stringify(outOfScale.variables)).toContain('answers.q3');
  });

  it('refuses a malformed id or answer by the declaration, naming the field', async () => {
    const badId = await as.student.api.get('/surveys/no.such');
    expect(badId.state).toBe(400);
    expect(badId.message).toContain('id');
    const badKey = await as.student.api.post(`/surveys/${id}/answers`, { answers: { first: 'o1' } });
    expect(badKey.state).toBe(400);
    expect(badKey.message).toContain('answers');
    const long = await as.student.api.post(`/surveys/${id}/answers`, { answers: { q4: 'x'.repeat(1001) } });
    expect(long.state).toBe(400);
    expect(long.message).toContain('answers');
  });

  it('takes the answers once: a second submission changes nothing', async () => {
    const first = await ok<SurveySubmitted>(
      as.student.api.post(`/surveys/${id}/answers`, {
        answers: { q1: 'o1', q2: ['o1', 'o3'], q3: 4, q4: '多办学术讲座' },
      }),
    );
    expect(first.repeated).toBe(false);
    const again = await ok<SurveySubmitted>(
      as.student.api.post(`/surveys/${id}/answers`, { answers: { q1: 'o2', q2: ['o2'], q3: 1 } }),
    );
    expect(again).toEqual({ at: first.at, repeated: true });
    const rows = await t.database.db
      .selectFrom('surveyResponse')
      .selectAll()
      .where('surveyId', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    const view = await ok<SurveyView>(as.student.api.get(`/surveys/${id}`));
    expect(view.mine?.answers).toEqual({ q1: 'o1', q2: ['o1', 'o3'], q3: 4, q4: '多办学术讲座' });
    expect(view.manages).toBe(false);
  });

  it('shows the creator and the office the counts without names; nobody else', async () => {
    const results = await ok<SurveyResults>(as.counsellor.api.get(`/surveys/${id}/results`));
    expect(results.responses).toBe(1);
    expect(results.audienceSize).toBeGreaterThan(10);
    expect(results.questions[0]!.options.map((o) => o.count)).toEqual([1, 0]);
    expect(results.questions[1]!.options.map((o) => o.count)).toEqual([1, 0, 1, 0]);
    expect(results.questions[2]).toMatchObject({ average: 4 });
    expect(results.questions[3]!.texts).toEqual(['多办学术讲座']);
    expect(JSON.stringify(results)).not.toContain(as.student.api.who.userId);
    await ok(as.office.api.get(`/surveys/${id}/results`));
    expect((await as.student.api.get(`/surveys/${id}/results`)).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.college.api.get(`/surveys/${id}/results`)).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect((await as.hboffice.api.get(`/surveys/${id}/results`)).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect((await as.hbstudent.api.get(`/surveys/${id}`)).state).toBe(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
  });

  it('refuses answers after it closes', async () => {
    await ok(as.counsellor.api.post(`/surveys/${id}/close`));
    const hb = await as.hbstudent.api.post(`/surveys/${id}/answers`, { answers: { q1: 'o1' } });
    expect(hb.state).toBe(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
    const closed = await ok<SurveyView>(as.student.api.get(`/surveys/${id}`));
    expect(closed.state).toBe('closed');
  });
});

describe('the audience', () => {
  it('hides a survey from students outside its colleges', async () => {
    const own = await collegeOf(as.student);
    const other = await anotherCollege(own);
    const view = await ok<SurveyView>(create(as.office, [other]));
    expect((await as.student.api.get(`/surveys/${view.id}`)).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    expect((await as.student.api.post(`/surveys/${view.id}/answers`, { answers: { q1: 'o1' } })).state).toBe(
      ModuleState.BUSINESS_OBJECT_NOT_FOUND,
    );
    const mine = await ok<SurveyCard[]>(as.student.api.get('/surveys'));
    expect(mine.some((s) => s.id === view.id)).toBe(false);
  });
});
