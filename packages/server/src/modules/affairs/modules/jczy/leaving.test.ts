import { ModuleState, SecurityState } from '@campus/contract';
import type { LeavingQueue, LeavingStepState, MyLeaving } from '@campus/contract/affairs/jczy';
import { describe, expect, it } from 'vitest';
import { type ServiceCaller } from '../../../../test/affairs.js';
import { groupTestApp, ok, schoolMembers } from '../../test-helpers.js';

/**
 * Leaving school (issue 12): the demo's graduating cohort partly cleared; each office marks only
 * its own step (the library, finance, the dormitory office by role; the counsellor and the college
 * only for their own graduates), a blocked step says why, "to do" takes a mark back, the graduate
 * is cleared when every step is done; another school knows nothing of the batch.
 */
const WHO = [
  'graduate',
  'student',
  // The counsellor of the graduating class (计算机科学与技术2023级1班; staff numbers, db/seed/build.ts).
  'tt1010',
  'librarian',
  'finance',
  'dorm',
  'counsellor',
  'college',
  'office',
  'teacher',
  'hbcounsellor',
  '202511116',
  'freshman',
] as const;
const { t, as } = groupTestApp('jczy', WHO);
let batchId: string;

const mark = (
  who: ServiceCaller,
  step: string,
  state: string,
  studentId = as.graduate.api.who.userId,
  note?: string,
) =>
  who.api.post<LeavingStepState>('/leaving/mark', {
    batchId,
    studentId,
    step,
    state,
    ...(note ? { note } : {}),
  });
const mine = () => ok<MyLeaving>(as.graduate.api.get('/leaving/mine'));
const stateOf = (leaving: MyLeaving, step: string) => leaving.steps.find((s) => s.step === step)!.state;

/** What a student owes on their bills, in fen (the fees group's figures, read directly here). */
async function owed(studentId: string) {
  const bills = await t.database.db
    .selectFrom('feeBill')
    .select(['due', 'reduced', 'paid'])
    .where('studentId', '=', studentId)
    .execute();
  return bills.reduce((sum, b) => sum + Math.max(0, Number(b.due) - Number(b.reduced) - Number(b.paid)), 0);
}

