import { HttpState, ModuleState } from '@campus/contract';
import {
  CANCEL_HOURS,
  SLOT_DAYS_AHEAD,
  type BookInput,
  type BookingStatus,
  type BookingView,
  type Mode,
  type ScheduleSlot,
  type SlotInput,
  type SlotView,
  type Topic,
} from '@campus/contract/affairs/zxgl';
import type { Kysely } from 'kysely';
import { memberProfile } from '../../../../core/org/profile.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { requireGroupApplicant } from '../../audience.js';
import { groupRefusal, say } from '../../group-refusal.js';
import { bookedBy } from './disclosure.js';
import { requireCounsellingStaff, ZXGL } from './group.js';
import { COUNSELLING_TEXTS as T } from './texts.js';
import type { QueryRow } from '../../query-row.js';
import { pickRow } from '../../row-where.js';

/**
 * Slots and bookings. A slot holds its live booking's id; booking is one transaction that inserts
 * the booking and claims the slot by a conditional update (`booking_id is null`): of two students
 * racing for a slot, the second's update finds it taken and its transaction rolls back. A student
 * holds one upcoming booking at a time and cancels up to CANCEL_HOURS before the session. An
 * anonymous booking keeps the student unknown to the staff (disclosure.ts) until they reveal it.
 */
type Db = Kysely<DB>;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const slotColumns = [
  's.id',
  's.counsellorId',
  'c.fullname as counsellorName',
  's.startsAt',
  's.minutes',
  's.place',
  's.mode',
  's.bookingId',
] as const;

const slotsQuery = (db: Db, tenantId: string) =>
  db
    .selectFrom('counsellingSlot as s')
    .innerJoin('appUser as c', 'c.id', 's.counsellorId')
    .select(slotColumns)
    .where('s.tenantId', '=', tenantId);

type SlotRow = QueryRow<typeof slotsQuery>;

const slotView = (s: SlotRow): SlotView => ({
  id: s.id,
  counsellorId: s.counsellorId,
  counsellorName: s.counsellorName,
  startsAt: Number(s.startsAt),
  minutes: s.minutes,
  place: s.place,
  mode: s.mode as Mode,
  booked: s.bookingId !== null,
});

/** The slots of the coming weeks, open or taken (never by whom). */
export async function openSlots(db: Db, caller: AuthContext, now: number): Promise<SlotView[]> {
  requireGroupApplicant(ZXGL, caller);
  const rows = await slotsQuery(db, caller.tenantId)
    .where('s.startsAt', '>', now)
    .where('s.startsAt', '<', now + SLOT_DAYS_AHEAD * DAY)
    .orderBy('s.startsAt')
    .orderBy('c.fullname')
    .execute();
  return rows.map(slotView);
}

const bookingsQuery = (db: Db, tenantId: string) =>
  slotsQuery(db, tenantId)
    .innerJoin('counsellingBooking as b', 'b.slotId', 's.id')
    .select([
      'b.id as bid',
      'b.studentId',
      'b.topic',
      'b.description',
      'b.anonymous',
      'b.revealedAt',
      'b.phone',
      'b.status',
      'b.createdAt',
    ]);

type BookingRow = QueryRow<typeof bookingsQuery>;

const bookingView = (b: BookingRow, now: number): BookingView => ({
  id: b.bid,
  slot: slotView(b),
  topic: b.topic as Topic,
  description: b.description,
  anonymous: b.anonymous === 'Y',
  revealed: b.anonymous === 'Y' && b.revealedAt !== null,
  status: b.status as BookingStatus,
  createdAt: Number(b.createdAt),
  cancellable: b.status === 'booked' && Number(b.startsAt) - now >= CANCEL_HOURS * HOUR,
});

