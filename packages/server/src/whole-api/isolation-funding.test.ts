import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { signIn, type SignedIn } from '../test/auth.js';
import { call } from '../test/isolation/fixture.js';

/**
 * Tenant and role isolation of the student-affairs groups' own routes (issue 11), on the
 * scholarships' demo data of school A: who sees a request in the staff query, the student's
 * records, the publicity list (masked: the full name never), its detail, the batches, quotas,
 * statistics, export and settings. School B's people see nothing of A's; a student gets no staff
 * data. Same reading as test/isolation/matrix.ts: sees, hidden (200 without the marker), refused.
 */
const JXJ = '/api/jxj/v3/affairs';

type Who =
  | 'student'
  | 'classmate'
  | 'counsellor'
  | 'teacher'
  | 'college'
  | 'office'
  | 'adminA'
  | 'adminB'
  | 'hbstudent'
  | 'hbcounsellor';

let t: TestApp;
let as: Record<Who, SignedIn>;
const m = {
  /** A's national scholarship request waiting for the demo counsellor: id, its student's name. */
  running: '',
  runningName: '',
  /** A's request in publicity, and its student's full name. */
  publicised: '',
  publicisedName: '',
  batch: '',
};

const list = { parameters: [], requestPage: { pageNo: 1, limit: 500 } };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.database;
  const tenants = Object.fromEntries(
    (await db.selectFrom('tenant').select(['id', 'code']).execute()).map((r) => [r.code, r.id]),
  );
  // The demo gives a student of the demo counsellor (one the national scholarship's rules admit)
  // a national scholarship request waiting for the counsellor: `classmate` is that student.
  const waiting = await db
    .selectFrom('bpmInstance as i')
    .innerJoin('bpmTask as k', 'k.instanceId', 'i.id')
    .innerJoin('appUser as c', 'c.id', 'k.assigneeId')
    .innerJoin('appUser as s', 's.id', 'i.starterId')
    .select('s.account')
    .where('i.tenantId', '=', tenants.jnlg!)
    .where('i.defKey', '=', 'jxj_national')
    .where('i.status', '=', 'running')
    .where('k.status', '=', 'pending')
    .where('c.account', '=', 'counsellor')
    .orderBy('s.account')
    .executeTakeFirstOrThrow();
  const accounts: Record<Who, [string, string?]> = {
    student: ['student'],
    classmate: [waiting.account],
    counsellor: ['counsellor'],
    teacher: ['teacher'],
    college: ['college'],
    office: ['office'],
    adminA: ['admin', tenants.jnlg],
    adminB: ['admin', tenants.hbsf],
    hbstudent: ['hbstudent'],
    hbcounsellor: ['hbcounsellor'],
  };
  as = Object.fromEntries(
    await Promise.all(
      Object.entries(accounts).map(async ([who, [account, tenantId]]) => [
        who,
        await signIn(t.app, account, tenantId ? { tenantId } : {}),
      ]),
    ),
  ) as Record<Who, SignedIn>;

  const requests = await db
    .selectFrom('bpmInstance as i')
    .innerJoin('affairRequest as r', 'r.instanceId', 'i.id')
    .innerJoin('bpmTask as k', 'k.instanceId', 'i.id')
    .select(['i.id', 'i.starterName', 'i.starterId', 'r.batchId', 'k.assigneeId', 'k.status'])
    .where('i.tenantId', '=', tenants.jnlg!)
    .where('i.defKey', '=', 'jxj_national')
    .where('i.status', '=', 'running')
    .where('k.status', '=', 'pending')
    .execute();
  const running = requests.find(
    (r) => r.assigneeId === as.counsellor.userId && r.starterId === as.classmate.userId,
  )!;
  m.running = running.id;
  m.runningName = running.starterName;
  m.batch = running.batchId!;
  const publicised = await db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .select(['i.id', 'i.starterName'])
    .where('r.tenantId', '=', tenants.jnlg!)
    .where('r.publicityEnd', '>', Date.now())
    .where('i.defKey', 'like', 'jxj_%')
    .executeTakeFirstOrThrow();
  m.publicised = publicised.id;
  m.publicisedName = publicised.starterName;
}, 120_000);
afterAll(async () => t?.close());

const REFUSED = new Set([6010103, 6050103, 6050111, 6050301]);

async function expectCell(
  who: Who,
  expectation: 'sees' | 'hidden' | 'refused',
  method: 'GET' | 'POST',
  url: string,
  markers: string[],
  payload?: unknown,
) {
  const reply = await call(t.app, as[who], method, url, payload);
  const summary = `${who} ${reply.status} ${reply.text.slice(0, 200)}`;
  if (expectation === 'sees') {
    expect(reply.state, summary).toBe(200);
    for (const marker of markers) expect(reply.text, `${who} shows ${marker}`).toContain(marker);
    return;
  }
  if (expectation === 'hidden') expect(reply.state, summary).toBe(200);
  else expect(REFUSED.has(reply.state), `a refusal: ${summary}`).toBe(true);
  for (const marker of markers) expect(reply.text, `${who} leaks ${marker}`).not.toContain(marker);
}

