import type { MoralSessionView, MoralStatus } from '@campus/contract/affairs/szgz';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { MoralSessionTable } from './tables.js';
import { rowWhere } from '../../row-where.js';

/** The moral-education class's rows (migration 0073): sessions and sign-ups. */
type Db = Kysely<DB> | Transaction<DB>;

export const toView = (
  row: Selectable<MoralSessionTable>,
  waiting: number,
  mine: MoralStatus | null,
  today: string,
): MoralSessionView => ({
  id: row.id,
  title: row.title,
  kind: row.kind as MoralSessionView['kind'],
  speaker: row.speaker,
  place: row.place,
  date: row.date,
  time: row.time,
  term: row.term,
  capacity: row.capacity,
  points: row.points,
  creatorName: row.creatorName,
  signed: row.signed,
  waiting,
  mine,
  past: row.date < today,
});

export function sessions(db: Db, tenantId: string, since: string) {
  return db
    .selectFrom('moralSession')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('date', '>=', since)
    .orderBy('date', 'desc')
    .orderBy('time', 'desc')
    .limit(200)
    .execute();
}

export function sessionById(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'moralSession', { tenantId, id });
}

/** Waiting sign-ups per session. */
export async function waitingCounts(db: Db, tenantId: string, sessionIds: string[]) {
  if (sessionIds.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('moralSignup')
    .select(['sessionId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tenantId', '=', tenantId)
    .where('sessionId', 'in', sessionIds)
    .where('status', '=', 'waiting')
    .groupBy('sessionId')
    .execute();
  return new Map(rows.map((r) => [r.sessionId, Number(r.n)]));
}

export function signupsOf(db: Db, tenantId: string, studentId: string) {
  return db
    .selectFrom('moralSignup as s')
    .innerJoin('moralSession as m', 'm.id', 's.sessionId')
    .select(['s.sessionId', 's.status', 'm.title', 'm.date', 'm.term', 'm.points'])
    .where('s.tenantId', '=', tenantId)
    .where('s.studentId', '=', studentId)
    .orderBy('m.date', 'desc')
    .execute();
}

export function signup(db: Db, tenantId: string, sessionId: string, studentId: string) {
  return rowWhere(db, 'moralSignup', { tenantId, sessionId, studentId });
}

/** Takes a place if one is free: one conditional update, so parallel sign-ups never pass the capacity. */
export async function takePlace(db: Db, tenantId: string, sessionId: string): Promise<boolean> {
  const result = await db
    .updateTable('moralSession')
    .set({ signed: sql`signed + 1` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', sessionId)
    .whereRef('signed', '<', 'capacity')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function freePlace(db: Db, tenantId: string, sessionId: string) {
  await db
    .updateTable('moralSession')
    .set({ signed: sql`signed - 1` })
    .where('tenantId', '=', tenantId)
    .where('id', '=', sessionId)
    .where('signed', '>', 0)
    .execute();
}

export async function insertSignup(
  db: Db,
  row: {
    id: string;
    tenantId: string;
    sessionId: string;
    studentId: string;
    status: MoralStatus;
    at: number;
  },
): Promise<boolean> {
  const result = await db
    .insertInto('moralSignup')
    .values({
      id: row.id,
      tenantId: row.tenantId,
      sessionId: row.sessionId,
      studentId: row.studentId,
      status: row.status,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .onConflict((oc) => oc.columns(['tenantId', 'sessionId', 'studentId']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export function firstWaiting(db: Db, tenantId: string, sessionId: string) {
  return db
    .selectFrom('moralSignup')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('sessionId', '=', sessionId)
    .where('status', '=', 'waiting')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
}

export function setStatus(db: Db, tenantId: string, ids: string[], status: MoralStatus, at: number) {
  return db
    .updateTable('moralSignup')
    .set({ status, updatedAt: at })
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
}

export function deleteSignup(db: Db, tenantId: string, id: string) {
  return db.deleteFrom('moralSignup').where('tenantId', '=', tenantId).where('id', '=', id).execute();
}

export function roster(db: Db, tenantId: string, sessionId: string) {
  return db
    .selectFrom('moralSignup as s')
    .innerJoin('appUser as u', 'u.id', 's.studentId')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 's.studentId').onRef('m.tenantId', '=', 's.tenantId'),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select(['s.id', 's.studentId', 'u.fullname as name', 'm.number', 'o.name as className', 's.status'])
    .where('s.tenantId', '=', tenantId)
    .where('s.sessionId', '=', sessionId)
    .orderBy('m.number')
    .execute();
}
