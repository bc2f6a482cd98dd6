import type { ListQuery } from '@campus/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { runList, type ListSpec } from '../../../http/list-query.js';

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
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .where('m.tenantId', '=', caller.tenantId)
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

export type DatasetQuery = ReturnType<typeof myClassStudents> | ReturnType<typeof myAnnouncements>;

/** Runs a dataset query with the template's columns (key -> SQL column, both from the registry). */
export function runDataset(
  base: DatasetQuery,
  columns: Record<string, string>,
  query: ListQuery,
  spec: ListSpec,
) {
  const selection = Object.entries(columns).map(([key, column]) => sql.ref(column).as(key));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- runList hands over its generic builder
  return runList<Record<string, unknown>>(base, (qb: any) => qb.select(selection), query, spec);
}
