import { ModuleState } from '@campus/contract';
import type { RecordInput, Risk, SessionRecord } from '@campus/contract/affairs/zxgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { groupRefusal } from '../../group-refusal.js';
import { isCounsellingStaff, requireCounsellingStaff } from './group.js';
import { COUNSELLING_TEXTS as T } from './texts.js';

/**
 * Session records (咨询记录), confidential: the only reads and writes of `counselling_record`.
 * Only the centre's staff read one; anyone else (the student, their class counsellor, the
 * college, the office, the school's administrator) is answered as for a record that does not
 * exist, so probing ids tells nothing. The slot's own counsellor writes it once the session has
 * begun, marking the booking done or a no-show.
 */
type Db = Kysely<DB>;

const notFound = () => groupRefusal(ModuleState.RESOURCE_NOT_FOUND, T.noRecord, 'id');

export async function readRecord(db: Db, caller: AuthContext, bookingId: string): Promise<SessionRecord> {
  if (!isCounsellingStaff(caller)) throw notFound();
  const row = await db
    .selectFrom('counsellingRecord as r')
    .innerJoin('appUser as w', 'w.id', 'r.writtenBy')
    .selectAll('r')
    .select('w.fullname as writerName')
    .where('r.tenantId', '=', caller.tenantId)
    .where('r.bookingId', '=', bookingId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const booking = await db
    .selectFrom('counsellingBooking')
    .select('status')
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return {
    bookingId: row.bookingId,
    outcome: booking.status === 'noShow' ? 'noShow' : 'done',
    summary: row.summary,
    ...(row.assessment ? { assessment: row.assessment } : {}),
    risk: row.risk as Risk,
    ...(row.plan ? { plan: row.plan } : {}),
    referral: row.referral === 'Y',
    writerName: row.writerName,
    writtenAt: Number(row.writtenAt),
  };
}

export async function writeRecord(
  db: Db,
  caller: AuthContext,
  bookingId: string,
  input: RecordInput,
  now: number,
): Promise<SessionRecord> {
  requireCounsellingStaff(caller);
  const booking = await db
    .selectFrom('counsellingBooking as b')
    .innerJoin('counsellingSlot as s', 's.id', 'b.slotId')
    .select(['b.status', 's.counsellorId', 's.startsAt'])
    .where('b.tenantId', '=', caller.tenantId)
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) throw groupRefusal(ModuleState.RESOURCE_NOT_FOUND, T.noBooking, 'id');
  if (booking.counsellorId !== caller.userId)
    throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, T.notYours, 'id');
  if (booking.status === 'cancelled') throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, T.cancelled, 'id');
  if (Number(booking.startsAt) > now) throw groupRefusal(ModuleState.AFFAIR_NOT_ELIGIBLE, T.notYet, 'id');
  const values = {
    summary: input.summary.trim(),
    assessment: input.assessment?.trim() || null,
    risk: input.risk,
    plan: input.plan?.trim() || null,
    referral: input.referral ? ('Y' as const) : ('N' as const),
    writtenBy: caller.userId,
    writtenAt: now,
  };
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('counsellingRecord')
      .set(values)
      .where('bookingId', '=', bookingId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      await trx
        .insertInto('counsellingRecord')
        .values({ bookingId, tenantId: caller.tenantId, ...values })
        .execute();
    await trx
      .updateTable('counsellingBooking')
      .set({ status: input.outcome, updatedAt: now })
      .where('id', '=', bookingId)
      .execute();
  });
  return readRecord(db, caller, bookingId);
}