describe('the demo clearance', () => {
  it('shows the graduate their checklist: the library passed, finance as the bills say, three to go', async () => {
    const leaving = await mine();
    expect(leaving.batch?.name).toMatch(/^\d{4}届毕业生离校手续$/);
    batchId = leaving.batch!.id;
    const finance = (await owed(as.graduate.api.who.userId)) > 0 ? 'blocked' : 'passed';
    expect(leaving.steps.map((s) => [s.step, s.state])).toEqual([
      ['library', 'passed'],
      ['finance', finance],
      ['dormitory', 'todo'],
      ['counsellor', 'todo'],
      ['college', 'todo'],
    ]);
    expect(leaving.cleared).toBe(false);
  });

  it('has no checklist for students outside the graduating cohort, and says whose it is', async () => {
    // In 2026-2027 the 2023 cohort graduates: the demo student (2024) is in their third year.
    for (const younger of [as.student, as['202511116'], as.freshman]) {
      const leaving = await ok<MyLeaving>(younger.api.get('/leaving/mine'));
      expect(leaving).toMatchObject({ graduatingGrade: '2023', batch: null, steps: [], cleared: false });
      expect(leaving.grade).not.toBe('2023');
    }
    expect(await mine()).toMatchObject({ graduatingGrade: '2023', grade: '2023' });
  });

  it("reads the finance step from the student's bills: owing is not passed, with the amount", async () => {
    // The office's queue follows the bills for every graduate: blocked exactly when they owe.
    const queue = await ok<LeavingQueue>(as.finance.api.get('/leaving/queue', { step: 'finance' }));
    for (const line of queue.students)
      expect(line.state.state).toBe((await owed(line.studentId)) > 0 ? 'blocked' : 'passed');
    // The graduate's own bill left unpaid: their checklist says so, with the amount.
    await t.database.db
      .updateTable('feeBill')
      .set({ paid: 0 })
      .where('studentId', '=', as.graduate.api.who.userId)
      .execute();
    const debt = await owed(as.graduate.api.who.userId);
    expect(debt).toBeGreaterThan(0);
    const finance = (await mine()).steps.find((s) => s.step === 'finance')!;
    expect(finance.state).toBe('blocked');
    expect(finance.note).toContain(`¥${(debt / 100).toLocaleString('en-US')}`);
    expect(finance.note).toContain('finance office');
    expect(finance.byName).toBe('Fee records');
    // A mark by hand would contradict the bills: refused, naming why.
    const marked = await mark(as.finance, 'finance', 'passed');
    expect(marked.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(marked.message).toContain('fee records');
  });

  it('gives each office its queue over the cohort, partly cleared, with blocked reasons', async () => {
    const library = await ok<LeavingQueue>(as.librarian.api.get('/leaving/queue'));
    expect(library).toMatchObject({ steps: ['library'], step: 'library', total: 8 });
    expect(library.cleared).toBeGreaterThan(0);
    expect(library.cleared).toBeLessThan(library.total);
    const figures = library.figures.find((f) => f.step === 'library')!;
    expect(figures.passed).toBeGreaterThan(figures.todo);
    expect(library.students.find((s) => s.state.state === 'blocked')?.state.note).toContain('图书馆');
    const counsellor = await ok<LeavingQueue>(as.tt1010.api.get('/leaving/queue'));
    expect(counsellor).toMatchObject({ steps: ['counsellor'], total: 8 });
    // The demo counsellor's classes graduate later: none of hers is in the round.
    expect(await ok<LeavingQueue>(as.counsellor.api.get('/leaving/queue'))).toMatchObject({ total: 0 });
    const college = await ok<LeavingQueue>(as.college.api.get('/leaving/queue'));
    expect(college).toMatchObject({ steps: ['college'], total: 8 });
    const office = await ok<LeavingQueue>(as.office.api.get('/leaving/queue', { step: 'finance' }));
    expect(office).toMatchObject({ steps: [], step: 'finance', total: 8 });
    const search = await ok<LeavingQueue>(as.librarian.api.get('/leaving/queue', { q: '韩书瑶' }));
    expect(search.students.map((s) => s.name)).toEqual(['韩书瑶']);
  });
});

describe('marking steps', () => {
  it('lets only the owning office mark its step, naming the step', async () => {
    for (const [who, step] of [
      [as.librarian, 'dormitory'],
      [as.finance, 'library'],
      [as.office, 'library'],
      [as.teacher, 'counsellor'],
      [as.graduate, 'college'],
      [as.dorm, 'counsellor'],
    ] as const) {
      const refused = await mark(who, step, 'passed');
      expect(refused.state, `${who.api.who.account} ${step}`).toBe(SecurityState.UNAUTHORIZED);
      expect(JSON.stringify(refused)).toContain('"step"');
    }
    expect(stateOf(await mine(), 'dormitory')).toBe('todo');
  });

  it('keeps a counsellor and a college to their own graduates, and another school out', async () => {
    const elsewhere = await schoolMembers(t.database.db)
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .select('m.userId')
      .where('o.grade', '=', '2024')
      .where('o.code', 'like', 'C01%')
      .executeTakeFirstOrThrow();
    expect((await mark(as.counsellor, 'counsellor', 'passed', elsewhere.userId)).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await mark(as.college, 'college', 'passed', elsewhere.userId)).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    expect((await mark(as.hbcounsellor, 'counsellor', 'passed')).state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    const other = await ok<LeavingQueue>(as.hbcounsellor.api.get('/leaving/queue'));
    expect(other.batch?.id).not.toBe(batchId);
    expect(JSON.stringify(other)).not.toContain('韩书瑶');
  });

  it('asks the reason of a blocked step, and clears the graduate once every step is done', async () => {
    const noReason = await mark(as.dorm, 'dormitory', 'blocked');
    expect(noReason.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(JSON.stringify(noReason)).toContain('"note"');
    const blocked = await ok<LeavingStepState>(
      mark(as.dorm, 'dormitory', 'blocked', undefined, '钥匙未交回'),
    );
    expect(blocked).toMatchObject({ state: 'blocked', note: '钥匙未交回', byName: '赵磊' });
    expect(stateOf(await mine(), 'dormitory')).toBe('blocked');
    await ok(mark(as.dorm, 'dormitory', 'passed'));
    await ok(mark(as.tt1010, 'counsellor', 'passed'));
    expect((await mine()).cleared).toBe(false);
    await ok(mark(as.college, 'college', 'exempt'));
    // Every office has passed but the student still owes: not cleared until the bills are settled.
    expect((await mine()).cleared).toBe(false);
    await t.database.db
      .updateTable('feeBill')
      .set((eb) => ({ paid: eb.ref('due') }))
      .where('studentId', '=', as.graduate.api.who.userId)
      .where('reduced', '=', 0)
      .execute();
    expect(await owed(as.graduate.api.who.userId)).toBe(0);
    expect(stateOf(await mine(), 'finance')).toBe('passed');
    expect((await mine()).cleared).toBe(true);
    // "To do" takes a mark back; marking twice is one mark.
    await ok(mark(as.college, 'college', 'todo'));
    expect((await mine()).cleared).toBe(false);
    await ok(mark(as.college, 'college', 'passed'));
    await ok(mark(as.college, 'college', 'passed'));
    const rows = await t.database.db
      .selectFrom('leavingStep')
      .select('step')
      .where('studentId', '=', as.graduate.api.who.userId)
      .where('step', '=', 'college')
      .execute();
    expect(rows).toHaveLength(1);
    expect((await mine()).cleared).toBe(true);
  });

  it('refuses bad input naming the field', async () => {
    const state = await as.dorm.api.post('/leaving/mark', {
      batchId,
      studentId: as.graduate.api.who.userId,
      step: 'dormitory',
      state: 'done',
    });
    expect(state.state).not.toBe(200);
    expect(JSON.stringify(state)).toContain('state');
    const step = await as.dorm.api.post('/leaving/mark', {
      batchId,
      studentId: 'x',
      step: 'canteen',
      state: 'passed',
    });
    expect(JSON.stringify(step)).toContain('step');
    expect(
      (
        await as.dorm.api.post('/leaving/mark', {
          batchId: '123',
          studentId: as.graduate.api.who.userId,
          step: 'dormitory',
          state: 'passed',
        })
      ).state,
    ).toBe(ModuleState.RESOURCE_NOT_FOUND);
  });
});
