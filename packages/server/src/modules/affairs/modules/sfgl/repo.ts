import type { BillState } from '@campus/contract/affairs/sfgl';
import { sql, type Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { keywordFilter } from '../../../../db/like.js';
import { GREEN_CHANNEL_MODULE } from './group.js';
import { rowWhere } from '../../row-where.js';
import { countedPage } from '../../counted-page.js';
import type { QueryRow } from '../../query-row.js';
import { collegeOfClass } from '../../college-of-class.js';
import { studentYearRequests } from '../../student-requests.js';

/**
 * The fees group's queries (the only Kysely calls besides the import's write). A bill row comes
 * with its student, class and college, and with the green channel's approved deferral for the
 * same student and year read from its request (affair_request, module greenChannel), in fen.
 * The state is computed in SQL so that lists filter and page by it.
 */
type Db = Kysely<DB>;

/** The green channel's approved amounts for the bill's student and year, in fen. */
const greenChannel = sql<number>`coalesce((
  select sum(r.amount) from affair_request r
  inner join bpm_instance gi on gi.id = r.instance_id
  where r.tenant_id = b.tenant_id and r.student_id = b.student_id
    and r.academic_year = b.academic_year and r.module_key = ${GREEN_CHANNEL_MODULE}
    and r.amount is not null and gi.status = 'end' and gi.result = 'agree'
), 0) * 100`;

/** The bill's state from its figures (see BillState): the same rule as figures.ts. */
export const stateSql = (deferred: ReturnType<typeof sql>) => sql<BillState>`case
  when b.due - b.reduced - b.paid <= 0 then (case when b.paid = 0 and b.reduced > 0 then 'reduced' else 'paid' end)
  when ${deferred} >= b.due - b.reduced - b.paid then 'deferred'
  when b.paid > 0 then 'partial'
  else 'unpaid' end`;

export interface BillFilter {
  academicYear?: string;
  studentId?: string;
  studentIds?: readonly string[];
  billId?: string;
  collegeId?: string;
  classId?: string;
  keyword?: string;
}

/** Bills with their student, class and college, in the caller's charge. */
export function billRows(db: Db, tenantId: string, charge: Charge, filter: BillFilter) {
  const deferred = sql<number>`(b.deferred + ${greenChannel})`;
  let query = db
    .selectFrom('feeBill as b')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 'b.studentId').onRef('m.tenantId', '=', 'b.tenantId'),
    )
    .innerJoin('appUser as u', 'u.id', 'b.studentId')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .leftJoin('org as c', collegeOfClass)
    .select([
      'b.id',
      'b.academicYear',
      'b.due',
      'b.reduced',
      'b.paid',
      'b.deferredUntil',
      'b.remark',
      'b.studentId',
      'u.fullname as name',
      'm.number',
      'o.id as classId',
      'o.name as className',
      'o.grade',
      'c.id as collegeId',
      'c.name as collegeName',
    ])
    .select([deferred.as('deferred'), stateSql(deferred).as('state')])
    .where('b.tenantId', '=', tenantId)
    .where(inCharge(charge, 'o.path'));
  if (filter.academicYear) query = query.where('b.academicYear', '=', filter.academicYear);
  if (filter.studentId) query = query.where('b.studentId', '=', filter.studentId);
  if (filter.studentIds) query = query.where('b.studentId', 'in', filter.studentIds);
  if (filter.billId) query = query.where('b.id', '=', filter.billId);
  if (filter.collegeId) query = query.where('c.id', '=', filter.collegeId);
  if (filter.classId) query = query.where('o.id', '=', filter.classId);
  if (filter.keyword) {
    const { keyword } = filter;
    query = query.where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], keyword));
  }
  return query;
}

export type BillRowData = QueryRow<typeof billRows>;

/** A page of bills in the given states, the most outstanding first. */
export async function billPage(
  db: Db,
  tenantId: string,
  charge: Charge,
  filter: BillFilter,
  states: readonly BillState[],
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: BillRowData[] }> {
  const base = () => {
    const inner = db.selectFrom(billRows(db, tenantId, charge, filter).as('x'));
    return states.length ? inner.where('x.state', 'in', [...states]) : inner;
  };
  const { total, rows } = await countedPage(
    base().select((eb) => eb.fn.countAll<number>().as('n')),
    base()
      .selectAll('x')
      .orderBy(sql`x.due - x.reduced - x.paid`, 'desc')
      .orderBy('x.number')
      .offset(page.offset)
      .limit(page.limit),
  );
  return { total, rows: rows as BillRowData[] };
}

/** Collection by class (with its college) for a year: the overview sums them up. */
export async function collectionByClass(db: Db, tenantId: string, charge: Charge, academicYear: string) {
  const rows = await db
    .selectFrom(billRows(db, tenantId, charge, { academicYear }).as('x'))
    .select([
      'x.collegeId',
      'x.collegeName',
      'x.classId',
      'x.className',
      (eb) => eb.fn.countAll<number>().as('students'),
      (eb) => eb.fn.sum<number>('x.due').as('due'),
      (eb) => eb.fn.sum<number>('x.reduced').as('reduced'),
      (eb) => eb.fn.sum<number>('x.paid').as('paid'),
      sql<number>`sum(case when x.state in ('unpaid', 'partial') then 1 else 0 end)`.as('unpaid'),
      sql<number>`sum(case when x.state = 'deferred' then 1 else 0 end)`.as('deferredCount'),
    ])
    .groupBy(['x.collegeId', 'x.collegeName', 'x.classId', 'x.className'])
    .orderBy('x.collegeName')
    .orderBy('x.className')
    .execute();
  return rows.map((r) => ({
    ...r,
    students: Number(r.students),
    due: Number(r.due ?? 0),
    reduced: Number(r.reduced ?? 0),
    paid: Number(r.paid ?? 0),
    unpaid: Number(r.unpaid ?? 0),
    deferredCount: Number(r.deferredCount ?? 0),
  }));
}

/** Academic years that have bills in the tenant, newest first. */
export async function billYears(db: Db, tenantId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('feeBill')
    .select('academicYear')
    .distinct()
    .where('tenantId', '=', tenantId)
    .orderBy('academicYear', 'desc')
    .execute();
  return rows.map((r) => r.academicYear);
}

export const billItems = (db: Db, billId: string) =>
  db.selectFrom('feeBillItem').select(['item', 'due', 'reduced']).where('billId', '=', billId).execute();

export const billPayments = (db: Db, billId: string) =>
  db.selectFrom('feePayment').selectAll().where('billId', '=', billId).orderBy('paidAt', 'desc').execute();

export const billDeferrals = (db: Db, billId: string) =>
  db
    .selectFrom('feeDeferral')
    .selectAll()
    .where('billId', '=', billId)
    .orderBy('createdAt', 'desc')
    .execute();

/** The green channel's approved requests for a student and year (read, never copied). */
export const greenChannelRequests = (db: Db, tenantId: string, studentId: string, academicYear: string) =>
  studentYearRequests(db, tenantId, studentId, academicYear)
    .select(['r.instanceId', 'r.amount', 'i.data', 'i.endedAt', 'i.createdAt'])
    .where('r.moduleKey', '=', GREEN_CHANNEL_MODULE)
    .where('r.amount', 'is not', null)
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .execute();

/** A bill of the tenant by id, for an update (no scope: the caller's rights were checked). */
export const billById = (db: Db, tenantId: string, billId: string) =>
  rowWhere(db, 'feeBill', { tenantId, id: billId });
