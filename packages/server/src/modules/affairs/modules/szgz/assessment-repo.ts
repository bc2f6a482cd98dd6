import type { AssessmentItem } from '@campus/contract/affairs/szgz';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { pickRows, rowWhere } from '../../row-where.js';

/**
 * The teacher assessment's rows (migration 0076). A rating is never a row: the voter table says
 * that a student has rated in a round, the score table adds the marks to running sums.
 */
type Db = Kysely<DB> | Transaction<DB>;

export function rounds(db: Db, tenantId: string) {
  return db
    .selectFrom('assessmentRound')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .orderBy('opensOn', 'desc')
    .execute();
}

export function roundById(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'assessmentRound', { tenantId, id });
}

export async function votedRounds(db: Db, tenantId: string, studentId: string): Promise<Set<string>> {
  const rows = await pickRows(db, 'assessmentVoter', ['roundId'], { tenantId, studentId });
  return new Set(rows.map((r) => r.roundId));
}

/** Records that the student has rated; false when they already had (then nothing is added). */
export async function addVoter(
  db: Db,
  tenantId: string,
  roundId: string,
  studentId: string,
): Promise<boolean> {
  const result = await db
    .insertInto('assessmentVoter')
    .values({ tenantId, roundId, studentId })
    .onConflict((oc) => oc.columns(['tenantId', 'roundId', 'studentId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Adds one rating of each item to the counsellor's running sums. */
export async function addScores(
  db: Db,
  tenantId: string,
  roundId: string,
  counsellorId: string,
  scores: Record<AssessmentItem, number>,
) {
  for (const [item, score] of Object.entries(scores)) {
    await db
      .insertInto('assessmentScore')
      .values({ tenantId, roundId, counsellorId, item, total: score, ratings: 1 })
      .onConflict((oc) =>
        oc.columns(['tenantId', 'roundId', 'counsellorId', 'item']).doUpdateSet({
          total: sql`assessment_score.total + excluded.total`,
          ratings: sql`assessment_score.ratings + 1`,
        }),
      )
      .execute();
  }
}

export function scoresOf(db: Db, tenantId: string, roundId: string) {
  return pickRows(db, 'assessmentScore', ['counsellorId', 'item', 'total', 'ratings'], { tenantId, roundId });
}