export async function myBookings(db: Db, caller: AuthContext, now: number): Promise<BookingView[]> {
  requireGroupApplicant(ZXGL, caller);
  const rows = await bookingsQuery(db, caller.tenantId)
    .where('b.studentId', '=', caller.userId)
    .orderBy('s.startsAt', 'desc')
    .limit(100)
    .execute();
  return rows.map((b) => bookingView(b, now));
}

export async function book(db: Db, caller: AuthContext, input: BookInput, now: number): Promise<BookingView> {
  requireGroupApplicant(ZXGL, caller);
  const profile = await memberProfile(db, caller.tenantId, caller.userId);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    const slot = await pickRow(trx, 'counsellingSlot', ['id', 'startsAt', 'bookingId'], {
      tenantId: caller.tenantId,
      id: input.slotId,
    });
    if (!slot) throw groupRefusal(ModuleState.RESOURCE_NOT_FOUND, T.noSlot, 'slotId');
    if (Number(slot.startsAt) <= now)
      throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, T.slotPast, 'slotId');
    if (slot.bookingId) throw groupRefusal(ModuleState.AFFAIR_ALREADY_APPLIED, T.slotTaken, 'slotId');
    const upcoming = await trx
      .selectFrom('counsellingBooking as b')
      .innerJoin('counsellingSlot as s', 's.id', 'b.slotId')
      .select('b.id')
      .where('b.tenantId', '=', caller.tenantId)
      .where('b.studentId', '=', caller.userId)
      .where('b.status', '=', 'booked')
      .where('s.startsAt', '>', now)
      .executeTakeFirst();
    if (upcoming) throw groupRefusal(ModuleState.AFFAIR_ALREADY_APPLIED, T.oneAtATime, 'slotId');
    await trx
      .insertInto('counsellingBooking')
      .values({
        id,
        tenantId: caller.tenantId,
        slotId: slot.id,
        studentId: caller.userId,
        collegeId: profile?.collegeId ?? null,
        topic: input.topic,
        description: input.description?.trim() || null,
        phone: input.phone,
        anonymous: input.anonymous ? 'Y' : 'N',
        status: 'booked',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const claimed = await trx
      .updateTable('counsellingSlot')
      .set({ bookingId: id })
      .where('id', '=', slot.id)
      .where('bookingId', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw groupRefusal(ModuleState.AFFAIR_ALREADY_APPLIED, T.slotTaken, 'slotId');
  });
  const row = await bookingsQuery(db, caller.tenantId).where('b.id', '=', id).executeTakeFirstOrThrow();
  return bookingView(row, now);
}

const ownBookingQuery = (db: Db, caller: AuthContext, id: string) =>
  bookingsQuery(db, caller.tenantId).where('b.id', '=', id).where('b.studentId', '=', caller.userId);

/** The student's own booking, for them to cancel or reveal: refused when there is none of theirs. */
async function ownBooking(db: Db, caller: AuthContext, id: string) {
  requireGroupApplicant(ZXGL, caller);
  const found = await ownBookingQuery(db, caller, id).executeTakeFirst();
  if (!found) throw groupRefusal(ModuleState.RESOURCE_NOT_FOUND, T.noBooking, 'id');
  return found;
}

export async function cancelBooking(
  db: Db,
  caller: AuthContext,
  id: string,
  now: number,
): Promise<BookingView> {
  const found = await ownBooking(db, caller, id);
  if (found.status !== 'booked') throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, T.notBooked, 'id');
  if (Number(found.startsAt) - now < CANCEL_HOURS * HOUR)
    throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, say(T.tooLate, { hours: CANCEL_HOURS }), 'id');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('counsellingBooking')
      .set({ status: 'cancelled', updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'booked')
      .execute();
    await trx.updateTable('counsellingSlot').set({ bookingId: null }).where('bookingId', '=', id).execute();
  });
  return bookingView({ ...found, status: 'cancelled', bookingId: null }, now);
}

/**
 * The student shows the counsellor who they are on an anonymous booking (once and for good: the
 * counsellor may already have called them). Revealing again changes nothing; a booking not
 * anonymous has nothing to reveal.
 */