async function each(
  who: Partial<Record<'sees' | 'hidden' | 'refused', Who[]>>,
  method: 'GET' | 'POST',
  url: () => string,
  markers: () => string[],
  payload?: () => unknown,
) {
  for (const [expectation, viewers] of Object.entries(who) as ['sees' | 'hidden' | 'refused', Who[]][])
    for (const viewer of viewers)
      await expectCell(viewer, expectation, method, url(), markers(), payload?.());
}

describe('scholarships: who sees what', () => {
  it('the staff query: staff in charge of the student, never students or another school', async () => {
    await each(
      {
        sees: ['counsellor', 'college', 'office'],
        hidden: ['hbcounsellor', 'adminB'],
        refused: ['student', 'teacher'],
      },
      'POST',
      () => `${JXJ}/jxj/query`,
      () => [m.running],
      () => list,
    );
  });

  it('the student’s records: their own only', async () => {
    await each(
      { sees: ['classmate'], hidden: ['student', 'hbstudent'] },
      'POST',
      () => `${JXJ}/jxj/records`,
      () => [m.running],
      () => list,
    );
  });

  it('the publicity list: everyone in the school, masked; nobody elsewhere', async () => {
    await each(
      { sees: ['student', 'classmate', 'teacher', 'office', 'adminA'] },
      'POST',
      () => `${JXJ}/jxj/publicity`,
      () => [m.publicised],
      () => list,
    );
    await each(
      { hidden: ['student', 'teacher', 'office', 'hbstudent', 'adminB'] },
      'POST',
      () => `${JXJ}/jxj/publicity`,
      () => [m.publicisedName],
      () => list,
    );
    await each(
      { hidden: ['hbstudent', 'hbcounsellor', 'adminB'] },
      'POST',
      () => `${JXJ}/jxj/publicity`,
      () => [m.publicised],
      () => list,
    );
  });

  it('a request’s detail: its readers and staff in charge', async () => {
    await each(
      {
        sees: ['classmate', 'counsellor', 'college', 'office'],
        refused: ['student', 'teacher', 'adminB', 'hbstudent', 'hbcounsellor'],
      },
      'GET',
      () => `${JXJ}/nationalScholarship/detail?id=${m.running}`,
      () => [m.runningName],
    );
  });

  it('batches, quotas, statistics and the staff screens’ choices: staff of the school', async () => {
    await each(
      { sees: ['counsellor', 'college', 'office'], hidden: ['hbcounsellor', 'adminB'], refused: ['student'] },
      'GET',
      () => `${JXJ}/jxj/batches`,
      () => [m.batch],
    );
    await each(
      { sees: ['office', 'college'], refused: ['student', 'hbcounsellor', 'adminB'] },
      'GET',
      () => `${JXJ}/jxj/quotas?batchId=${m.batch}`,
      () => ['计算机与信息工程学院'],
    );
    await each(
      { hidden: ['hbcounsellor', 'adminB'], refused: ['student', 'teacher'] },
      'GET',
      () => `${JXJ}/jxj/statistics`,
      () => ['计算机与信息工程学院'],
    );
    await each(
      { sees: ['counsellor', 'college', 'office', 'adminA'], refused: ['student', 'teacher'] },
      'GET',
      () => `${JXJ}/jxj/options`,
      () => ['计算机与信息工程学院'],
    );
    await each(
      { hidden: ['hbcounsellor', 'adminB'], refused: ['hbstudent'] },
      'GET',
      () => `${JXJ}/jxj/options`,
      () => ['计算机与信息工程学院'],
    );
  });

  it('changes: only the school’s managers, only their school', async () => {
    await each(
      { refused: ['student', 'counsellor', 'college', 'adminB', 'hbcounsellor'] },
      'POST',
      () => `${JXJ}/jxj/batch/close`,
      () => [],
      () => ({ id: m.batch, version: 1 }),
    );
    await each(
      { refused: ['student', 'counsellor'] },
      'POST',
      () => `${JXJ}/jxj/settings/save`,
      () => [],
      () => ({ settings: [{ module: 'nationalScholarship', key: 'amount', value: 1 }] }),
    );
    // B's admin sets B's figure; A's stays.
    await expectCell('adminB', 'hidden', 'POST', `${JXJ}/jxj/settings/save`, [], {
      settings: [{ module: 'nationalScholarship', key: 'amount', value: 9000 }],
    });
    const a = await call(t.app, as.office, 'GET', `${JXJ}/jxj/settings`);
    expect(
      (a.data as { key: string; module: string; value: unknown }[]).find(
        (s) => s.key === 'amount' && s.module === 'nationalScholarship',
      )?.value,
    ).toBe(10000);
    await each(
      { refused: ['hbstudent', 'adminB'] },
      'POST',
      () => `${JXJ}/nationalScholarship/objection`,
      () => [],
      () => ({ id: m.publicised, reason: '另一所学校的人对这个申请提出异议' }),
    );
  });

  it('the export: staff only, their charge only', async () => {
    const names = async (who: Who) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: `${JXJ}/jxj/export`,
        headers: as[who].headers,
        payload: list,
      });
      expect(reply.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
      return book.worksheets[0]!.getColumn(2).values.slice(2).map(String);
    };
    expect(await names('counsellor')).toContain(m.runningName);
    expect(await names('hbcounsellor')).not.toContain(m.runningName);
    const student = await call(t.app, as.student, 'POST', `${JXJ}/jxj/export`, list);
    expect(student.state).toBe(6010103);
  });
});
