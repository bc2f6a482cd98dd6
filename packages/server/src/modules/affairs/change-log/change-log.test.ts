import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SecurityState, type AffairBatch, type BatchQuota, type ListReply } from '@campus/contract';
import type { ChangeRow } from '@campus/contract/api/affairs/change-log';
import type { BillPage, CollectionOverview } from '@campus/contract/affairs/sfgl/api';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as read from '../../../core/change-log/read.js';
import * as record from '../../../core/change-log/record.js';
import { addDays, schoolDate } from '../../../lib/school-date.js';
import { listApiRoutes } from '../../../test/routes.js';
import type { ServiceCaller } from '../../../test/affairs.js';
import { bpmCaller, pendingTask } from '../../../test/bpm.js';
import { signIn } from '../../../test/auth.js';
import { openTestApp } from '../../../test/signed-in-app.js';
import { ok, type Reply } from '../test-helpers.js';

/**
 * The change log (issue 28): each staff write of settings, quotas, payments, sanctions and scores
 * leaves one entry with the actor and the fields before and after, in the write's transaction; the
 * administrator and the office read and export it with filters; nobody else, no other school,
 * and nothing can edit or remove an entry.
 */
const WHO = ['admin', 'office', 'counsellor', 'student', 'finance', 'hboffice', '202411104'] as const;
const SERVICES = ['business', 'jczy', 'jxj', 'sfgl', 'szgz', 'zhcpgl'] as const;
type Callers = Record<(typeof WHO)[number], ServiceCaller>;
const as = Object.fromEntries(SERVICES.map((service) => [service, {}])) as Record<
  (typeof SERVICES)[number],
  Callers
>;
// Each account signs in once (a password check is slow by design) and calls every service.
const t = openTestApp(async (app) => {
  for (const account of WHO) {
    const who = await signIn(app, account);
    for (const service of SERVICES)
      as[service][account] = { api: bpmCaller(app, who, `/api/${service}/v3`), bpm: bpmCaller(app, who) };
  }
});
const { business, jczy, jxj, sfgl, szgz, zhcpgl } = as;

const QUERY = '/affairs/changes/query';
const today = () => schoolDate(Date.now());

const page = (who: ServiceCaller, filter: Record<string, string | number> = {}) =>
  who.api.get<ListReply<ChangeRow>>(QUERY, filter) as Promise<Reply & { data: ListReply<ChangeRow> }>;
const entries = async (filter: Record<string, string | number>, who = business.office) =>
  (await ok<ListReply<ChangeRow>>(page(who, { limit: 100, ...filter }))).dataResult;
const total = async () =>
  (await ok<ListReply<ChangeRow>>(page(business.admin, { limit: 1 }))).pageResult.totalCount;
const field = (row: ChangeRow, name: string) => row.fields.find((f) => f.field === name);

/** The one entry of an object, made by `actor` over this test's requests (inject's address and client). */
async function onlyEntry(filter: Record<string, string>, actor: ServiceCaller): Promise<ChangeRow> {
  const [entry, ...more] = await entries(filter);
  expect(more).toEqual([]);
  expect(entry).toMatchObject({ actorId: actor.api.who.userId, ip: '127.0.0.1', client: 'lightMyRequest' });
  return entry!;
}

/** A batch of this test's own, in a year the demo does not use. */
const BATCH = {
  module: 'nationalScholarship',
  academicYear: '2031-2032',
  name: '变更记录测试批次',
  startDate: addDays(today(), -1),
  endDate: addDays(today(), 10),
};

