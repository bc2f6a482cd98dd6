import { ModuleState, SecurityState, type Envelope } from '@campus/contract';
import {
  ANONYMOUS_KEY,
  type BookingView,
  type CounsellingStats,
  type CourseView,
  type ScheduleSlot,
  type SessionRecord,
  type SlotView,
} from '@campus/contract/affairs/zxgl';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceCallers, type ServiceCaller } from '../../../../test/affairs.js';
import { listenLocally, postOverHttp } from '../../../../test/over-http.js';
import { groupTestApp, ok, schoolStudents } from '../../test-helpers.js';

/**
 * Counselling (issue 14): students book a counsellor's slot and cancel up to a day ahead; one
 * booking per slot, also when many students press at the same moment (over real HTTP, so on
 * PostgreSQL the transactions overlap); one upcoming booking per student; session records read
 * only by the counselling centre's staff (not the student, their class counsellor, the college,
 * the office or the school's administrator); statistics are counts only.
 */
let baseUrl: string;
const WHO = [
  'student',
  'counsellor',
  'college',
  'office',
  'admin',
  'zxgl_lin',
  'zxgl_chen',
  'hbstudent',
] as const;
const { t, as } = groupTestApp('zxgl', WHO);

beforeAll(async () => {
  baseUrl = await listenLocally(t.app);
});

const HOUR = 3_600_000;
/** A moment `days` ahead at `hour` o'clock China time (evening hours: the demo has no slots then). */
const ahead = (days: number, hour: number) => {
  const day = new Date(Date.now() + 8 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
  return Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`);
};

/**
 * A start less than a day ahead, on the hour in the evening China time: the demo's own slots are
 * in the day, so a slot at now + 5 h overlapped them at some hours of the day.
 */
function soonEvening(): number {
  for (let hours = 2; hours <= 22; hours++) {
    const start = Math.ceil((Date.now() + hours * HOUR) / HOUR) * HOUR;
    const chinaHour = new Date(start + 8 * HOUR).getUTCHours();
    if (chinaHour >= 19 && chinaHour <= 23) return start;
  }
  throw new Error('no evening hour within a day');
}

async function newSlot(who: ServiceCaller, startsAt: number): Promise<ScheduleSlot> {
  return ok<ScheduleSlot>(
    who.api.post('/counselling/slots', { startsAt, minutes: 50, place: '302 咨询室', mode: 'inPerson' }),
  );
}

async function put(who: ServiceCaller, path: string, payload: unknown): Promise<Envelope<unknown>> {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/zxgl/v3${path}`,
    headers: { ...who.api.who.headers, 'accept-language': 'en-US' },
    payload: payload as Record<string, unknown>,
  });
  return response.json();
}

/** Students of the first school without a live booking (not the named demo student). */
async function freeStudents(count: number): Promise<ServiceCaller[]> {
  const free = await schoolStudents(t.database.db)
    .select('u.account')
    .where('u.account', 'not in', ['student'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('counsellingBooking as b')
            .select('b.id')
            .whereRef('b.studentId', '=', 'u.id')
            .where('b.status', '=', 'booked'),
        ),
      ),
    )
    .orderBy('m.number')
    .limit(count)
    .execute();
  expect(free.length).toBe(count);
  return Object.values(
    await serviceCallers(
      t.app,
      'zxgl',
      free.map((f) => f.account),
    ),
  );
}

const BOOKING = { topic: 'study', description: '期末压力大，想聊聊', phone: '13800138000' };

