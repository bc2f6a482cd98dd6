import { academicYearOf, ModuleState, SecurityState } from '@campus/contract';
import type { ChangeContext } from '../../../../core/change-log/context.js';
import { personLabel } from '../../../../core/change-log/labels.js';
import { recordChange } from '../../../../core/change-log/record.js';
import {
  FEE_ITEMS,
  type BillDeferral,
  type BillDetail,
  type BillFigures,
  type BillListQuery,
  type BillPage,
  type BillRow,
  type BillSummary,
  type CollectionOverview,
  type CollectionRow,
  type DeferralInput,
  type FeeItemCode,
  type MyBills,
  type PaymentChannel,
  type PaymentInput,
} from '@campus/contract/affairs/sfgl';
import type { Kysely } from 'kysely';
import { studentsInCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { mayApplyGroup, mayManage, mayReviewGroup } from '../../audience.js';
import { groupRefusal, say } from '../../group-refusal.js';
import { SFGL } from './group.js';
import * as repo from './repo.js';
import { FEE_TEXTS } from './texts.js';
import { pickRow } from '../../row-where.js';

/**
 * Bills as the screens see them: the student's own, and for staff the bills of the students in
 * their charge (counsellors their classes, college staff their college, the finance office and
 * administrators everyone); only the finance office and administrators record payments and
 * deferrals. A bill the caller may not read is answered as one that does not exist.
 */
type Db = Kysely<DB>;
const yuan = (fen: number) => Math.round(Number(fen)) / 100;
const fen = (amount: number) => Math.round(amount * 100);

export const managesFees = (caller: AuthContext) => mayManage(SFGL, caller);

export function requireFinance(caller: AuthContext): void {
  if (!managesFees(caller)) throw groupRefusal(SecurityState.UNAUTHORIZED, FEE_TEXTS.notFinance);
}

function requireStaff(caller: AuthContext): void {
  if (!mayReviewGroup(SFGL, caller)) throw groupRefusal(SecurityState.UNAUTHORIZED, FEE_TEXTS.notFinance);
}

const chargeOf = (db: Db, caller: AuthContext): Promise<Charge> =>
  studentsInCharge(db, caller.tenantId, caller, SFGL.seesAllStudents);

function figures(row: { due: number; reduced: number; paid: number; deferred: number }): BillFigures {
  const due = Number(row.due);
  const reduced = Number(row.reduced);
  const paid = Number(row.paid);
  return {
    due: yuan(due),
    paid: yuan(paid),
    reduced: yuan(reduced),
    deferred: yuan(Number(row.deferred)),
    outstanding: yuan(Math.max(0, due - reduced - paid)),
  };
}

function summary(row: repo.BillRowData): BillSummary {
  return {
    id: row.id,
    academicYear: row.academicYear,
    state: row.state,
    deferredUntil: row.deferredUntil,
    ...figures(row),
  };
}

function billRow(row: repo.BillRowData): BillRow {
  return {
    ...summary(row),
    student: {
      id: row.studentId,
      name: row.name,
      number: row.number,
      className: row.className,
      collegeName: row.collegeName ?? '',
      grade: row.grade,
    },
  };
}

function sumFigures(all: readonly BillFigures[]): BillFigures {
  const total = (key: keyof BillFigures) => yuan(all.reduce((s, f) => s + fen(f[key]), 0));
  return {
    due: total('due'),
    paid: total('paid'),
    reduced: total('reduced'),
    deferred: total('deferred'),
    outstanding: total('outstanding'),
  };
}

export async function myBills(db: Db, caller: AuthContext): Promise<MyBills> {
  if (!mayApplyGroup(SFGL, caller)) throw groupRefusal(SecurityState.UNAUTHORIZED, FEE_TEXTS.notStudent);
  const rows = await repo
    .billRows(db, caller.tenantId, { all: true }, { studentId: caller.userId })
    .orderBy('b.academicYear', 'desc')
    .execute();
  const bills = rows.map(summary);
  return { bills, totals: sumFigures(bills), payUrl: null };
}

const notFound = () => groupRefusal(ModuleState.RESOURCE_NOT_FOUND, FEE_TEXTS.notReadable, 'id');

/** A bill the caller may read: their own, or a student's in their charge. */
async function readableBill(db: Db, caller: AuthContext, billId: string) {
  const own = await repo
    .billRows(db, caller.tenantId, { all: true }, { billId, studentId: caller.userId })
    .executeTakeFirst();
  if (own) return own;
  if (!mayReviewGroup(SFGL, caller)) throw notFound();
  const row = await repo
    .billRows(db, caller.tenantId, await chargeOf(db, caller), { billId })
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function billDetail(db: Db, caller: AuthContext, billId: string): Promise<BillDetail> {
  const row = await readableBill(db, caller, billId);
  const [items, payments, deferrals, green] = await Promise.all([
    repo.billItems(db, row.id),
    repo.billPayments(db, row.id),
    repo.billDeferrals(db, row.id),
    repo.greenChannelRequests(db, caller.tenantId, row.studentId, row.academicYear),
  ]);
  const greenDeferrals: BillDeferral[] = green.map((g) => {
    const values = JSON.parse(g.data) as Record<string, unknown>;
    return {
      id: g.instanceId,
      amount: Number(g.amount),
      deadline: typeof values.deadline === 'string' ? values.deadline : '',
      reason: typeof values.reason === 'string' ? values.reason : '',
      source: 'greenChannel',
      requestId: g.instanceId,
      createdAt: g.endedAt ?? g.createdAt,
    };
  });
  const manages = managesFees(caller);
  return {
    ...billRow(row),
    student: billRow(row).student,
    items: items
      .map((i) => ({ code: i.item as FeeItemCode, due: yuan(i.due), reduced: yuan(i.reduced) }))
      .sort((a, b) => FEE_ITEMS.indexOf(a.code) - FEE_ITEMS.indexOf(b.code)),
    payments: payments.map((p) => ({
      id: p.id,
      amount: yuan(p.amount),
      channel: p.channel as PaymentChannel,
      receiptNo: p.receiptNo,
      paidAt: p.paidAt,
      recordedBy: p.recorderName,
    })),
    deferrals: [
      ...greenDeferrals,
      ...deferrals.map((d): BillDeferral => ({
        id: d.id,
        amount: yuan(d.amount),
        deadline: d.deadline,
        reason: d.reason,
        source: 'office',
        requestId: null,
        createdAt: d.createdAt,
      })),
    ],
    remark: row.remark,
    actions:
      manages && row.state !== 'paid' && row.state !== 'reduced' ? ['recordPayment', 'recordDeferral'] : [],
  };
}

function collectionRow(
  id: string,
  name: string,
  rows: Awaited<ReturnType<typeof repo.collectionByClass>>,
): CollectionRow {
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const due = sum((r) => r.due);
  const reduced = sum((r) => r.reduced);
  const paid = sum((r) => r.paid);
  const owed = due - reduced;
  return {
    id,
    name,
    students: sum((r) => r.students),
    due: yuan(due),
    paid: yuan(paid),
    rate: owed > 0 ? Math.round((paid / owed) * 1000) / 1000 : 1,
    unpaid: sum((r) => r.unpaid),
    deferred: sum((r) => r.deferredCount),
  };
}

export async function collectionOverview(
  db: Db,
  caller: AuthContext,
  academicYear: string | undefined,
  today: string,
): Promise<CollectionOverview> {
  requireStaff(caller);
  const years = await repo.billYears(db, caller.tenantId);
  const current = academicYearOf(today);
  // This academic year by default (imports may already hold next year's bills).
  const year = academicYear ?? (years.includes(current) || years.length === 0 ? current : years[0]!);
  const rows = await repo.collectionByClass(db, caller.tenantId, await chargeOf(db, caller), year);
  const colleges = new Map<string, { name: string; rows: typeof rows }>();
  for (const row of rows) {
    const key = row.collegeId ?? '';
    const entry = colleges.get(key) ?? { name: row.collegeName ?? '', rows: [] };
    entry.rows.push(row);
    colleges.set(key, entry);
  }
  return {
    academicYear: year,
    years,
    totals: collectionRow('', '', rows),
    colleges: [...colleges].map(([id, c]) => ({
      ...collectionRow(id, c.name, c.rows),
      classes: c.rows.map((r) => collectionRow(r.classId, r.className, [r])),
    })),
    manages: managesFees(caller),
  };
}

/** A window of the bills the staff member's list shows for the query, within their charge. */
async function billWindow(
  db: Db,
  caller: AuthContext,
  query: BillListQuery,
  window: { offset: number; limit: number },
) {
  requireStaff(caller);
  return repo.billPage(db, caller.tenantId, await chargeOf(db, caller), query, query.states ?? [], window);
}

export async function billList(db: Db, caller: AuthContext, query: BillListQuery): Promise<BillPage> {
  const limit = query.limit ?? 20;
  const page = await billWindow(db, caller, query, { offset: ((query.pageNo ?? 1) - 1) * limit, limit });
  return { total: page.total, rows: page.rows.map(billRow) };
}

/** Every bill the list would show (the export), up to `max`. */
export async function billListAll(db: Db, caller: AuthContext, query: BillListQuery, max: number) {
  const page = await billWindow(db, caller, query, { offset: 0, limit: max });
  return page.rows.map(billRow);
}

/** How the change log names a bill: its student and academic year. */
const billLabel = async (db: Db, bill: { tenantId: string; studentId: string; academicYear: string }) =>
  `${await personLabel(db, bill.tenantId, bill.studentId)} ${bill.academicYear}`;

/** The bill, when `amount` (fen) is within what is still outstanding on it. */
async function billWithin(db: Db, caller: AuthContext, billId: string, amount: number) {
  const bill = await repo.billById(db, caller.tenantId, billId);
  if (!bill) throw notFound();
  const outstanding = Number(bill.due) - Number(bill.reduced) - Number(bill.paid);
  if (amount > outstanding)
    throw groupRefusal(
      ModuleState.AFFAIR_NOT_ELIGIBLE,
      say(FEE_TEXTS.overpaid, { outstanding: yuan(Math.max(0, outstanding)) }),
      'amount',
    );
  return bill;
}

export async function recordPayment(
  db: Db,
  caller: AuthContext,
  input: PaymentInput,
  change: ChangeContext,
): Promise<BillDetail> {
  requireFinance(caller);
  const amount = fen(input.amount);
  if (amount <= 0) throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, FEE_TEXTS.notPositive, 'amount');
  await db.transaction().execute(async (trx) => {
    const bill = await billWithin(trx, caller, input.billId, amount);
    const taken = await pickRow(trx, 'feePayment', ['id'], {
      tenantId: caller.tenantId,
      receiptNo: input.receiptNo,
    });
    if (taken)
      throw groupRefusal(
        ModuleState.AFFAIR_NOT_ELIGIBLE,
        say(FEE_TEXTS.receiptTaken, { receipt: input.receiptNo }),
        'receiptNo',
      );
    const now = Date.now();
    await trx
      .insertInto('feePayment')
      .values({
        id: newId(),
        tenantId: caller.tenantId,
        billId: bill.id,
        amount,
        channel: input.channel,
        receiptNo: input.receiptNo,
        paidAt: now,
        recordedBy: caller.userId,
        recorderName: caller.fullname,
        createdAt: now,
      })
      .execute();
    // Never over the amount due, even when two desks record at once.
    const updated = await trx
      .updateTable('feeBill')
      .set((eb) => ({ paid: eb('paid', '+', amount), updatedAt: now }))
      .where('id', '=', bill.id)
      .where((eb) => eb(eb('due', '-', eb('reduced', '+', eb.ref('paid'))), '>=', amount))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw groupRefusal(
        ModuleState.AFFAIR_NOT_ELIGIBLE,
        say(FEE_TEXTS.overpaid, { outstanding: 0 }),
        'amount',
      );
    await recordChange(trx, change, {
      kind: 'payment',
      objectId: bill.id,
      label: await billLabel(trx, bill),
      action: 'pay',
      before: { paid: Number(bill.paid) },
      after: { paid: Number(bill.paid) + amount, amount, channel: input.channel, receiptNo: input.receiptNo },
    });
  });
  return billDetail(db, caller, input.billId);
}

export async function recordDeferral(
  db: Db,
  caller: AuthContext,
  input: DeferralInput,
  change: ChangeContext,
): Promise<BillDetail> {
  requireFinance(caller);
  const amount = fen(input.amount);
  if (amount <= 0) throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, FEE_TEXTS.notPositive, 'amount');
  if (input.deadline < schoolDate(Date.now()))
    throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, FEE_TEXTS.pastDeadline, 'deadline');
  if (!input.reason.trim())
    throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, FEE_TEXTS.reasonRequired, 'reason');
  await db.transaction().execute(async (trx) => {
    const bill = await billWithin(trx, caller, input.billId, amount);
    const now = Date.now();
    const until =
      bill.deferredUntil && bill.deferredUntil > input.deadline ? bill.deferredUntil : input.deadline;
    await trx
      .insertInto('feeDeferral')
      .values({
        id: newId(),
        tenantId: caller.tenantId,
        billId: bill.id,
        amount,
        deadline: input.deadline,
        reason: input.reason.trim(),
        recordedBy: caller.userId,
        recorderName: caller.fullname,
        createdAt: now,
      })
      .execute();
    await trx
      .updateTable('feeBill')
      .set((eb) => ({
        deferred: eb('deferred', '+', amount),
        deferredUntil: until,
        updatedAt: now,
      }))
      .where('id', '=', bill.id)
      .execute();
    await recordChange(trx, change, {
      kind: 'bill',
      objectId: bill.id,
      label: await billLabel(trx, bill),
      action: 'defer',
      before: { deferred: Number(bill.deferred), deferredUntil: bill.deferredUntil },
      after: { deferred: Number(bill.deferred) + amount, deferredUntil: until, reason: input.reason.trim() },
    });
  });
  return billDetail(db, caller, input.billId);
}