describe('each staff write leaves one entry', () => {
  it('a settings change: the value before and after, the actor, where from', async () => {
    const saved = await jxj.office.api.post('/affairs/jxj/settings/save', {
      settings: [{ module: 'nationalScholarship', key: 'amount', value: 12345 }],
    });
    expect(saved.state, saved.message).toBe(200);
    const entry = await onlyEntry(
      { kind: 'setting', objectId: 'nationalScholarship.amount' },
      business.office,
    );
    expect(entry.action).toBe('update');
    expect(entry.actorName).not.toBe('');
    expect(entry.objectLabel).toContain('nationalScholarship.amount');
    expect(entry.fields).toEqual([{ field: 'value', before: 10000, after: 12345 }]);
    // Saving the same value again changes nothing, and records nothing.
    await jxj.office.api.post('/affairs/jxj/settings/save', {
      settings: [{ module: 'nationalScholarship', key: 'amount', value: 12345 }],
    });
    expect(await entries({ kind: 'setting', objectId: 'nationalScholarship.amount' })).toHaveLength(1);
  });

  it('a quota change: the college’s places before and after', async () => {
    const batch = await ok<AffairBatch>(jxj.office.api.post('/affairs/jxj/batch/save', BATCH));
    const [created] = await entries({ kind: 'batch', objectId: batch.id });
    expect(created).toMatchObject({ action: 'create', objectLabel: '变更记录测试批次' });
    expect(field(created!, 'endDate')).toEqual({
      field: 'endDate',
      before: null,
      after: addDays(today(), 10),
    });
    const college = (
      await ok<BatchQuota[]>(jxj.office.api.get('/affairs/jxj/quotas', { batchId: batch.id }))
    )[0]!;
    await ok(
      jxj.office.api.post('/affairs/jxj/quotas/save', {
        batchId: batch.id,
        quotas: [{ collegeId: college.collegeId, quota: 3 }],
      }),
    );
    await ok(
      jxj.office.api.post('/affairs/jxj/quotas/save', {
        batchId: batch.id,
        quotas: [{ collegeId: college.collegeId, quota: 5 }],
      }),
    );
    const quotas = await entries({ kind: 'quota', objectId: `${batch.id}:${college.collegeId}` });
    expect(quotas.map((q) => [q.action, q.fields])).toEqual([
      ['update', [{ field: 'quota', before: 3, after: 5 }]],
      ['create', [{ field: 'quota', before: null, after: 3 }]],
    ]);
    expect(quotas[0]!.objectLabel).toBe(`变更记录测试批次 · ${college.collegeName}`);
  });

  it('a bill payment: what was paid before and after, the amount and the receipt', async () => {
    const { academicYear } = await ok<CollectionOverview>(sfgl.finance.api.get('/fees/overview'));
    const list = await ok<BillPage>(
      sfgl.finance.api.post('/fees/list', { academicYear, states: ['unpaid', 'partial'], limit: 1 }),
    );
    const bill = list.rows[0]!;
    const before = await total();
    const refused = await sfgl.finance.api.post('/fees/payment', {
      billId: bill.id,
      amount: 99_999_999,
      channel: 'desk',
      receiptNo: 'CL-OVER',
    });
    expect(refused.state).not.toBe(200);
    expect(await total()).toBe(before);
    await ok(
      sfgl.finance.api.post('/fees/payment', {
        billId: bill.id,
        amount: 12.5,
        channel: 'desk',
        receiptNo: 'CL-0001',
      }),
    );
    const entry = await onlyEntry({ kind: 'payment', objectId: bill.id }, sfgl.finance);
    expect(entry.action).toBe('pay');
    expect(entry.objectLabel).toContain(bill.student.name);
    expect(field(entry, 'amount')).toEqual({ field: 'amount', before: null, after: 1250 });
    expect(field(entry, 'receiptNo')).toEqual({ field: 'receiptNo', before: null, after: 'CL-0001' });
    const paid = field(entry, 'paid')!;
    expect(Number(paid.after) - Number(paid.before)).toBe(1250);
  });

  it('a sanction: the decision recorded, under the student’s name', async () => {
    const reply = await szgz.office.api.post<{ id: string }>('/discipline/sanctions', {
      studentNumber: '202411104',
      kind: 'warning',
      cause: 'exam',
      facts: '变更记录测试：考试中使用手机。',
      basis: '《学生违纪处分规定》第十八条',
      decisionNo: '校学处字〔2026〕777号',
      decisionDate: today(),
      periodMonths: 6,
    });
    expect(reply.state, reply.message).toBe(200);
    const [entry] = await entries({ kind: 'sanction', objectId: reply.data.id });
    expect(entry).toMatchObject({ action: 'create', actorId: szgz.office.api.who.userId });
    expect(entry!.objectLabel).toContain('202411104');
    expect(field(entry!, 'kind')).toEqual({ field: 'kind', before: null, after: 'warning' });
    expect(field(entry!, 'decisionNo')?.after).toBe('校学处字〔2026〕777号');
  });

  it('a score change: the parts before and after', async () => {
    const studentId = zhcpgl['202411104'].api.who.userId;
    const save = (moral: number) =>
      ok(
        zhcpgl.counsellor.api.post('/evaluation/parts', {
          studentId,
          academicYear: '2031-2032',
          moral,
          sports: 70,
        }),
      );
    await save(80);
    await save(85.5);
    const rows = await entries({ kind: 'score', objectId: `${studentId}:2031-2032` });
    expect(rows.map((r) => [r.action, r.actorId, r.fields])).toEqual([
      ['update', zhcpgl.counsellor.api.who.userId, [{ field: 'moral', before: 80, after: 85.5 }]],
      [
        'create',
        zhcpgl.counsellor.api.who.userId,
        [
          { field: 'moral', before: null, after: 80 },
          { field: 'sports', before: null, after: 70 },
        ],
      ],
    ]);
  });

  it('a profile change the counsellor approves: the approver, the request’s origin, before and after', async () => {
    const { proInstId } = await ok<{ proInstId: string }>(
      jczy.student.api.post('/affairs/infoPhone/apply', { data: { mobile: '13700131599', reason: '换号' } }),
    );
    const student = jczy.student.api.who.userId;
    expect(await entries({ kind: 'student', objectId: student })).toEqual([]);
    const task = await pendingTask(jczy.counsellor.bpm, proInstId);
    await ok(jczy.counsellor.bpm.post('/task/agree', { taskId: task.taskId, data: {}, opinion: '同意' }));
    const entry = await onlyEntry({ kind: 'student', objectId: student }, jczy.counsellor);
    expect(entry).toMatchObject({
      action: 'approve',
      fields: [{ field: 'phone', before: '13900000002', after: '13700131599' }],
    });
  });

  it('a refused write leaves none, and an entry never outlives its rolled-back change', async () => {
    const before = await total();
    const bad = await jxj.office.api.post('/affairs/jxj/settings/save', {
      settings: [
        { module: 'nationalScholarship', key: 'amount', value: 9000 },
        { module: 'calendar', key: 'programmeYears', value: 12 },
      ],
    });
    expect(bad.state).not.toBe(200);
    expect(await total()).toBe(before);
    const db = t.app.database.db;
    const context = {
      tenantId: business.office.api.who.tenantId,
      actorId: business.office.api.who.userId,
      actorName: 'x',
      ip: '',
      client: '',
    };
    await expect(
      db.transaction().execute(async (trx) => {
        await record.recordChange(trx, context, {
          kind: 'setting',
          objectId: 'rolled.back',
          label: 'rolled back',
          action: 'update',
          before: { value: 1 },
          after: { value: 2 },
        });
        throw new Error('the write after it failed');
      }),
    ).rejects.toThrow('the write after it failed');
    expect(await entries({ objectId: 'rolled.back' })).toEqual([]);
    expect(await total()).toBe(before);
  });
});

