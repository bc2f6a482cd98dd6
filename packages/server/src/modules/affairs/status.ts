import type { AffairStatus } from '@campus/contract';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { BpmInstance, BpmInstanceTable, DB } from '../../db/schema.js';

/**
 * A request's status as the module screens name it, derived from the workflow instance:
 * a draft, running, approved (ended agreed), rejected (ended not approved) or ended by hand.
 */
export function affairStatus(instance: Pick<BpmInstance, 'status' | 'result'>): AffairStatus {
  switch (instance.status) {
    case 'draft':
      return 'draft';
    case 'running':
    case 'suspend':
      return 'running';
    case 'manualend':
      return 'ended';
    case 'end':
      return instance.result === 'agree' ? 'approved' : 'rejected';
  }
}

export const AFFAIR_STATUSES: readonly AffairStatus[] = [
  'draft',
  'running',
  'approved',
  'rejected',
  'withdrawn',
  'ended',
];

type InstanceScope = ExpressionBuilder<DB & { i: BpmInstanceTable }, 'i'>;

/** The same status as a condition on the instance `i`, for list filters. */
export function hasStatus(eb: InstanceScope, status: AffairStatus): Expression<SqlBool> {
  switch (status) {
    case 'draft':
      return eb('i.status', '=', 'draft');
    case 'running':
      return eb('i.status', 'in', ['running', 'suspend']);
    case 'approved':
      return eb.and([eb('i.status', '=', 'end'), eb('i.result', '=', 'agree')]);
    case 'rejected':
      return eb.and([eb('i.status', '=', 'end'), eb('i.result', '=', 'oppose')]);
    case 'ended':
      return eb('i.status', '=', 'manualend');
    case 'withdrawn':
      // A withdrawn request becomes a draft again in this engine; none stays "withdrawn".
      return sql<SqlBool>`1 = 0`;
  }
}
