import type { SignupQuery } from '@campus/contract/affairs/zsfw';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AdmissionSignupTable } from './tables.js';
import { keywordFilter } from '../../../../db/like.js';
import { rowWhere } from '../../row-where.js';
import type { QueryRow } from '../../query-row.js';

/** The admissions service's queries: programmes, sign-ups with their programme, the office's check. */
type Db = Kysely<DB>;

export function programs(db: Db, tenantId: string) {
  return db
    .selectFrom('admissionProgram as p')
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('admissionSignup as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.programId', '=', 'p.id')
        .as('signups'),
    )
    .where('p.tenantId', '=', tenantId)
    .orderBy('p.closes', 'desc')
    .execute();
}

/** The active schools that have admission programmes, in the order they were set up. */
export function schoolsWithPrograms(db: Db) {
  return db
    .selectFrom('tenant as t')
    .select(['t.id', 't.code', 't.name'])
    .where('t.status', '=', 'active')
    .where((eb) =>
      eb.exists(eb.selectFrom('admissionProgram as p').select('p.id').whereRef('p.tenantId', '=', 't.id')),
    )
    .orderBy('t.createdAt')
    .execute();
}

export function activeSchool(db: Db, code: string) {
  return db
    .selectFrom('tenant')
    .select(['id', 'code', 'name'])
    .where('status', '=', 'active')
    .where('code', '=', code)
    .executeTakeFirst();
}

export function program(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'admissionProgram', { tenantId, id });
}

export function signups(db: Db, tenantId: string, filter: SignupQuery & { userId?: string; id?: string }) {
  let query = db
    .selectFrom('admissionSignup as s')
    .innerJoin('admissionProgram as p', 'p.id', 's.programId')
    .selectAll('s')
    .select('p.title as programTitle')
    .where('s.tenantId', '=', tenantId);
  if (filter.id) query = query.where('s.id', '=', filter.id);
  if (filter.userId) query = query.where('s.userId', '=', filter.userId);
  if (filter.programId) query = query.where('s.programId', '=', filter.programId);
  if (filter.major)
    query = query.where((eb) =>
      eb.or([eb('s.major1', '=', filter.major!), eb('s.major2', '=', filter.major!)]),
    );
  if (filter.candidateType) query = query.where('s.candidateType', '=', filter.candidateType);
  if (filter.state) query = query.where('s.state', '=', filter.state);
  if (filter.keyword) {
    const { keyword } = filter;
    query = query.where((eb) => keywordFilter(eb, ['s.name', 's.examNumber'], keyword));
  }
  return query.orderBy('s.createdAt', 'desc').limit(2000);
}

export type SignupData = QueryRow<typeof signups>;

export async function insertSignup(db: Db, row: AdmissionSignupTable): Promise<boolean> {
  const result = await db
    .insertInto('admissionSignup')
    .values(row)
    .onConflict((oc) => oc.columns(['tenantId', 'programId', 'idNumber']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Decides a sign-up still open to a decision; false when it was decided meanwhile. */
export async function decide(
  db: Db,
  tenantId: string,
  id: string,
  decision: { state: string; note: string | null; reviewedBy: string; reviewedAt: number },
): Promise<boolean> {
  const result = await db
    .updateTable('admissionSignup')
    .set(decision)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .where('state', 'in', ['submitted', 'returned'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
