import type { TalkInput, TalkRecord, TalkStudent, TalkType, TalkView } from '@campus/contract/affairs/zgdw';
import type { Kysely } from 'kysely';
import { inCharge, studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { newId } from '../../../../lib/ids.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { counselledStudents } from '../../counsellors.js';
import { termOf } from '../../terms.js';
import { isCollegeStaff, isCounsellor, isOfficeLeader } from './group.js';
import { refuse } from './refusals.js';

/**
 * Heart-to-heart talk records (谈心谈话), confidential (MODULES §16: to the counsellor and the
 * college): a record is read by its author, by the staff of the college the student belongs to
 * (their charge) and by the student-affairs office's leadership (isOfficeLeader), nobody else: not
 * other colleges, not other counsellors, not the office's clerks, not teachers, not the student.
 * Decided here for every route that reads them.
 */
type Db = Kysely<DB>;

export async function talkStudents(db: Db, caller: AuthContext): Promise<TalkStudent[]> {
  if (!isCounsellor(caller)) throw refuse('notCounsellor');
  return counselledStudents(db, caller.tenantId, caller.userId);
}

export async function talkView(db: Db, caller: AuthContext): Promise<TalkView> {
  const leadership = await isOfficeLeader(db, caller);
  const counsellor = isCounsellor(caller);
  const college = !leadership && isCollegeStaff(caller);
  if (!leadership && !counsellor && !college) throw refuse('notTeam');
  // The college's charge only (its student-affairs duty), whatever other roles the caller holds.
  const charge = college
    ? await studentsInCharge(db, caller.tenantId, { userId: caller.userId, roles: [], isTenantAdmin: false })
    : null;
  let query = db
    .selectFrom('talkRecord as t')
    .innerJoin('appUser as u', 'u.id', 't.studentId')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.userId', '=', 't.studentId').onRef('m.tenantId', '=', 't.tenantId'),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select([
      't.id',
      't.authorName',
      't.studentId',
      'u.fullname as studentName',
      'm.number as studentNumber',
      'o.name as className',
      't.date',
      't.minutes',
      't.type',
      't.topic',
      't.measures',
      't.followUp',
    ])
    .where('t.tenantId', '=', caller.tenantId);
  if (!leadership)
    query = query.where((eb) =>
      charge
        ? eb.or([eb('t.authorId', '=', caller.userId), inCharge(charge, 'o.path')])
        : eb('t.authorId', '=', caller.userId),
    );
  const rows = await query.orderBy('t.date', 'desc').orderBy('t.createdAt', 'desc').limit(200).execute();
  let coverage: TalkView['coverage'] = null;
  if (counsellor) {
    const term = termOf(schoolDate(Date.now()));
    const students = await counselledStudents(db, caller.tenantId, caller.userId);
    const talked = new Set(
      rows
        .filter((r) => termOf(r.date) === term && students.some((s) => s.id === r.studentId))
        .map((r) => r.studentId),
    );
    coverage = { talked: talked.size, students: students.length };
  }
  return {
    leadership,
    college,
    mayWrite: counsellor,
    coverage,
    records: rows.map((r) => ({ ...r, type: r.type as TalkType })),
  };
}

export async function writeTalk(db: Db, caller: AuthContext, input: TalkInput): Promise<TalkRecord> {
  if (!isCounsellor(caller)) throw refuse('notCounsellor');
  if (input.date > schoolDate(Date.now())) throw refuse('futureDay', {}, 'date');
  if (input.followUp && input.followUp <= input.date) throw refuse('followUpBefore', {}, 'followUp');
  const student = (await counselledStudents(db, caller.tenantId, caller.userId)).find(
    (s) => s.id === input.studentId,
  );
  if (!student) throw refuse('notYourStudent', {}, 'studentId');
  const row = {
    id: newId(),
    tenantId: caller.tenantId,
    authorId: caller.userId,
    authorName: caller.fullname,
    studentId: student.id,
    date: input.date,
    minutes: input.minutes,
    type: input.type,
    topic: input.topic.trim(),
    measures: input.measures.trim(),
    followUp: input.followUp ?? null,
    createdAt: Date.now(),
  };
  await db.insertInto('talkRecord').values(row).execute();
  return {
    id: row.id,
    authorName: row.authorName,
    studentId: student.id,
    studentName: student.name,
    studentNumber: student.number,
    className: student.className,
    date: row.date,
    minutes: row.minutes,
    type: row.type,
    topic: row.topic,
    measures: row.measures,
    followUp: row.followUp,
  };
}
