import {
  HttpState,
  ModuleState,
  SecurityState,
  type ImportPreview,
  type ImportStatus,
} from '@campus/contract';
import type { BillDetail, BillPage, CollectionOverview, MyBills } from '@campus/contract/affairs/sfgl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { signIn, type SignedIn } from '../../../../test/auth.js';
import { upload } from '../../../../test/files.js';
import { importsSettled, writeSheet } from '../../import/index.js';
import { groupTestApp, ok, schoolStudents } from '../../test-helpers.js';

/**
 * Fees (issue 12): the demo's bills; who reads which bill (the student their own, counsellors
 * their students read-only, the finance office everyone); payments and deferrals with their
 * refusals and an Idempotency-Key replay; the green channel's deferral read onto the bill; the
 * bill import: a bad file, bad rows named by row and column, a replayed submission, and all or
 * nothing when the write fails half-way.
 */
const WHO = [
  'student',
  'counsellor',
  'college',
  'finance',
  'office',
  'teacher',
  'admin',
  'hbstudent',
  'freshman',
  'hbfreshman',
] as const;
const { t, as } = groupTestApp('sfgl', WHO);
let finance: SignedIn;
let student: SignedIn;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeAll(async () => {
  finance = await signIn(t.app, 'finance');
  student = await signIn(t.app, 'student');
});
// Before groupTestApp closes the app: an import still writing after its reply.
afterAll(async () => {
  await importsSettled();
});

const db = () => t.database.db;

async function jnlgStudents() {
  return schoolStudents(db())
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['u.id', 'u.fullname', 'm.number', 'o.grade'])
    .orderBy('m.number')
    .execute();
}

const billsOf = (studentId: string) =>
  db().selectFrom('feeBill').selectAll().where('studentId', '=', studentId).orderBy('academicYear').execute();

const HEADER = ['学号', '姓名', '学年', '学费', '住宿费', '教材费', '保险费', '减免', '备注'];

/** Uploads a bill file; a workbook's bytes carry the time they were written, so a replay sends the same bytes. */
async function importFile(name: string, rows: unknown[][] | Buffer, who: SignedIn = finance, key?: string) {
  const content = Buffer.isBuffer(rows) ? rows : await writeSheet(HEADER, rows);
  return upload<ImportPreview>(
    t.app,
    who,
    { name, type: XLSX, content },
    { url: '/api/sfgl/v3/fees/import', headers: key ? { 'idempotency-key': key } : {} },
  );
}

async function finished(id: string): Promise<ImportStatus> {
  await importsSettled();
  return ok<ImportStatus>(as.finance.api.get('/fees/import/status', { id }));
}

