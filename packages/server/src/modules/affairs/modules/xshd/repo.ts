import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { ActivitySignupTable, ActivityTable } from './tables.js';
import { pickRow, pickRows, rowWhere } from '../../row-where.js';

/** The activities' tables (migration 0064); every call takes the school from the caller. */
type Db = Kysely<DB>;

export type ActivityRow = ActivityTable;
export type SignupRow = ActivitySignupTable;

/** Activities with their waiting count, newest start first. */
export function activities(db: Db, tenantId: string) {
  return db
    .selectFrom('activity as a')
    .selectAll('a')
    .select((eb) =>
      eb
        .selectFrom('activitySignup as s')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('s.activityId', '=', 'a.id')
        .where('s.status', '=', 'waiting')
        .as('waiting'),
    )
    .where('a.tenantId', '=', tenantId)
    .orderBy('a.startsAt', 'desc')
    .orderBy('a.id', 'desc')
    .limit(100);
}

export function activityById(db: Db, tenantId: string, id: string) {
  return activities(db, tenantId).where('a.id', '=', id).executeTakeFirst();
}

export function activityByPoint(db: Db, tenantId: string, pointId: string) {
  return rowWhere(db, 'activity', { tenantId, pointId });
}

export function signupsOf(db: Db, tenantId: string, studentId: string, activityIds: readonly string[]) {
  if (activityIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activitySignup')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('studentId', '=', studentId)
    .where('activityId', 'in', activityIds)
    .execute();
}

export function signupOf(db: Db, activityId: string, studentId: string) {
  return rowWhere(db, 'activitySignup', { activityId, studentId });
}

/** Waiting students ahead of a time on an activity's list. */
export async function waitingAhead(db: Db, activityId: string, queuedAt: number, id: string) {
  const row = await db
    .selectFrom('activitySignup')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('activityId', '=', activityId)
    .where('status', '=', 'waiting')
    .where((eb) =>
      eb.or([eb('queuedAt', '<', queuedAt), eb.and([eb('queuedAt', '=', queuedAt), eb('id', '<', id)])]),
    )
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the activity's row for the rest of the transaction: its sign-ups change one at a time. */
export async function lockActivity(db: Db, id: string, now: number) {
  await db.updateTable('activity').set({ updatedAt: now }).where('id', '=', id).execute();
}

/** Takes a place if one is free (one conditional update: never over capacity). */
export async function takePlace(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('activity')
    .set((eb) => ({ accepted: eb('accepted', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb('accepted', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function freePlace(db: Db, id: string) {
  await db
    .updateTable('activity')
    .set((eb) => ({ accepted: eb('accepted', '-', 1) }))
    .where('id', '=', id)
    .where('accepted', '>', 0)
    .execute();
}

export async function setSignup(db: Db, id: string, from: SignupRow['status'][], values: Partial<SignupRow>) {
  const result = await db
    .updateTable('activitySignup')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The first on the waiting list. */
export function nextWaiting(db: Db, activityId: string) {
  return db
    .selectFrom('activitySignup')
    .selectAll()
    .where('activityId', '=', activityId)
    .where('status', '=', 'waiting')
    .orderBy('queuedAt')
    .orderBy('id')
    .executeTakeFirst();
}

/** Students with a place or waiting, with their number and sign-in. */
export function participants(db: Db, activity: ActivityRow) {
  return db
    .selectFrom('activitySignup as s')
    .innerJoin('appUser as u', 'u.id', 's.studentId')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 's.studentId').onRef('m.tenantId', '=', 's.tenantId'),
    )
    .leftJoin('checkinRecord as r', (j) =>
      j.onRef('r.studentId', '=', 's.studentId').on('r.pointId', '=', activity.pointId ?? '-'),
    )
    .select([
      's.id',
      's.studentId',
      'u.fullname as name',
      'm.number',
      's.status',
      's.queuedAt',
      's.credits',
      'r.createdAt as signedInAt',
    ])
    .where('s.activityId', '=', activity.id)
    .where('s.status', '!=', 'cancelled')
    .orderBy('s.status')
    .orderBy('s.queuedAt')
    .orderBy('s.id')
    .execute();
}

export async function signedInCount(db: Db, pointId: string | null) {
  if (!pointId) return 0;
  const row = await db
    .selectFrom('checkinRecord')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('pointId', '=', pointId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function signInOf(db: Db, pointId: string | null, studentId: string) {
  return pickRow(db, 'checkinRecord', ['createdAt'], { pointId: pointId ?? '-', studentId });
}

/** Gives the activity's credits to everyone with a place who signed in. */
export async function grantCredits(db: Db, activity: ActivityRow, now: number) {
  await db
    .updateTable('activitySignup')
    .set({ credits: activity.credits, updatedAt: now })
    .where('activityId', '=', activity.id)
    .where('status', '=', 'accepted')
    .where('studentId', 'in', (eb) =>
      eb
        .selectFrom('checkinRecord')
        .select('studentId')
        .where('pointId', '=', activity.pointId ?? '-'),
    )
    .execute();
}

export function creditRecords(db: Db, tenantId: string, studentId: string) {
  return db
    .selectFrom('activitySignup as s')
    .innerJoin('activity as a', 'a.id', 's.activityId')
    .select(['a.id', 'a.name', 'a.category', 's.credits', 'a.summarisedAt'])
    .where('s.tenantId', '=', tenantId)
    .where('s.studentId', '=', studentId)
    .where('s.credits', 'is not', null)
    .execute();
}

export function organisedSummarised(db: Db, tenantId: string, organiserId: string) {
  return pickRows(db, 'activity', ['id', 'name', 'category', 'credits', 'summarisedAt'], {
    tenantId,
    organiserId,
    status: 'summarised',
  });
}

export function works(db: Db, activityId: string, studentId?: string) {
  let query = db
    .selectFrom('activityWork as w')
    .innerJoin('appUser as u', 'u.id', 'w.studentId')
    .selectAll('w')
    .select('u.fullname as name')
    .where('w.activityId', '=', activityId);
  if (studentId) query = query.where('w.studentId', '=', studentId);
  return query.orderBy('w.updatedAt', 'desc').execute();
}
