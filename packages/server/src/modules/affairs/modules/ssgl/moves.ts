import { ModuleState } from '@campus/contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../../../db/errors.js';
import type { DB } from '../../../../db/schema.js';
import { newId } from '../../../../lib/ids.js';
import { bedByCode, bedLabel, bedOfStudent, sexOf, type PlaceRow } from './beds-repo.js';
import { refuse, sexText } from './refusals.js';

/**
 * Moving a student between beds, inside the caller's transaction (an approval's): the rooms
 * concerned are updated first, in id order, the room gaining a student only while
 * occupied < capacity; then the old bed is freed and the new one taken only while it is free. On
 * PostgreSQL each guarded update waits for a concurrent one on the same row and re-reads it, so of
 * two approvals for the last place in a room, or for one bed, exactly one succeeds and the other
 * is refused (and its approval undone); the unique index on a bed's student keeps one bed each.
 */
type Db = Kysely<DB>;

/** checkIn/change/checkOut come from approved requests; assign/free are the office's by hand. */
export type MoveKind = 'checkIn' | 'change' | 'checkOut' | 'assign' | 'free';

export interface MoveInput {
  studentId: string;
  /** The bed to move to (its code); null frees the student's bed (moving out). */
  toBed: string | null;
  kind: MoveKind;
  instanceId: string | null;
  operatorId: string | null;
  now: number;
}

export interface MoveResult {
  from: PlaceRow | undefined;
  to: PlaceRow | undefined;
}

const AT_APPROVAL = ModuleState.AFFAIR_QUOTA_FULL;

/** Checks that the bed may take this student (exists, free, offered, the right sex). */
export async function checkTargetBed(
  db: Db,
  tenantId: string,
  studentId: string,
  code: string,
  state: number = ModuleState.AFFAIR_NOT_ELIGIBLE,
): Promise<PlaceRow> {
  const target = await bedByCode(db, tenantId, code);
  if (!target) return refuse('bedNotFound', { bed: code }, state);
  if (target.studentId === studentId) return refuse('sameRoom', { bed: code }, state);
  const sex = await sexOf(db, studentId);
  if (sex && target.sex !== sex) return refuse('wrongSex', { bed: code, sex: sexText(target.sex) }, state);
  if (target.studentId) return refuse('bedTaken', { bed: code }, state);
  if (target.reserved === 'Y') return refuse('bedReserved', { bed: code }, state);
  if (target.occupied >= target.capacity)
    return refuse(
      'roomFull',
      { room: bedLabel(target).replace(/-\d+$/, ''), capacity: target.capacity },
      state,
    );
  return target;
}

async function lockRooms(db: Db, from: PlaceRow | undefined, to: PlaceRow | undefined) {
  const rooms = [...new Set([from?.roomId, to?.roomId].filter((r): r is string => !!r))].sort();
  for (const roomId of rooms) {
    const delta = (roomId === to?.roomId ? 1 : 0) - (roomId === from?.roomId ? 1 : 0);
    if (delta > 0) {
      const gained = await db
        .updateTable('dormRoom')
        .set((eb) => ({ occupied: eb('occupied', '+', 1) }))
        .where('id', '=', roomId)
        .whereRef('occupied', '<', 'capacity')
        .executeTakeFirst();
      if (Number(gained.numUpdatedRows) === 0)
        refuse(
          'roomFull',
          { room: `${to!.buildingName} ${to!.roomNumber}`, capacity: to!.capacity },
          AT_APPROVAL,
        );
    } else if (delta < 0) {
      await db
        .updateTable('dormRoom')
        .set((eb) => ({ occupied: eb('occupied', '-', 1) }))
        .where('id', '=', roomId)
        .where('occupied', '>', 0)
        .execute();
    } else {
      // Same room: only hold it, so moves touching it happen one after the other.
      await db
        .updateTable('dormRoom')
        .set((eb) => ({ occupied: eb.ref('occupied') }))
        .where('id', '=', roomId)
        .execute();
    }
  }
}

export async function moveStudent(db: Db, tenantId: string, input: MoveInput): Promise<MoveResult> {
  const { studentId, now } = input;
  const from = await bedOfStudent(db, tenantId, studentId);
  // Checking in (or a bed given by hand) is for students without one; a move is a room change.
  if (from && (input.kind === 'checkIn' || input.kind === 'assign'))
    refuse('studentHasBed', { bed: bedLabel(from) }, AT_APPROVAL);
  if (!from && (input.kind === 'checkOut' || input.kind === 'free')) refuse('studentNoBed', {}, AT_APPROVAL);
  const to = input.toBed
    ? await checkTargetBed(db, tenantId, studentId, input.toBed, AT_APPROVAL)
    : undefined;
  if (to && from?.roomId === to.roomId && input.kind === 'change')
    refuse('sameRoom', { bed: to.code }, AT_APPROVAL);
  await lockRooms(db, from, to);
  if (from)
    await db
      .updateTable('dormBed')
      .set({ studentId: null, since: null })
      .where('id', '=', from.bedId)
      .where('studentId', '=', studentId)
      .execute();
  if (to) {
    try {
      const taken = await db
        .updateTable('dormBed')
        .set({ studentId, since: now })
        .where('id', '=', to.bedId)
        .where('studentId', 'is', null)
        .where('reserved', '=', 'N')
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) refuse('bedTaken', { bed: to.code }, AT_APPROVAL);
    } catch (error) {
      // The same student given a second bed at once: the unique index lets one through.
      if (isUniqueViolation(error)) refuse('bedTaken', { bed: to.code }, AT_APPROVAL);
      throw error;
    }
  }
  await db
    .insertInto('dormMove')
    .values({
      id: newId(),
      tenantId,
      studentId,
      kind: input.kind,
      fromBedId: from?.bedId ?? null,
      toBedId: to?.bedId ?? null,
      instanceId: input.instanceId,
      operatorId: input.operatorId,
      createdAt: now,
    })
    .execute();
  return { from, to };
}
