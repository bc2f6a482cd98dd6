import { ModuleState, SecurityState } from '@campus/contract';
import type { RegisterEntry, RegisterView } from '@campus/contract/affairs/jczy';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolDate } from '../../../../lib/school-date.js';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { groupTestApp, ok, schoolMembers } from '../../test-helpers.js';

/**
 * The class register (issue 12): the class monitor (the demo student) writes one entry a day; a
 * repeated submit is the same entry, other figures for a written day are refused naming the date;
 * the class's counsellor reads and comments; other students, other counsellors' and other
 * schools' staff never see it.
 */
const WHO = ['student', 'counsellor', 'college', 'office', 'teacher', 'hbcounsellor', 'hbstudent'] as const;
const { t, as } = groupTestApp('jczy', WHO);
/** A classmate of the demo student who is not the monitor. */
let classmate: ServiceCaller;

beforeAll(async () => {
  const mate = await schoolMembers(t.database.db)
    .innerJoin('tenantMember as me', 'me.orgId', 'm.orgId')
    .innerJoin('appUser as s', 's.id', 'me.userId')
    .select('u.account')
    .where('s.account', '=', 'student')
    .where('u.account', '!=', 'student')
    .orderBy('m.number')
    .executeTakeFirstOrThrow();
  classmate = (await serviceCallers(t.app, 'jczy', [mate.account]))[mate.account]!;
});

const today = () => schoolDate(Date.now());

describe('the class register', () => {
  it('shows the monitor their class with the demo days, today still to write', async () => {
    const view = await ok<RegisterView>(as.student.api.get('/class/register'));
    expect(view.recording?.className).toBe('软件工程2024级1班');
    expect(view.entries.length).toBe(10);
    expect(view.entries.some((e) => e.date === today())).toBe(false);
    expect(view.mayComment).toBe(false);
    expect(view.entries.some((e) => e.comment)).toBe(true);
  });

  it('takes one entry a day: the same submit again is the same entry, other figures are refused naming the date', async () => {
    const input = { date: today(), lessons: 8, absences: 1, notes: '下午班会' };
    const first = await ok<RegisterEntry>(as.student.api.post('/class/register/save', input));
    const again = await ok<RegisterEntry>(as.student.api.post('/class/register/save', input));
    expect(again.id).toBe(first.id);
    expect(again.version).toBe(1);
    const other = await as.student.api.post<RegisterEntry>('/class/register/save', { ...input, absences: 3 });
    expect(other.state).toBe(ModuleState.FORM_DATA_INVALID);
    expect(other.message).toContain('already written');
    expect(JSON.stringify(other)).toContain('"date"');
    // Editing that entry with its version works once; the old version is then stale.
    const edited = await ok<RegisterEntry>(
      as.student.api.post('/class/register/save', { ...input, id: first.id, version: 1, absences: 3 }),
    );
    expect(edited).toMatchObject({ id: first.id, absences: 3, version: 2 });
    const stale = await as.student.api.post('/class/register/save', {
      ...input,
      id: first.id,
      version: 1,
      absences: 4,
    });
    expect(stale.state).toBe(ModuleState.FORM_DATA_INVALID);
    const rows = await t.database.db
      .selectFrom('classRegister')
      .select('id')
      .where('date', '=', today())
      .where('classId', '=', first.classId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a day after today, bad figures and anyone but the monitor', async () => {
    const future = await as.student.api.post('/class/register/save', {
      date: '2999-01-01',
      lessons: 1,
      absences: 0,
    });
    expect(future.state).toBe(ModuleState.FORM_DATA_INVALID);
    const negative = await as.student.api.post('/class/register/save', {
      date: today(),
      lessons: -1,
      absences: 0,
    });
    expect(negative.state).not.toBe(200);
    expect(JSON.stringify(negative)).toContain('lessons');
    for (const who of [as.counsellor, classmate, as.teacher]) {
      const refused = await who.api.post('/class/register/save', { date: today(), lessons: 2, absences: 0 });
      expect(refused.state, who.api.who.account).toBe(SecurityState.UNAUTHORIZED);
    }
  });

  it("lets the class's counsellor read and comment; others in charge read; outsiders see nothing", async () => {
    const mine = await ok<RegisterView>(as.student.api.get('/class/register'));
    const classId = mine.classId!;
    const view = await ok<RegisterView>(as.counsellor.api.get('/class/register', { classId }));
    expect(view.mayComment).toBe(true);
    expect(view.entries.map((e) => e.date)).toContain(today());
    const entry = view.entries.find((e) => e.date === today())!;
    const commented = await ok<RegisterEntry>(
      as.counsellor.api.post('/class/register/comment', { id: entry.id, comment: '已阅' }),
    );
    expect(commented).toMatchObject({ comment: '已阅', commentBy: '王晓婷' });
    expect((await ok<RegisterView>(as.office.api.get('/class/register', { classId }))).entries.length).toBe(
      11,
    );
    // The monitor may not comment on their own register; the other school does not know the entry or the class.
    expect((await as.student.api.post('/class/register/comment', { id: entry.id, comment: 'x' })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect(
      (await as.hbcounsellor.api.post('/class/register/comment', { id: entry.id, comment: 'x' })).state,
    ).toBe(ModuleState.RESOURCE_NOT_FOUND);
    expect((await as.hbcounsellor.api.get('/class/register', { classId })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    const theirs = await ok<RegisterView>(as.hbcounsellor.api.get('/class/register'));
    expect(JSON.stringify(theirs)).not.toContain(entry.id);
    // A student who is not the monitor has nothing to read, nor another school's monitor this class.
    const none = await ok<RegisterView>(classmate.api.get('/class/register'));
    expect(none).toMatchObject({ recording: null, classes: [], entries: [] });
    expect((await as.hbstudent.api.get('/class/register', { classId })).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
  });
});
