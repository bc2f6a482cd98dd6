import type { ListQuery, ListReply } from '@campus/contract';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { tenantMembers } from '../../../core/org/people.js';
import type { DB } from '../../../db/schema.js';
import { runList, type ListColumn, type ListSpec } from '../../../http/list-query.js';

/** Data templates and the queries behind their datasets. Every query is tenant-scoped. */
export type Db = Kysely<DB>;

export interface Caller {
  tenantId: string;
  userId: string;
}

export function findTemplate(db: Db, tenantId: string, id: string) {
  return db
    .selectFrom('dataTemplate')
    .select(['id', 'dataset', 'definition'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Students of the classes where the caller is counsellor or teacher. */
export function myClassStudents(db: Db, caller: Caller) {
  return tenantMembers(db, caller.tenantId)
    .where('m.kind', '=', 'student')
    .where('m.status', '=', 'active')
    .where('m.orgId', 'in', (eb) =>
      eb
        .selectFrom('orgDuty')
        .select('orgId')
        .where('tenantId', '=', caller.tenantId)
        .where('userId', '=', caller.userId)
        .where('duty', 'in', ['counsellor', 'teacher']),
    );
}

/** The announcements the caller wrote, drafts included. */
export function myAnnouncements(db: Db, caller: Caller) {
  return db
    .selectFrom('news as n')
    .where('n.tenantId', '=', caller.tenantId)
    .where('n.userId', '=', caller.userId);
}

/** Runs a dataset query with the template's columns (key -> column, both from the registry). */
export function runDataset<DB, TB extends keyof DB>(
  base: SelectQueryBuilder<DB, TB, object>,
  columns: Record<string, ListColumn<DB, TB>>,
  query: ListQuery,
  spec: ListSpec<ListColumn<DB, TB>>,
): Promise<ListReply<Record<string, unknown>>> {
  const selection = Object.entries(columns).map(([key, column]) => sql.ref(column).as(key));
  return runList(base, (qb) => qb.select(selection).$castTo<Record<string, unknown>>(), query, spec);
}
