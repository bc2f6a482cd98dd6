import { ModuleState } from '@campus/contract';
import type {
  QuestionResult,
  SurveyAnswers,
  SurveyCard,
  SurveyInput,
  SurveyQuestion,
  SurveyResults,
  SurveySubmitted,
  SurveyView,
} from '@campus/contract/affairs/wjdc';
import { memberProfile } from '../../../../core/org/profile.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { inAudience, mayManage, requireGroupReviewer } from '../../audience.js';
import { collegesInCharge, collegesOf } from '../../colleges.js';
import type { AffairsContext } from '../../context.js';
import { checkAnswers, questionsOf } from './answers.js';
import { WJDC } from './group.js';
import { surveyRefusal } from './refusals.js';
import * as repo from './repo.js';

/**
 * The rules of surveys: staff of the group build one for colleges in their charge (the office:
 * any, or everyone); a student in its audience reads it and answers once inside its window (a
 * second submission returns the first); the creator and the office read the results, which
 * count answers and never name who gave them. Whoever may not read a survey is answered as for
 * one that does not exist.
 */
type Row = repo.SurveyRow & { responses?: number | string | null };

const minute = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

const stateOf = (row: repo.SurveyRow, now: number) =>
  row.closed === 'Y' || now >= Number(row.closesAt)
    ? 'closed'
    : now < Number(row.opensAt)
      ? 'upcoming'
      : 'open';

const manages = (caller: AuthContext, row: repo.SurveyRow) =>
  row.createdBy === caller.userId || mayManage(WJDC, caller);

const questions = (row: repo.SurveyRow) => JSON.parse(row.questions) as SurveyQuestion[];
const audienceOf = (row: repo.SurveyRow) => ({
  grades: JSON.parse(row.grades) as string[],
  colleges: JSON.parse(row.colleges) as string[],
});

function card(row: Row, answered: boolean, manager: boolean, now: number): SurveyCard {
  return {
    id: row.id,
    title: row.title,
    intro: row.intro,
    opensAt: Number(row.opensAt),
    closesAt: Number(row.closesAt),
    anonymous: row.anonymous === 'Y',
    state: stateOf(row, now),
    createdBy: row.createdByName,
    questionCount: questions(row).length,
    answered,
    responses: manager ? Number(row.responses ?? 0) : null,
  };
}

