import { ModuleState } from '@campus/contract';
import {
  MORAL_PASS_POINTS,
  type MoralAttendanceInput,
  type MoralRecord,
  type MoralRoster,
  type MoralSessionInput,
  type MoralSessionView,
  type MoralStatus,
} from '@campus/contract/affairs/szgz';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { addDays, schoolDate } from '../../../../lib/school-date.js';
import { termOf } from '../../terms.js';
import { isStaff } from './group.js';
import * as repo from './moral-repo.js';
import { refuse } from './refusals.js';

/**
 * The moral-education class (德育课堂): staff hold sessions with places and points; a student
 * signs up (a place if one is free, else the waiting list; the same sign-up again is the same),
 * cancels before the day (the first waiting student takes the place); staff mark who attended,
 * and the attended sessions' points make the student's record per term.
 */
type Db = Kysely<DB>;

const student = (caller: AuthContext) => {
  if (caller.kind !== 'student') throw refuse('notStudent');
};
const staff = (caller: AuthContext) => {
  if (!isStaff(caller)) throw refuse('notStaff');
};

async function views(db: Db, caller: AuthContext, mine: boolean): Promise<MoralSessionView[]> {
  const today = schoolDate(Date.now());
  const rows = await repo.sessions(db, caller.tenantId, addDays(today, -180));
  const waiting = await repo.waitingCounts(
    db,
    caller.tenantId,
    rows.map((r) => r.id),
  );
  const own = mine
    ? new Map((await repo.signupsOf(db, caller.tenantId, caller.userId)).map((s) => [s.sessionId, s.status]))
    : new Map<string, string>();
  return rows.map((r) =>
    repo.toView(r, waiting.get(r.id) ?? 0, (own.get(r.id) as MoralStatus | undefined) ?? null, today),
  );
}

export async function studentSessions(db: Db, caller: AuthContext) {
  student(caller);
  return views(db, caller, true);
}

export async function manageSessions(db: Db, caller: AuthContext) {
  staff(caller);
  return views(db, caller, false);
}

async function oneView(db: Db, caller: AuthContext, sessionId: string): Promise<MoralSessionView> {
  const row = await repo.sessionById(db, caller.tenantId, sessionId);
  if (!row) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  const waiting = await repo.waitingCounts(db, caller.tenantId, [row.id]);
  const own = await repo.signup(db, caller.tenantId, row.id, caller.userId);
  return repo.toView(
    row,
    waiting.get(row.id) ?? 0,
    (own?.status as MoralStatus | undefined) ?? null,
    schoolDate(Date.now()),
  );
}

export async function signUp(db: Db, caller: AuthContext, sessionId: string): Promise<MoralSessionView> {
  student(caller);
  await db.transaction().execute(async (trx) => {
    const session = await repo.sessionById(trx, caller.tenantId, sessionId);
    if (!session) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
    if (await repo.signup(trx, caller.tenantId, sessionId, caller.userId)) return;
    if (session.date < schoolDate(Date.now())) throw refuse('sessionPast', {}, 'sessionId');
    const placed = await repo.takePlace(trx, caller.tenantId, sessionId);
    const inserted = await repo.insertSignup(trx, {
      id: newId(),
      tenantId: caller.tenantId,
      sessionId,
      studentId: caller.userId,
      status: placed ? 'signedUp' : 'waiting',
      at: Date.now(),
    });
    // A parallel request of the same student signed up first: give the place back.
    if (!inserted && placed) await repo.freePlace(trx, caller.tenantId, sessionId);
  });
  return oneView(db, caller, sessionId);
}

