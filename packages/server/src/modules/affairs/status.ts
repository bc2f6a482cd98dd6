import { AFFAIR_STATUSES, type AffairStatus } from '@campus/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AffairRequestTable, BpmInstance, BpmInstanceTable, DB } from '../../db/schema.js';

export { AFFAIR_STATUSES };

/** What of a request's standing its status reads (null for drafts, which have none). */
export type StandingOfStatus = Pick<AffairRequestTable, 'publicityEnd' | 'openObjections'> | null | undefined;

/**
 * A request's status as the module screens name it, from the workflow instance and its standing:
 * a draft, running, rejected (ended not approved), ended by hand, or approved; an approved
 * request of a module with publicity is in publicity until its period ends, under objection
 * while one is open, and final after.
 */
export function affairStatus(
  instance: Pick<BpmInstance, 'status' | 'result'>,
  standing?: StandingOfStatus,
  now = Date.now(),
): AffairStatus {
  switch (instance.status) {
    case 'draft':
      return 'draft';
    case 'running':
    case 'suspend':
      return 'running';
    case 'manualend':
      return 'ended';
    case 'end':
      if (instance.result !== 'agree') return 'rejected';
      if (!standing || standing.publicityEnd === null) return 'approved';
      if (standing.openObjections > 0) return 'objection';
      return now < standing.publicityEnd ? 'publicity' : 'final';
  }
}

/**
 * Whether a request is still under way: running, or suspended by an administrator (its steps wait
 * where they are until it is recovered). Screens that ask "is it open?" read this, not `running`.
 */
export const isUnderway = (status: BpmInstance['status']): boolean =>
  status === 'running' || status === 'suspend';

type Scope = ExpressionBuilder<DB & { i: BpmInstanceTable; r: AffairRequestTable }, 'i' | 'r'>;

/** The same status as a condition on the instance `i` and its standing `r` (left joined), for filters. */
export function hasStatus(eb: Scope, status: AffairStatus, now: number): Expression<SqlBool> {
  const approved = eb.and([eb('i.status', '=', 'end'), eb('i.result', '=', 'agree')]);
  switch (status) {
    case 'draft':
      return eb('i.status', '=', 'draft');
    case 'running':
      return eb('i.status', 'in', ['running', 'suspend']);
    case 'approved':
      return eb.and([approved, eb('r.publicityEnd', 'is', null)]);
    case 'rejected':
      return eb.and([eb('i.status', '=', 'end'), eb('i.result', '<>', 'agree')]);
    case 'ended':
      return eb('i.status', '=', 'manualend');
    case 'publicity':
      return eb.and([approved, eb('r.openObjections', '=', 0), eb('r.publicityEnd', '>', now)]);
    case 'objection':
      return eb.and([approved, eb('r.openObjections', '>', 0)]);
    case 'final':
      return eb.and([approved, eb('r.openObjections', '=', 0), eb('r.publicityEnd', '<=', now)]);
    case 'withdrawn':
      // A withdrawn request becomes a draft again in this engine; none stays "withdrawn".
      return sql<SqlBool>`1 = 0`;
  }
}

/** The status as one SQL value (for counting by status); the same rule as affairStatus. */
export function statusCase(now: number) {
  return sql<AffairStatus>`case
    when i.status = 'draft' then 'draft'
    when i.status in ('running', 'suspend') then 'running'
    when i.status = 'manualend' then 'ended'
    when i.result <> 'agree' then 'rejected'
    when r.publicity_end is null then 'approved'
    when r.open_objections > 0 then 'objection'
    when r.publicity_end > ${sql.lit(now)} then 'publicity'
    else 'final' end`;
}
