import { CHECKIN_SLOT_MS, ModuleState, SecurityState } from '@campus/contract';
import { EPIDEMIC_STAFF, GATE_GUARD, type GatePass, type GateScan } from '@campus/contract/affairs/yqfk';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { parseCode, signCode, slotOf, slotState, verifySignature } from '../../checkin/code.js';
import { secretOf } from '../../checkin/repo.js';
import { refuse } from './refusals.js';

/**
 * Campus exit and entry: a student's campusExit request (the leave chain in hours, approved by
 * the counsellor) is their pass for its day. The student shows their own rotating code (the
 * check-in mechanism's student code, signed per school for a 30 s slot); the gate scans it, the
 * first scan records the way out, the second the way back in, each by one conditional write, so
 * two scans at once record once.
 */
type Db = Kysely<DB>;
export const CAMPUS_EXIT_PROCESS = 'yqfk_campus_exit';
const HOUR_MS = 3_600_000;

interface ExitRequest {
  id: string;
  outDate: string;
  hours: number;
  destination: string;
}

/** The student's approved campus exit for the school day, latest first. */
async function approvedExitOn(
  db: Db,
  tenantId: string,
  studentId: string,
  day: string,
): Promise<ExitRequest | null> {
  const rows = await db
    .selectFrom('bpmInstance')
    .select(['id', 'data'])
    .where('tenantId', '=', tenantId)
    .where('starterId', '=', studentId)
    .where('defKey', '=', CAMPUS_EXIT_PROCESS)
    .where('status', '=', 'end')
    .where('result', '=', 'agree')
    .orderBy('createdAt', 'desc')
    .limit(20)
    .execute();
  for (const row of rows) {
    const data = JSON.parse(row.data) as { outDate?: string; hours?: number; destination?: string };
    if (data.outDate === day)
      return {
        id: row.id,
        outDate: day,
        hours: Number(data.hours),
        destination: String(data.destination ?? ''),
      };
  }
  return null;
}

async function passOf(db: Db, tenantId: string, exit: ExitRequest): Promise<GatePass> {
  const passage = await db
    .selectFrom('campusPass')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('requestId', '=', exit.id)
    .executeTakeFirst();
  return {
    requestId: exit.id,
    outDate: exit.outDate,
    hours: exit.hours,
    destination: exit.destination,
    state: !passage ? 'notOut' : passage.inAt === null ? 'out' : 'back',
    outAt: passage ? Number(passage.outAt) : null,
    inAt: passage?.inAt == null ? null : Number(passage.inAt),
  };
}

/** The student's pass for today and, while it is not used up, their code of the current slot. */
export async function myPass(db: Db, caller: AuthContext, now: number) {
  if (caller.kind !== 'student') refuse('notStudent', {}, SecurityState.UNAUTHORIZED);
  const exit = await approvedExitOn(db, caller.tenantId, caller.userId, schoolDate(now));
  if (!exit) return { pass: null, code: null };
  const pass = await passOf(db, caller.tenantId, exit);
  if (pass.state === 'back') return { pass, code: null };
  const slot = slotOf(now);
  const secret = await secretOf(db, caller.tenantId, now);
  const code = signCode(secret, { kind: 's', tenantId: caller.tenantId, subjectId: caller.userId, slot });
  return { pass, code: { code, typed: null, slot, expiresAt: (slot + 1) * CHECKIN_SLOT_MS } };
}

/** The gate scans a student's code: out first, then back in; anything else is refused, saying why. */
export async function scanAtGate(db: Db, caller: AuthContext, text: string, now: number): Promise<GateScan> {
  if (!caller.roles.some((r) => r === GATE_GUARD || r === EPIDEMIC_STAFF))
    refuse('notGate', {}, SecurityState.UNAUTHORIZED);
  const code = parseCode(text);
  if (!code || code.kind !== 's' || code.tenantId !== caller.tenantId)
    refuse('badPass', {}, ModuleState.FORM_DATA_INVALID, 'code');
  if (!verifySignature(await secretOf(db, caller.tenantId, now), code))
    refuse('badPass', {}, ModuleState.FORM_DATA_INVALID, 'code');
  if (slotState(code, now) !== 'fresh') refuse('stalePass', {}, ModuleState.FORM_DATA_INVALID, 'code');
  const student = await db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .leftJoin('org as o', (j) => j.onRef('o.id', '=', 'm.orgId').on('o.tenantId', '=', caller.tenantId))
    .select(['u.fullname', 'm.number', 'o.name as className'])
    .where('m.tenantId', '=', caller.tenantId)
    .where('m.userId', '=', code.subjectId)
    .executeTakeFirst();
  const exit = student ? await approvedExitOn(db, caller.tenantId, code.subjectId, schoolDate(now)) : null;
  if (!student || !exit) refuse('noPass', {}, ModuleState.AFFAIR_NOT_ELIGIBLE);
  const said = {
    studentName: student.fullname,
    number: student.number ?? '',
    className: student.className ?? '',
  };
  // The way out: one row per request (its primary key), so a second scan at once finds it taken.
  const out = await db
    .insertInto('campusPass')
    .values({
      requestId: exit.id,
      tenantId: caller.tenantId,
      studentId: code.subjectId,
      outAt: now,
      outBy: caller.userId,
      inAt: null,
      inBy: null,
    })
    .onConflict((oc) => oc.column('requestId').doNothing())
    .executeTakeFirst();
  if (Number(out.numInsertedOrUpdatedRows ?? 0) > 0)
    return { ...said, recorded: 'out', at: now, late: false };
  // The way back in: only while out.
  const back = await db
    .updateTable('campusPass')
    .set({ inAt: now, inBy: caller.userId })
    .where('tenantId', '=', caller.tenantId)
    .where('requestId', '=', exit.id)
    .where('inAt', 'is', null)
    .executeTakeFirst();
  if (Number(back.numUpdatedRows) === 0) refuse('passUsed', {}, ModuleState.AFFAIR_ALREADY_APPLIED);
  const passage = await db
    .selectFrom('campusPass')
    .select('outAt')
    .where('requestId', '=', exit.id)
    .executeTakeFirstOrThrow();
  return { ...said, recorded: 'in', at: now, late: now - Number(passage.outAt) > exit.hours * HOUR_MS };
}