export async function cancel(db: Db, caller: AuthContext, sessionId: string): Promise<MoralSessionView> {
  student(caller);
  await db.transaction().execute(async (trx) => {
    const session = await repo.sessionById(trx, caller.tenantId, sessionId);
    if (!session) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
    const mine = await repo.signup(trx, caller.tenantId, sessionId, caller.userId);
    if (!mine) return;
    if (mine.status === 'attended' || mine.status === 'absent')
      throw refuse('alreadyMarked', {}, 'sessionId');
    if (session.date < schoolDate(Date.now())) throw refuse('sessionPast', {}, 'sessionId');
    await repo.deleteSignup(trx, caller.tenantId, mine.id);
    if (mine.status !== 'signedUp') return;
    const next = await repo.firstWaiting(trx, caller.tenantId, sessionId);
    if (next) await repo.setStatus(trx, caller.tenantId, [next.id], 'signedUp', Date.now());
    else await repo.freePlace(trx, caller.tenantId, sessionId);
  });
  return oneView(db, caller, sessionId);
}

export async function record(db: Db, caller: AuthContext): Promise<MoralRecord> {
  student(caller);
  const lines = await repo.signupsOf(db, caller.tenantId, caller.userId);
  const totals = new Map<string, number>();
  for (const line of lines) {
    const earned = line.status === 'attended' ? line.points : 0;
    totals.set(line.term, (totals.get(line.term) ?? 0) + earned);
  }
  return {
    passPoints: MORAL_PASS_POINTS,
    terms: [...totals]
      .sort((a, b) => b[0].localeCompare(a[0]))
      .map(([term, points]) => ({ term, points, passed: points >= MORAL_PASS_POINTS })),
    lines: lines.map((l) => ({
      sessionId: l.sessionId,
      title: l.title,
      date: l.date,
      status: l.status as MoralStatus,
      points: l.status === 'attended' ? l.points : 0,
    })),
  };
}

export async function createSession(
  db: Db,
  caller: AuthContext,
  input: MoralSessionInput,
): Promise<MoralSessionView> {
  staff(caller);
  if (input.date < schoolDate(Date.now())) throw refuse('datePast', {}, 'date');
  const id = newId();
  await db
    .insertInto('moralSession')
    .values({
      id,
      tenantId: caller.tenantId,
      ...input,
      title: input.title.trim(),
      speaker: input.speaker.trim(),
      place: input.place.trim(),
      term: termOf(input.date),
      signed: 0,
      creatorId: caller.userId,
      creatorName: caller.fullname,
      createdAt: Date.now(),
    })
    .execute();
  return oneView(db, caller, id);
}

export async function roster(db: Db, caller: AuthContext, sessionId: string): Promise<MoralRoster> {
  staff(caller);
  const session = await oneView(db, caller, sessionId);
  const rows = await repo.roster(db, caller.tenantId, sessionId);
  return {
    session,
    students: rows.map((r) => ({
      studentId: r.studentId,
      name: r.name,
      number: r.number,
      className: r.className,
      status: r.status as MoralStatus,
    })),
  };
}

export async function markAttendance(
  db: Db,
  caller: AuthContext,
  input: MoralAttendanceInput,
): Promise<MoralRoster> {
  staff(caller);
  const session = await repo.sessionById(db, caller.tenantId, input.sessionId);
  if (!session) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  if (session.date > schoolDate(Date.now())) throw refuse('notYet', {}, 'sessionId');
  const rows = await repo.roster(db, caller.tenantId, input.sessionId);
  const byStudent = new Map(rows.map((r) => [r.studentId, r]));
  const now = Date.now();
  for (const [i, mark] of input.marks.entries()) {
    const row = byStudent.get(mark.studentId);
    if (!row || row.status === 'waiting')
      throw refuse('notSignedUp', { name: row?.name ?? mark.studentId }, `marks[${i}].studentId`);
  }
  await db.transaction().execute(async (trx) => {
    for (const status of ['attended', 'absent'] as const) {
      const ids = input.marks.filter((m) => m.status === status).map((m) => byStudent.get(m.studentId)!.id);
      if (ids.length) await repo.setStatus(trx, caller.tenantId, ids, status, now);
    }
  });
  return roster(db, caller, input.sessionId);
}