/** The survey if the caller may read it: its audience's students, its creator, the office. */
async function readable(ctx: AffairsContext, caller: AuthContext, id: string) {
  const row = await repo.surveyById(ctx.db, caller.tenantId, id);
  if (!row) throw new AppError(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
  if (manages(caller, row)) return row;
  if (caller.kind === 'student') {
    const profile = await memberProfile(ctx.db, caller.tenantId, caller.userId);
    if (profile && inAudience(audienceOf(row), profile)) return row;
  }
  throw new AppError(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
}

export async function listSurveys(
  ctx: AffairsContext,
  caller: AuthContext,
  scope: 'mine' | 'created',
  now = Date.now(),
): Promise<SurveyCard[]> {
  const rows: Row[] = await repo.surveys(ctx.db, caller.tenantId).execute();
  if (scope === 'created') {
    requireGroupReviewer(WJDC, caller);
    return rows.filter((r) => manages(caller, r)).map((r) => card(r, false, true, now));
  }
  if (caller.kind !== 'student') return [];
  const profile = await memberProfile(ctx.db, caller.tenantId, caller.userId);
  const mine = rows.filter((r) => profile && inAudience(audienceOf(r), profile) && Number(r.opensAt) <= now);
  const answered = await repo.answeredBy(
    ctx.db,
    caller.userId,
    mine.map((r) => r.id),
  );
  // To fill in first (closing soonest), then answered and closed ones.
  const rank = (c: SurveyCard) => (c.state === 'open' && !c.answered ? 0 : 1);
  return mine
    .map((r) => card(r, answered.has(r.id), false, now))
    .sort((a, b) => rank(a) - rank(b) || (rank(a) === 0 ? a.closesAt - b.closesAt : b.closesAt - a.closesAt));
}

export async function surveyView(ctx: AffairsContext, caller: AuthContext, id: string, now = Date.now()) {
  const row = await readable(ctx, caller, id);
  const mine = await repo.responseOf(ctx.db, row.id, caller.userId);
  const manager = manages(caller, row);
  const view: SurveyView = {
    ...card(row, !!mine, manager, now),
    questions: questions(row),
    audience: audienceOf(row),
    mine: mine ? { answers: JSON.parse(mine.answers) as SurveyAnswers, at: Number(mine.createdAt) } : null,
    manages: manager,
  };
  return view;
}

export async function createSurvey(
  ctx: AffairsContext,
  caller: AuthContext,
  input: SurveyInput,
  now = Date.now(),
) {
  requireGroupReviewer(WJDC, caller);
  const colleges = [...new Set(input.audience.colleges)];
  const known = await (mayManage(WJDC, caller)
    ? collegesOf(ctx, caller.tenantId)
    : collegesInCharge(ctx, caller, WJDC));
  // Staff besides the office send only to colleges in their charge (and must name them).
  const everyone = colleges.length === 0 && mayManage(WJDC, caller);
  if (!everyone && (colleges.length === 0 || colleges.some((c) => !known.some((k) => k.id === c))))
    throw surveyRefusal('collegeOutOfCharge', {}, 'audience.colleges');
  const id = newId();
  await ctx.db
    .insertInto('survey')
    .values({
      id,
      tenantId: caller.tenantId,
      title: input.title,
      intro: input.intro,
      questions: JSON.stringify(questionsOf(input.questions)),
      grades: JSON.stringify([...new Set(input.audience.grades)]),
      colleges: JSON.stringify(colleges),
      anonymous: input.anonymous ? 'Y' : 'N',
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      closed: 'N',
      createdBy: caller.userId,
      createdByName: (await memberProfile(ctx.db, caller.tenantId, caller.userId))?.name ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return surveyView(ctx, caller, id, now);
}

/** Answers once inside the window; a second submission changes nothing and says so. */
export async function submitAnswers(
  ctx: AffairsContext,
  caller: AuthContext,
  id: string,
  answers: Record<string, unknown>,
  now = Date.now(),
): Promise<SurveySubmitted> {
  const row = await readable(ctx, caller, id);
  const before = await repo.responseOf(ctx.db, row.id, caller.userId);
  if (before) return { at: Number(before.createdAt), repeated: true };
  const state = stateOf(row, now);
  if (state === 'upcoming')
    throw surveyRefusal('notOpen', { title: row.title, start: minute(Number(row.opensAt)) });
  if (state === 'closed') throw surveyRefusal('closed', { title: row.title });
  if (caller.kind !== 'student') throw surveyRefusal('closed', { title: row.title });
  const kept = checkAnswers(questions(row), answers);
  const profile = await memberProfile(ctx.db, caller.tenantId, caller.userId);
  const written = await ctx.db
    .insertInto('surveyResponse')
    .values({
      id: newId(),
      tenantId: caller.tenantId,
      surveyId: row.id,
      respondentId: caller.userId,
      collegeId: profile?.collegeId ?? null,
      answers: JSON.stringify(kept),
      createdAt: now,
    })
    .onConflict((oc) => oc.columns(['surveyId', 'respondentId']).doNothing())
    .executeTakeFirst();
  if (Number(written.numInsertedOrUpdatedRows ?? 0) === 1) return { at: now, repeated: false };
  const first = (await repo.responseOf(ctx.db, row.id, caller.userId))!;
  return { at: Number(first.createdAt), repeated: true };
}

async function managed(ctx: AffairsContext, caller: AuthContext, id: string) {
  const row = await readable(ctx, caller, id);
  if (!manages(caller, row)) throw surveyRefusal('notManager');
  return row;
}

export async function closeSurvey(ctx: AffairsContext, caller: AuthContext, id: string, now = Date.now()) {
  const row = await managed(ctx, caller, id);
  await ctx.db.updateTable('survey').set({ closed: 'Y', updatedAt: now }).where('id', '=', row.id).execute();
  return surveyView(ctx, caller, id, now);
}

function resultOf(q: SurveyQuestion, sheets: SurveyAnswers[]): QuestionResult {
  const given = sheets.map((s) => s[q.id]).filter((v) => v !== undefined);
  const ratings = given.filter((v): v is number => typeof v === 'number');
  return {
    id: q.id,
    kind: q.kind,
    title: q.title,
    answered: given.length,
    options: q.options.map((o) => ({
      ...o,
      count: given.filter((v) => v === o.id || (Array.isArray(v) && v.includes(o.id))).length,
    })),
    ratings:
      q.kind === 'rating'
        ? Array.from({ length: q.scale }, (_, i) => ({
            value: i + 1,
            count: ratings.filter((r) => r === i + 1).length,
          }))
        : [],
    average: ratings.length
      ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
      : null,
    texts: q.kind === 'text' ? given.filter((v): v is string => typeof v === 'string') : [],
  };
}

export async function surveyResults(ctx: AffairsContext, caller: AuthContext, id: string, now = Date.now()) {
  const row: Row = await managed(ctx, caller, id);
  const audience = audienceOf(row);
  const [responses, size, colleges] = await Promise.all([
    repo.responsesOf(ctx.db, row.id),
    repo.audienceSize(ctx.db, caller.tenantId, audience.grades, audience.colleges),
    collegesOf(ctx, caller.tenantId),
  ]);
  const sheets = responses.map((r) => JSON.parse(r.answers) as SurveyAnswers);
  const byCollege = colleges
    .map((c) => ({ college: c.name, responses: responses.filter((r) => r.collegeId === c.id).length }))
    .filter((c) => c.responses > 0);
  const results: SurveyResults = {
    survey: card(row, false, true, now),
    responses: responses.length,
    audienceSize: size,
    byCollege,
    questions: questions(row).map((q) => resultOf(q, sheets)),
  };
  return results;
}