describe('the demo bills', () => {
  it('gives every student this year and last year, with a mix of states per college', async () => {
    const students = await jnlgStudents();
    const bills = await db().selectFrom('feeBill').select(['studentId', 'academicYear']).execute();
    const years = [...new Set(bills.map((b) => b.academicYear))].sort();
    expect(years).toHaveLength(2);
    const enrolled = students.filter((s) => s.grade !== years[1]!.slice(0, 4));
    expect(enrolled.length).toBeGreaterThan(students.length / 2);
    for (const s of enrolled) expect(bills.filter((b) => b.studentId === s.id)).toHaveLength(2);
    const overview = await ok<CollectionOverview>(as.finance.api.get('/fees/overview'));
    expect(overview.academicYear).toBe(years[1]);
    expect(overview.colleges).toHaveLength(3);
    const rates = overview.colleges.map((c) => c.rate);
    expect(Math.max(...rates)).toBeGreaterThan(Math.min(...rates));
    expect(overview.totals.unpaid).toBeGreaterThan(0);
    expect(overview.totals.students).toBe(students.length);
    expect(overview.manages).toBe(true);
  });

  it('bills a student only for the years they are enrolled: a freshman has no bill of the year before', async () => {
    for (const freshman of [as.freshman, as.hbfreshman]) {
      const mine = await ok<MyBills>(freshman.api.get('/fees/mine'));
      const overview = await ok<CollectionOverview>(as.finance.api.get('/fees/overview'));
      expect(mine.bills.map((b) => b.academicYear)).toEqual([overview.academicYear]);
      expect(mine.totals.outstanding).toBe(mine.bills[0]!.outstanding);
    }
    // Nobody in the school holds a bill of a year before their grade came.
    const early = await db()
      .selectFrom('feeBill as b')
      .innerJoin('tenantMember as m', (j) =>
        j.onRef('m.userId', '=', 'b.studentId').onRef('m.tenantId', '=', 'b.tenantId'),
      )
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select(['b.academicYear', 'o.grade'])
      .execute();
    expect(early.filter((r) => r.grade && r.academicYear.slice(0, 4) < r.grade)).toEqual([]);
  });

  it('shows the student their own bills, with totals, and nobody else theirs', async () => {
    const mine = await ok<MyBills>(as.student.api.get('/fees/mine'));
    expect(mine.bills).toHaveLength(2);
    expect(mine.bills[0]!.state).toBe('partial');
    expect(mine.bills[1]!.state).toBe('paid');
    expect(mine.totals.outstanding).toBe(mine.bills[0]!.outstanding);
    const detail = await ok<BillDetail>(as.student.api.get('/fees/bill', { id: mine.bills[0]!.id }));
    expect(detail.items.map((i) => i.code)).toEqual(['tuition', 'accommodation', 'textbooks', 'insurance']);
    expect(detail.payments.length).toBeGreaterThan(0);
    expect(detail.actions).toEqual([]);

    const other = (await jnlgStudents()).find((s) => s.number !== detail.student.number)!;
    const [otherBill] = await billsOf(other.id);
    const refused = await as.student.api.get('/fees/bill', { id: otherBill!.id });
    expect(refused.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    // Another school's student and a teacher see nothing of it either.
    expect((await as.hbstudent.api.get('/fees/bill', { id: otherBill!.id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await as.teacher.api.get('/fees/bill', { id: otherBill!.id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await as.student.api.get('/fees/overview')).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.teacher.api.get('/fees/overview')).state).toBe(SecurityState.UNAUTHORIZED);
    expect((await as.finance.api.get('/fees/mine')).state).toBe(SecurityState.UNAUTHORIZED);
  });

  it('reads the green channel deferral onto last year’s bill', async () => {
    const request = await db()
      .selectFrom('affairRequest')
      .select(['studentId', 'academicYear', 'amount'])
      .where('moduleKey', '=', 'greenChannel')
      .where('amount', 'is not', null)
      .executeTakeFirstOrThrow();
    const bill = await db()
      .selectFrom('feeBill')
      .select('id')
      .where('studentId', '=', request.studentId)
      .where('academicYear', '=', request.academicYear!)
      .executeTakeFirstOrThrow();
    const detail = await ok<BillDetail>(as.counsellor.api.get('/fees/bill', { id: bill.id }));
    expect(detail.state).toBe('deferred');
    expect(detail.deferred).toBe(request.amount);
    const green = detail.deferrals.find((d) => d.source === 'greenChannel')!;
    expect(green.amount).toBe(request.amount);
    expect(green.requestId).toBeTruthy();
    expect(detail.actions).toEqual([]); // the counsellor reads only
  });
});

describe('staff scope', () => {
  it('shows a counsellor and college staff only their students, the finance office all', async () => {
    const year = (await ok<CollectionOverview>(as.finance.api.get('/fees/overview'))).academicYear;
    const count = async (who: ServiceCaller) =>
      (await ok<BillPage>(who.api.post('/fees/list', { academicYear: year, limit: 1 }))).total;
    const all = await count(as.finance);
    const college = await count(as.college);
    const counsellor = await count(as.counsellor);
    expect(all).toBe((await jnlgStudents()).length);
    expect(college).toBeLessThan(all);
    expect(counsellor).toBeLessThan(college);
    expect(counsellor).toBeGreaterThan(0);
    expect(await count(as.office)).toBe(all);
    expect(await count(as.admin)).toBe(all);

    const theirs = await ok<BillPage>(
      as.counsellor.api.post('/fees/list', { academicYear: year, limit: 100 }),
    );
    const mineIds = new Set(theirs.rows.map((r) => r.id));
    const outside = await ok<BillPage>(as.finance.api.post('/fees/list', { academicYear: year, limit: 100 }));
    const stranger = outside.rows.find((r) => !mineIds.has(r.id))!;
    expect((await as.counsellor.api.get('/fees/bill', { id: stranger.id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    const refused = await as.counsellor.api.post('/fees/payment', {
      billId: theirs.rows[0]!.id,
      amount: 1,
      channel: 'desk',
      receiptNo: 'T-COUNSELLOR',
    });
    expect(refused.state).toBe(SecurityState.UNAUTHORIZED);
  });

  it('filters by state and keyword, and exports the list', async () => {
    const year = (await ok<CollectionOverview>(as.finance.api.get('/fees/overview'))).academicYear;
    const unpaid = await ok<BillPage>(
      as.finance.api.post('/fees/list', { academicYear: year, states: ['unpaid', 'partial'], limit: 100 }),
    );
    expect(unpaid.total).toBeGreaterThan(0);
    for (const row of unpaid.rows) expect(['unpaid', 'partial']).toContain(row.state);
    const someone = unpaid.rows[0]!.student;
    const found = await ok<BillPage>(
      as.finance.api.post('/fees/list', { academicYear: year, keyword: someone.number }),
    );
    expect(found.rows.map((r) => r.student.number)).toEqual([someone.number]);
    const bad = await as.finance.api.post('/fees/list', { academicYear: '2026', states: ['lost'] });
    expect(bad.state).toBe(HttpState.BAD_REQUEST);
    expect(bad.message).toMatch(/academicYear|states/);

    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/sfgl/v3/fees/export',
      headers: { ...finance.headers, 'accept-language': 'en-US' },
      payload: { academicYear: year, states: ['unpaid'] },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('payments and deferrals', () => {
  it('records a desk payment once, however often it is sent', async () => {
    const mine = await ok<MyBills>(as.student.api.get('/fees/mine'));
    const bill = mine.bills[0]!;
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sfgl/v3/fees/payment',
        headers: { ...finance.headers, 'accept-language': 'en-US', 'idempotency-key': 'pay-1' },
        payload: { billId: bill.id, amount: 100.5, channel: 'desk', receiptNo: 'T-0001' },
      });
    const first = await send();
    const again = await send();
    expect(first.json().state).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const after = await ok<BillDetail>(as.student.api.get('/fees/bill', { id: bill.id }));
    expect(after.paid).toBeCloseTo(bill.paid + 100.5, 2);
    expect(after.payments.filter((p) => p.receiptNo === 'T-0001')).toHaveLength(1);

    const reused = await as.finance.api.post('/fees/payment', {
      billId: bill.id,
      amount: 1,
      channel: 'desk',
      receiptNo: 'T-0001',
    });
    expect(reused.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(reused.message).toContain('T-0001');
    const over = await as.finance.api.post('/fees/payment', {
      billId: bill.id,
      amount: after.outstanding + 1,
      channel: 'desk',
      receiptNo: 'T-0002',
    });
    expect(over.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(over.message).toMatch(/outstanding/);
    const bad = await as.finance.api.post('/fees/payment', { billId: bill.id, amount: -3, channel: 'cash' });
    expect(bad.state).toBe(HttpState.BAD_REQUEST);
    expect(bad.message).toMatch(/amount|channel|receiptNo/);
  });

  it('records a deferral with its reason and refuses a past deadline', async () => {
    const mine = await ok<MyBills>(as.student.api.get('/fees/mine'));
    const bill = mine.bills[0]!;
    const past = await as.finance.api.post('/fees/deferral', {
      billId: bill.id,
      amount: 100,
      deadline: '2020-01-01',
      reason: '贷款未到账',
    });
    expect(past.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    const deadline = `${Number(bill.academicYear.slice(5)) + 1}-01-31`;
    const done = await ok<BillDetail>(
      as.finance.api.post('/fees/deferral', {
        billId: bill.id,
        amount: bill.outstanding,
        deadline,
        reason: '贷款未到账',
      }),
    );
    expect(done.state).toBe('deferred');
    expect(done.deferredUntil).toBe(deadline);
    expect(done.deferrals.some((d) => d.reason === '贷款未到账' && d.source === 'office')).toBe(true);
  });
});

describe('the bill import', () => {
  it('refuses a file that is not a workbook and anyone but the finance office', async () => {
    const junk = await upload(
      t.app,
      finance,
      { name: 'bills.xlsx', type: XLSX, content: Buffer.from('not a workbook') },
      { url: '/api/sfgl/v3/fees/import' },
    );
    expect(junk.body.state).toBe(HttpState.BAD_REQUEST);
    expect(junk.body.message).toMatch(/xlsx/);
    const content = await writeSheet(HEADER, [['1', '', '2030-2031', 100]]);
    const byStudent = await upload(
      t.app,
      student,
      { name: 'bills.xlsx', type: XLSX, content },
      { url: '/api/sfgl/v3/fees/import' },
    );
    expect(byStudent.body.state).toBe(SecurityState.UNAUTHORIZED);
  });

  it('refuses a bill of a year before the student enrolled, naming the row and the year', async () => {
    const [freshman] = await schoolStudents(db())
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select(['m.number', 'o.grade'])
      .where('u.account', '=', 'freshman')
      .execute();
    const before = `${Number(freshman!.grade) - 1}-${freshman!.grade}`;
    const preview = (
      await importFile('early.xlsx', [[freshman!.number, '', before, 5000, 1200, 400, 380, 0, '']])
    ).body;
    expect(preview.state, preview.message).toBe(200);
    expect(preview.data.valid).toBe(0);
    expect(preview.data.errors[0]).toMatchObject({ row: 2, column: 'Academic year' });
    expect(preview.data.errors[0]!.message).toContain(before);
  });

  it('names each bad row and column, and writes nothing of such a file', async () => {
    const [a, b] = await jnlgStudents();
    const preview = (
      await importFile('bills.xlsx', [
        [a!.number, a!.fullname, '2030-2031', 5000, 1200, 400, 380, 0, ''],
        ['99999999', '', '2030-2031', 5000, '', '', '', '', ''],
        [b!.number, '某某某', '2030-2031', 5000, '', '', '', '', ''],
        [b!.number, '', '2030', 'abc', '', '', '', '', ''],
        [a!.number, '', '2030-2031', 5000, '', '', '', '', ''],
      ])
    ).body;
    expect(preview.state, preview.message).toBe(200);
    const p = preview.data;
    expect(p.total).toBe(5);
    expect(p.valid).toBe(1);
    expect(p.acceptable).toBe(false);
    const at = (row: number) => p.errors.filter((e) => e.row === row);
    expect(at(3)[0]).toMatchObject({ column: 'Student number' });
    expect(at(3)[0]!.message).toContain('99999999');
    expect(at(4)[0]).toMatchObject({ column: 'Name' });
    expect(
      at(5)
        .map((e) => e.column)
        .sort(),
    ).toEqual(['Academic year', 'Tuition']);
    expect(at(6)[0]).toMatchObject({ column: null });
    expect(at(6)[0]!.message).toContain('row 2');
    expect(p.sample[0]![0]).toBe(a!.number);

    const confirm = await as.finance.api.post('/fees/import/confirm', { id: p.id });
    expect(confirm.state).toBe(HttpState.BAD_REQUEST);
    expect(
      await db().selectFrom('feeBill').select('id').where('academicYear', '=', '2030-2031').execute(),
    ).toEqual([]);
  });

  it('imports an accepted file once, even when the submission is replayed', async () => {
    const students = (await jnlgStudents()).slice(0, 3);
    const rows = students.map((s) => [s.number, s.fullname, '2031-2032', 5200, 1200, 420, 380, 200, '补录']);
    const content = await writeSheet(HEADER, rows);
    const first = (await importFile('bills.xlsx', content, finance, 'upload-1')).body;
    const again = (await importFile('bills.xlsx', content, finance, 'upload-1')).body;
    expect(again.data.id).toBe(first.data.id);
    expect(first.data.acceptable).toBe(true);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sfgl/v3/fees/import/confirm',
        headers: { ...finance.headers, 'accept-language': 'en-US', 'idempotency-key': 'confirm-1' },
        payload: { id: first.data.id },
      });
    expect((await send()).json().state).toBe(200);
    await send();
    const status = await finished(first.data.id);
    expect(status).toMatchObject({ state: 'done', done: 3, total: 3 });
    // A confirmation without a key is answered with the status, and writes nothing again.
    await ok(as.finance.api.post('/fees/import/confirm', { id: first.data.id }));
    await importsSettled();
    const bills = await db()
      .selectFrom('feeBill')
      .selectAll()
      .where('academicYear', '=', '2031-2032')
      .execute();
    expect(bills).toHaveLength(3);
    expect(Number(bills[0]!.due)).toBe((5200 + 1200 + 420 + 380) * 100);
    expect(Number(bills[0]!.reduced)).toBe(200 * 100);
    const items = await db()
      .selectFrom('feeBillItem')
      .select('item')
      .where('billId', '=', bills[0]!.id)
      .execute();
    expect(items).toHaveLength(4);
    // Someone else's import is not theirs to see.
    expect((await as.admin.api.get('/fees/import/status', { id: first.data.id })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
  });

  it('writes all rows or none: a failure half-way leaves nothing behind', async () => {
    const students = await jnlgStudents();
    const years = ['2040-2041', '2041-2042', '2042-2043'];
    const rows = years.flatMap((year) => students.map((s) => [s.number, '', year, 4800, '', '', '', '', '']));
    expect(rows.length).toBeGreaterThan(500); // more than one chunk of the write
    const preview = (await importFile('big.xlsx', rows)).body.data;
    expect(preview.acceptable).toBe(true);
    // Meanwhile a bill of the last chunk appears, so the write fails on it after earlier chunks.
    const last = students[students.length - 1]!;
    const tenantId = (
      await db().selectFrom('tenant').select('id').where('code', '=', 'jnlg').executeTakeFirstOrThrow()
    ).id;
    await db()
      .insertInto('feeBill')
      .values({
        id: 'conflict1',
        tenantId,
        studentId: last.id,
        academicYear: years[2]!,
        due: 100,
        reduced: 0,
        paid: 0,
        deferred: 0,
        deferredUntil: null,
        remark: null,
        createdAt: 1,
        updatedAt: 1,
      })
      .execute();
    await ok(as.finance.api.post('/fees/import/confirm', { id: preview.id }));
    const status = await finished(preview.id);
    expect(status.state).toBe('failed');
    expect(status.message).toMatch(/nothing was written/);
    const written = await db()
      .selectFrom('feeBill')
      .select('id')
      .where('academicYear', 'in', years)
      .execute();
    expect(written.map((b) => b.id)).toEqual(['conflict1']);
  });
});