describe('the demo', () => {
  it('has open and taken slots, schedules with bookings, courses and counts', async () => {
    const slots = await ok<SlotView[]>(as.student.api.get('/counselling/slots'));
    expect(slots.some((s) => s.booked)).toBe(true);
    expect(slots.some((s) => !s.booked)).toBe(true);
    expect(new Set(slots.map((s) => s.counsellorName))).toEqual(new Set(['林静', '陈思远']));
    const schedule = await ok<ScheduleSlot[]>(as.zxgl_lin.api.get('/counselling/schedule'));
    expect(schedule.some((s) => s.booking?.status === 'done' && s.booking.recorded)).toBe(true);
    const courses = await ok<CourseView[]>(as.student.api.get('/counselling/courses'));
    expect(courses.length).toBeGreaterThan(3);
    const stats = await ok<CounsellingStats>(
      as.office.api.get('/counselling/statistics', { by: 'counsellor' }),
    );
    expect(stats.rows.map((r) => r.label).sort()).toEqual(['林静', '陈思远']);
    expect(stats.totals.done).toBeGreaterThan(5);
  });
});

describe('booking', () => {
  it('books a slot once, one upcoming booking per student, cancels up to a day ahead', async () => {
    const slot = await newSlot(as.zxgl_lin, ahead(10, 20));
    const other = await newSlot(as.zxgl_chen, ahead(11, 20));
    const booked = await ok<BookingView>(
      as.student.api.post('/counselling/bookings', { ...BOOKING, slotId: slot.id }),
    );
    expect(booked).toMatchObject({
      status: 'booked',
      cancellable: true,
      slot: { id: slot.id, booked: true },
    });
    // The slot is taken for anyone else, and the student may not hold two.
    const again = await as.student.api.post('/counselling/bookings', { ...BOOKING, slotId: other.id });
    expect(again.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
    expect(again.message).toContain('upcoming booking');
    // The counsellor sees who booked; the other school does not see the slot at all.
    const schedule = await ok<ScheduleSlot[]>(as.zxgl_lin.api.get('/counselling/schedule'));
    expect(schedule.find((s) => s.id === slot.id)?.booking).toMatchObject({
      studentName: expect.any(String),
      topic: 'study',
    });
    const foreign = await as.hbstudent.api.post('/counselling/bookings', { ...BOOKING, slotId: other.id });
    expect(foreign.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    // Cancelling reopens the slot.
    const cancelled = await ok<BookingView>(as.student.api.post(`/counselling/bookings/${booked.id}/cancel`));
    expect(cancelled.status).toBe('cancelled');
    const open = await ok<SlotView[]>(as.student.api.get('/counselling/slots'));
    expect(open.find((s) => s.id === slot.id)?.booked).toBe(false);
    const twice = await as.student.api.post(`/counselling/bookings/${booked.id}/cancel`);
    expect(twice.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
  });

  it('refuses to cancel less than a day ahead, and names the field of bad input', async () => {
    const soon = await newSlot(as.zxgl_chen, soonEvening());
    const booked = await ok<BookingView>(
      as.student.api.post('/counselling/bookings', { ...BOOKING, slotId: soon.id }),
    );
    expect(booked.cancellable).toBe(false);
    const late = await as.student.api.post(`/counselling/bookings/${booked.id}/cancel`);
    expect(late.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(late.message).toContain('24 hours');
    const bad = await as.student.api.post('/counselling/bookings', {
      ...BOOKING,
      slotId: soon.id,
      topic: 'gossip',
      phone: '123',
    });
    expect(bad.state).not.toBe(200);
    expect(bad.state).toBeLessThan(500);
    expect(bad.message).toMatch(/topic|phone/);
    // Staff do not book; students do not publish slots.
    expect((await as.office.api.post('/counselling/bookings', { ...BOOKING, slotId: soon.id })).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    const slot = await as.student.api.post('/counselling/slots', {
      startsAt: ahead(5, 21),
      minutes: 50,
      place: 'x',
      mode: 'online',
    });
    expect(slot.state).toBe(SecurityState.UNAUTHORIZED);
    // Overlapping or far-off slots are refused, naming the start.
    const overlap = await as.zxgl_chen.api.post('/counselling/slots', {
      startsAt: soon.startsAt + 10 * 60_000,
      minutes: 50,
      place: 'x',
      mode: 'online',
    });
    expect(overlap.state).not.toBe(200);
    expect(overlap.message).toContain('overlaps');
    const far = await as.zxgl_chen.api.post('/counselling/slots', {
      startsAt: ahead(60, 9),
      minutes: 50,
      place: 'x',
      mode: 'online',
    });
    expect(far.message).toContain('28 days');
  });

  it('gives a slot to exactly one of many students pressing at once', async () => {
    const slot = await newSlot(as.zxgl_lin, ahead(12, 21));
    const students = await freeStudents(8);
    const replies = await Promise.all(
      students.map((s) =>
        postOverHttp(`${baseUrl}/api/zxgl/v3/counselling/bookings`, s.api.who, {
          ...BOOKING,
          slotId: slot.id,
        }),
      ),
    );
    expect(replies.every((r) => r.http < 500)).toBe(true);
    expect(replies.filter((r) => r.body.state === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.body.state !== 200)) {
      expect(r.body.state).toBe(ModuleState.AFFAIR_ALREADY_APPLIED);
      expect(r.body.message).toContain('booked this slot');
    }
    const live = await t.database.db
      .selectFrom('counsellingBooking')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slotId', '=', slot.id)
      .where('status', '=', 'booked')
      .executeTakeFirstOrThrow();
    expect(Number(live.n)).toBe(1);
  });
});

describe('session records', () => {
  it('are read only by the counselling centre staff and written by the session counsellor', async () => {
    const schedule = await ok<ScheduleSlot[]>(as.zxgl_lin.api.get('/counselling/schedule'));
    const done = schedule.find((s) => s.booking?.recorded)!.booking!;
    const record = await ok<SessionRecord>(as.zxgl_chen.api.get(`/counselling/bookings/${done.id}/record`));
    expect(record.summary.length).toBeGreaterThan(5);
    expect(record.writerName).toBe('林静');
    // The student themselves, their class counsellor, the college, the office and the school's
    // administrator: all are answered as for a record that does not exist.
    const student = await t.database.db
      .selectFrom('counsellingBooking as b')
      .innerJoin('appUser as u', 'u.id', 'b.studentId')
      .select('u.account')
      .where('b.id', '=', done.id)
      .executeTakeFirstOrThrow();
    const owner = (await serviceCallers(t.app, 'zxgl', [student.account]))[student.account]!;
    for (const who of [owner, as.counsellor, as.college, as.office, as.admin, as.student, as.hbstudent]) {
      const body = await who.api.get(`/counselling/bookings/${done.id}/record`);
      expect(body.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
      expect(JSON.stringify(body)).not.toContain(record.summary);
    }
    const missing = await as.office.api.get('/counselling/bookings/nosuchbooking/record');
    expect(missing.state).toBe(ModuleState.RESOURCE_NOT_FOUND);
    // Nor may anyone else write one; another counsellor may not write over a colleague's session.
    const entry = { outcome: 'done', summary: '复诊，情绪明显好转。', risk: 'low' };
    expect((await put(as.admin, `/counselling/bookings/${done.id}/record`, entry)).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect((await put(as.counsellor, `/counselling/bookings/${done.id}/record`, entry)).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect((await put(as.zxgl_chen, `/counselling/bookings/${done.id}/record`, entry)).state).toBe(
      ModuleState.AFFAIR_NOT_ELIGIBLE,
    );
    const rewritten = await put(as.zxgl_lin, `/counselling/bookings/${done.id}/record`, {
      ...entry,
      risk: 'crisis',
    });
    expect(rewritten.state).toBe(200);
    const bad = await put(as.zxgl_lin, `/counselling/bookings/${done.id}/record`, { ...entry, risk: 'meh' });
    expect(bad.message).toContain('risk');
  });

  it('cannot be written before the session', async () => {
    const slot = await newSlot(as.zxgl_lin, ahead(13, 21));
    const [student] = await freeStudents(1);
    const booking = await ok<BookingView>(
      student!.api.post('/counselling/bookings', { ...BOOKING, slotId: slot.id }),
    );
    const early = await put(as.zxgl_lin, `/counselling/bookings/${booking.id}/record`, {
      outcome: 'done',
      summary: '提前写',
      risk: 'low',
    });
    expect(early.state).toBe(ModuleState.AFFAIR_NOT_ELIGIBLE);
    expect(early.message).toContain('not started');
  });
});

/**
 * Issue 25 §14: anonymous means nothing that identifies the student (name, number, phone, class,
 * college) reaches the centre's staff, on any route that shows them bookings, until the student
 * reveals it on their booking.
 */
describe('anonymous bookings', () => {
  /** What would identify a student in a reply. */
  async function identity(account: string) {
    const row = await t.database.db
      .selectFrom('tenantMember as m')
      .innerJoin('appUser as u', 'u.id', 'm.userId')
      .innerJoin('org as c', 'c.id', 'm.orgId')
      .select(['u.id', 'u.fullname', 'm.number', 'c.name as className'])
      .where('u.account', '=', account)
      .executeTakeFirstOrThrow();
    return row;
  }
  const STAFF_ROUTES = [
    '/counselling/schedule',
    '/counselling/statistics?by=counsellor',
    '/counselling/statistics?by=type',
    '/counselling/statistics?by=college',
  ];
  const replies = async (who: ServiceCaller, paths: readonly string[]) =>
    JSON.stringify(await Promise.all(paths.map((path) => who.api.get(path))));

  it('shows the counsellor no name, number, phone or class until the student reveals them', async () => {
    const slot = await newSlot(as.zxgl_chen, ahead(14, 21));
    // A student who never booked before: nothing of theirs is in any schedule yet.
    const never = await schoolStudents(t.database.db)
      .select('u.account')
      .where('u.account', '!=', 'student')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('counsellingBooking as b').select('b.id').whereRef('b.studentId', '=', 'u.id'),
          ),
        ),
      )
      .orderBy('m.number', 'desc')
      .executeTakeFirstOrThrow();
    const student = (await serviceCallers(t.app, 'zxgl', [never.account]))[never.account];
    const who = await identity(never.account);
    const phone = '13911112222';
    const collegeBefore = await ok<CounsellingStats>(
      as.zxgl_chen.api.get('/counselling/statistics', { by: 'college' }),
    );
    const booked = await ok<BookingView>(
      student!.api.post('/counselling/bookings', { ...BOOKING, phone, slotId: slot.id, anonymous: true }),
    );
    expect(booked).toMatchObject({ anonymous: true, revealed: false });

    const schedule = await ok<ScheduleSlot[]>(as.zxgl_chen.api.get('/counselling/schedule'));
    expect(schedule.find((s) => s.id === slot.id)?.booking).toMatchObject({
      id: booked.id,
      anonymous: true,
      studentName: null,
      phone: null,
      topic: 'study',
    });
    for (const viewer of [as.zxgl_chen, as.zxgl_lin, as.office]) {
      const seen = await replies(viewer, viewer === as.office ? STAFF_ROUTES.slice(1) : STAFF_ROUTES);
      for (const secret of [who.fullname, who.number, phone, who.className, who.id])
        expect(seen).not.toContain(secret);
    }
    // Counted by counsellor and topic as any booking; by college among the undisclosed.
    const collegeAfter = await ok<CounsellingStats>(
      as.zxgl_chen.api.get('/counselling/statistics', { by: 'college' }),
    );
    const count = (stats: CounsellingStats, key: string) =>
      stats.rows.find((r) => r.key === key)?.bookings ?? 0;
    expect(count(collegeAfter, ANONYMOUS_KEY)).toBe(count(collegeBefore, ANONYMOUS_KEY) + 1);
    expect(collegeAfter.totals.bookings).toBe(collegeBefore.totals.bookings + 1);

    // Only the student reveals, and only their own booking; twice is once.
    expect((await as.zxgl_chen.api.post(`/counselling/bookings/${booked.id}/reveal`)).state).toBe(
      SecurityState.UNAUTHORIZED,
    );
    expect((await as.student.api.post(`/counselling/bookings/${booked.id}/reveal`)).state).toBe(
      ModuleState.RESOURCE_NOT_FOUND,
    );
    const revealed = await ok<BookingView>(student!.api.post(`/counselling/bookings/${booked.id}/reveal`));
    expect(revealed).toMatchObject({ anonymous: true, revealed: true });
    expect(
      (await ok<BookingView>(student!.api.post(`/counselling/bookings/${booked.id}/reveal`))).revealed,
    ).toBe(true);
    const after = await ok<ScheduleSlot[]>(as.zxgl_chen.api.get('/counselling/schedule'));
    expect(after.find((s) => s.id === slot.id)?.booking).toMatchObject({
      anonymous: true,
      studentName: who.fullname,
      phone,
    });
    const collegeRevealed = await ok<CounsellingStats>(
      as.zxgl_chen.api.get('/counselling/statistics', { by: 'college' }),
    );
    expect(count(collegeRevealed, ANONYMOUS_KEY)).toBe(count(collegeBefore, ANONYMOUS_KEY));
  });

  it('keeps the demo’s anonymous bookings anonymous in the schedule and their records', async () => {
    const anonymous = await t.database.db
      .selectFrom('counsellingBooking as b')
      .innerJoin('counsellingSlot as s', 's.id', 'b.slotId')
      .innerJoin('counsellingRecord as r', 'r.bookingId', 'b.id')
      .innerJoin('appUser as u', 'u.id', 'b.studentId')
      .innerJoin('appUser as c', 'c.id', 's.counsellorId')
      .select(['b.id', 'b.phone', 'u.account', 'c.account as counsellor'])
      .where('b.anonymous', '=', 'Y')
      .where('s.startsAt', '>', Date.now() - 6 * 24 * HOUR)
      .where('s.startsAt', '<', Date.now())
      .executeTakeFirstOrThrow();
    const counsellor = anonymous.counsellor === 'zxgl_lin' ? as.zxgl_lin : as.zxgl_chen;
    const who = await identity(anonymous.account);
    const schedule = await ok<ScheduleSlot[]>(counsellor.api.get('/counselling/schedule'));
    expect(schedule.find((s) => s.booking?.id === anonymous.id)?.booking).toMatchObject({
      anonymous: true,
      studentName: null,
      phone: null,
      recorded: true,
    });
    const record = await counsellor.api.get(`/counselling/bookings/${anonymous.id}/record`);
    expect(record.state).toBe(200);
    const rewritten = await put(counsellor, `/counselling/bookings/${anonymous.id}/record`, {
      outcome: 'done',
      summary: '来访者情绪平稳，约定两周后复诊。',
      risk: 'low',
    });
    expect(rewritten.state).toBe(200);
    const seen = JSON.stringify([schedule, record, rewritten]);
    for (const secret of [who.fullname, who.number, anonymous.phone, who.className, who.id])
      expect(seen).not.toContain(secret);
  });
});

describe('statistics', () => {
  it('are counts by counsellor, topic and college for the centre and the office only', async () => {
    for (const by of ['counsellor', 'type', 'college'] as const) {
      const stats = await ok<CounsellingStats>(as.zxgl_chen.api.get('/counselling/statistics', { by }));
      expect(stats.rows.length).toBeGreaterThan(1);
      expect(stats.rows.reduce((n, r) => n + r.bookings, 0)).toBe(stats.totals.bookings);
      for (const row of stats.rows)
        expect(Object.keys(row).sort()).toEqual([
          'bookings',
          'cancelled',
          'done',
          'key',
          'label',
          'noShow',
          'upcoming',
        ]);
    }
    const college = await ok<CounsellingStats>(
      as.office.api.get('/counselling/statistics', { by: 'college' }),
    );
    expect(college.rows.some((r) => r.label.endsWith('学院'))).toBe(true);
    for (const who of [as.student, as.counsellor, as.college]) {
      const body = await who.api.get('/counselling/statistics', { by: 'type' });
      expect(body.state).toBe(SecurityState.UNAUTHORIZED);
    }
    expect((await as.office.api.get('/counselling/statistics', { by: 'name' })).message).toContain('by');
  });
});
