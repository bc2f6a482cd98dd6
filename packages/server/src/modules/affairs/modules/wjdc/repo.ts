import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { SurveyTable } from './tables.js';
import { rowWhere } from '../../row-where.js';
import { activeStudentsInClasses } from '../../student-query.js';

/** The surveys' tables (migration 0066); every call takes the school from the caller. */
type Db = Kysely<DB>;
export type SurveyRow = SurveyTable;

export function surveys(db: Db, tenantId: string) {
  return db
    .selectFrom('survey as s')
    .selectAll('s')
    .select((eb) =>
      eb
        .selectFrom('surveyResponse as r')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('r.surveyId', '=', 's.id')
        .as('responses'),
    )
    .where('s.tenantId', '=', tenantId)
    .orderBy('s.closesAt', 'desc')
    .orderBy('s.id', 'desc')
    .limit(100);
}

export function surveyById(db: Db, tenantId: string, id: string) {
  return surveys(db, tenantId).where('s.id', '=', id).executeTakeFirst();
}

export function responsesOf(db: Db, surveyId: string) {
  return db
    .selectFrom('surveyResponse')
    .select(['answers', 'collegeId', 'createdAt'])
    .where('surveyId', '=', surveyId)
    .orderBy('createdAt', 'desc')
    .execute();
}

export function responseOf(db: Db, surveyId: string, respondentId: string) {
  return rowWhere(db, 'surveyResponse', { surveyId, respondentId });
}

export async function answeredBy(db: Db, respondentId: string, surveyIds: readonly string[]) {
  if (surveyIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('surveyResponse')
    .select('surveyId')
    .where('respondentId', '=', respondentId)
    .where('surveyId', 'in', surveyIds)
    .execute();
  return new Set(rows.map((r) => r.surveyId));
}

/** Active students of the school in the audience (grades: their class's enrolment year; colleges by org path). */
export async function audienceSize(db: Db, tenantId: string, grades: string[], colleges: string[]) {
  const paths = colleges.length
    ? (
        await db
          .selectFrom('org')
          .select('path')
          .where('tenantId', '=', tenantId)
          .where('id', 'in', colleges)
          .execute()
      ).map((o) => o.path)
    : [];
  if (colleges.length && paths.length === 0) return 0;
  let query = activeStudentsInClasses(db, tenantId).select((e) => e.fn.countAll<number>().as('n'));
  if (grades.length) query = query.where('o.grade', 'in', grades);
  if (paths.length) query = query.where((eb) => eb.or(paths.map((p) => eb('o.path', 'like', `${p}%`))));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