export async function revealBooking(
  db: Db,
  caller: AuthContext,
  id: string,
  now: number,
): Promise<BookingView> {
  const { status } = await ownBooking(db, caller, id);
  if (status === 'cancelled') throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, T.cancelled, 'id');
  await db
    .updateTable('counsellingBooking')
    .set({ revealedAt: now, updatedAt: now })
    .where('id', '=', id)
    .where('anonymous', '=', 'Y')
    .where('revealedAt', 'is', null)
    .execute();
  return bookingView(await ownBookingQuery(db, caller, id).executeTakeFirstOrThrow(), now);
}

/** The counsellor's own slots from a week back to the weeks ahead, with who booked (as disclosure.ts says). */
export async function schedule(db: Db, caller: AuthContext, now: number): Promise<ScheduleSlot[]> {
  requireCounsellingStaff(caller);
  const slots = await slotsQuery(db, caller.tenantId)
    .where('s.counsellorId', '=', caller.userId)
    .where('s.startsAt', '>', now - 7 * DAY)
    .where('s.startsAt', '<', now + SLOT_DAYS_AHEAD * DAY)
    .orderBy('s.startsAt')
    .execute();
  // A slot's booking: its live one, or the one that took place there (done or a no-show).
  const bookings = slots.length
    ? await db
        .selectFrom('counsellingBooking as b')
        .innerJoin('appUser as u', 'u.id', 'b.studentId')
        .leftJoin('counsellingRecord as r', 'r.bookingId', 'b.id')
        .select([
          'b.id',
          'b.slotId',
          'u.fullname',
          'b.anonymous',
          'b.revealedAt',
          'b.phone',
          'b.topic',
          'b.description',
          'b.status',
          'r.bookingId as recorded',
        ])
        .where('b.tenantId', '=', caller.tenantId)
        .where(
          'b.slotId',
          'in',
          slots.map((s) => s.id),
        )
        .where('b.status', '!=', 'cancelled')
        .execute()
    : [];
  return slots.map((s) => {
    const b = bookings.find((x) => x.slotId === s.id);
    return {
      ...slotView(s),
      booking: b
        ? {
            id: b.id,
            ...bookedBy(b),
            topic: b.topic as Topic,
            description: b.description,
            status: b.status as BookingStatus,
            recorded: b.recorded !== null,
          }
        : null,
    };
  });
}

export async function addSlot(
  db: Db,
  caller: AuthContext,
  input: SlotInput,
  now: number,
): Promise<ScheduleSlot> {
  requireCounsellingStaff(caller);
  if (input.startsAt <= now || input.startsAt > now + SLOT_DAYS_AHEAD * DAY)
    throw groupRefusal(HttpState.BAD_REQUEST, say(T.slotWindow, { days: SLOT_DAYS_AHEAD }), 'startsAt');
  const end = input.startsAt + input.minutes * 60_000;
  const near = await db
    .selectFrom('counsellingSlot')
    .select(['startsAt', 'minutes'])
    .where('tenantId', '=', caller.tenantId)
    .where('counsellorId', '=', caller.userId)
    .where('startsAt', '>', input.startsAt - DAY)
    .where('startsAt', '<', end)
    .execute();
  if (near.some((s) => Number(s.startsAt) + s.minutes * 60_000 > input.startsAt))
    throw groupRefusal(HttpState.BAD_REQUEST, T.overlap, 'startsAt');
  const id = newId();
  await db
    .insertInto('counsellingSlot')
    .values({
      id,
      tenantId: caller.tenantId,
      counsellorId: caller.userId,
      ...input,
      bookingId: null,
      createdAt: now,
    })
    .execute();
  const row = await slotsQuery(db, caller.tenantId).where('s.id', '=', id).executeTakeFirstOrThrow();
  return { ...slotView(row), booking: null };
}