describe('reading the log', () => {
  it('filters by kind, object, actor, time and keyword, newest first, a bounded page', async () => {
    const all = await entries({});
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.map((r) => r.at)).toEqual([...all.map((r) => r.at)].sort((a, b) => b - a));
    expect((await entries({ kind: 'score' })).every((r) => r.kind === 'score')).toBe(true);
    const finance = sfgl.finance.api.who.userId;
    const theirs = await entries({ actorId: finance });
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((r) => r.actorId === finance)).toBe(true);
    expect(
      (await entries({ keyword: '变更记录测试批次' })).every((r) =>
        r.objectLabel.includes('变更记录测试批次'),
      ),
    ).toBe(true);
    expect(await entries({ keyword: '100%_' })).toEqual([]);
    expect(await entries({ from: Date.now() + 60_000 })).toEqual([]);
    expect((await entries({ to: Date.now() })).length).toBe(all.length);
    const first = await ok<ListReply<ChangeRow>>(page(business.office, { limit: 2 }));
    expect(first.dataResult).toHaveLength(2);
    expect(first.pageResult.totalCount).toBe(all.length);
    const second = await ok<ListReply<ChangeRow>>(page(business.office, { limit: 2, pageNo: 2 }));
    expect(second.dataResult[0]!.id).toBe(all[2]!.id);
    const tooMany = await page(business.office, { limit: 101 });
    expect(tooMany.state).not.toBe(200);
    expect(tooMany.message).toMatch(/limit/i);
    const badKind = await page(business.office, { kind: 'password' });
    expect(badKind.state).not.toBe(200);
    expect(badKind.message).toMatch(/kind/i);
  });

  it('is the administrator’s and the office’s: students, counsellors and other schools are refused or see nothing', async () => {
    expect((await entries({}, business.admin)).length).toBeGreaterThan(0);
    for (const who of [business.student, business.counsellor, business.finance]) {
      expect((await page(who)).state).toBe(SecurityState.UNAUTHORIZED);
      expect((await who.api.get('/affairs/changes/export')).state).toBe(SecurityState.UNAUTHORIZED);
    }
    const other = await ok<ListReply<ChangeRow>>(page(business.hboffice, { limit: 100 }));
    const ours = new Set((await entries({})).map((r) => r.id));
    expect(other.dataResult.filter((r) => ours.has(r.id))).toEqual([]);
  });

  it('exports the filtered entries as a spreadsheet', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/business/v3/affairs/changes/export?kind=quota',
      headers: { ...business.office.api.who.headers, 'accept-language': 'en-US' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('a master-data entry names what its ids stand for', () => {
  it('resolves an org of the caller’s school and a role code, never another school’s org, on the page and in the export', async () => {
    const db = t.app.database.db;
    const ours = business.office.api.who.tenantId;
    const theirs = business.hboffice.api.who.tenantId;
    expect(theirs).not.toBe(ours);
    const orgOf = (tenantId: string) =>
      db
        .selectFrom('org')
        .select(['id', 'name'])
        .where('tenantId', '=', tenantId)
        .where('type', '=', 'class')
        .orderBy('id')
        .executeTakeFirstOrThrow();
    const [ourClass, theirClass] = await Promise.all([orgOf(ours), orgOf(theirs)]);
    await db.transaction().execute((trx) =>
      record.recordChange(
        trx,
        { tenantId: ours, actorId: business.office.api.who.userId, actorName: 'x', ip: '', client: '' },
        {
          kind: 'role',
          objectId: 'names.test',
          label: '名称测试',
          action: 'update',
          before: { orgId: theirClass.id, roles: ['student'] },
          after: { orgId: ourClass.id, roles: ['student', 'counsellor'], duty: 'counsellor' },
        },
      ),
    );
    const reply = await ok<
      ListReply<ChangeRow> & { names: Record<string, string>; roleNames: Record<string, string> }
    >(page(business.office, { objectId: 'names.test' }));
    expect(reply.dataResult).toHaveLength(1);
    expect(reply.names).toEqual({ [ourClass.id]: ourClass.name });
    expect(reply.names[theirClass.id]).toBeUndefined();
    // In the caller's language (the test callers ask in English).
    expect(reply.roleNames).toEqual({ student: 'Student', counsellor: 'Counsellor' });
    // The other school's own page does not name our org either: each reads only its own.
    const other = await ok<{ names: Record<string, string> }>(
      page(business.hboffice, { objectId: 'names.test' }),
    );
    expect(other.names).toEqual({});

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/business/v3/affairs/changes/export?objectId=names.test',
      headers: { ...business.office.api.who.headers, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const cells = book.worksheets[0]!.getRow(2).values as unknown[];
    const changes = String(cells.find((c) => typeof c === 'string' && c.includes('→')));
    expect(changes.split('\n').sort()).toEqual(
      [
        `Organisation: ${theirClass.id} → ${ourClass.name}`,
        'Roles: Student → Student, Counsellor',
        'Duty: — → Counsellor',
      ].sort(),
    );
  });
});

describe('nobody edits or removes an entry', () => {
  it('offers no route but reading', async () => {
    const routes = (await listApiRoutes()).filter((r) => r.url.includes('/affairs/changes'));
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/business/v3/affairs/changes/export',
      'GET /api/business/v3/affairs/changes/query',
    ]);
  });

  it('has a repository that only inserts and selects, and no code that updates or deletes an entry', async () => {
    expect(Object.keys(record).sort()).toEqual(['recordChange']);
    expect(Object.keys(read).sort()).toEqual(['changePage', 'changesUpTo', 'toChangeRow']);
    const root = join(import.meta.dirname, '../../..');
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith('.ts'));
    const writers: string[] = [];
    for (const file of files) {
      const text = await readFile(join(root, file), 'utf8');
      if (
        /(updateTable|deleteFrom)\(\s*['"]change_?[lL]og/.test(text) ||
        /(update|delete\s+from)\s+change_log/i.test(text)
      )
        writers.push(file);
    }
    expect(writers).toEqual([]);
  });
});
