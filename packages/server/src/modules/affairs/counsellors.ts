import type { Kysely, Transaction } from 'kysely';
import { inCharge, type Charge } from '../../core/org/charge.js';
import type { DB, Duty } from '../../db/schema.js';

/**
 * The counsellors of the classes in a member of staff's charge, each with their classes, their
 * classes' students and the college they belong to: what the political-work team's profiles and
 * the counsellor assessment's results list.
 */
export interface CounsellorLine {
  counsellorId: string;
  counsellorName: string;
  number: string;
  collegeName: string;
  classes: string[];
  students: number;
}

export async function counsellorsInCharge(
  db: Kysely<DB> | Transaction<DB>,
  tenantId: string,
  charge: Charge,
  /** 'teacher' gives the teachers of those classes instead (the assessment rates both). */
  duty: Extract<Duty, 'counsellor' | 'teacher'> = 'counsellor',
): Promise<CounsellorLine[]> {
  const rows = await db
    .selectFrom('orgDuty as d')
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .innerJoin('appUser as u', 'u.id', 'd.userId')
    .innerJoin('tenantMember as cm', (join) =>
      join.onRef('cm.userId', '=', 'd.userId').onRef('cm.tenantId', '=', 'd.tenantId'),
    )
    .innerJoin('org as co', 'co.id', 'cm.orgId')
    .leftJoin('tenantMember as s', (join) =>
      join.onRef('s.orgId', '=', 'o.id').onRef('s.tenantId', '=', 'o.tenantId').on('s.kind', '=', 'student'),
    )
    .select([
      'd.userId as counsellorId',
      'u.fullname as counsellorName',
      'cm.number',
      'co.name as collegeName',
      'o.code',
      'o.name as className',
      (eb) => eb.fn.count<number>('s.userId').as('students'),
    ])
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', '=', duty)
    .where('o.type', '=', 'class')
    .where(inCharge(charge, 'o.path'))
    .groupBy(['d.userId', 'u.fullname', 'cm.number', 'co.name', 'o.code', 'o.name'])
    .orderBy('co.name')
    .orderBy('cm.number')
    .orderBy('o.code')
    .execute();
  const lines = new Map<string, CounsellorLine>();
  for (const row of rows) {
    const line = lines.get(row.counsellorId) ?? {
      counsellorId: row.counsellorId,
      counsellorName: row.counsellorName,
      number: row.number,
      collegeName: row.collegeName,
      classes: [],
      students: 0,
    };
    line.classes.push(row.className);
    line.students += Number(row.students);
    lines.set(row.counsellorId, line);
  }
  return [...lines.values()];
}

/**
 * The students (membership `m`, account `u`) of the classes counsellors counsel, by the
 * counsellor's duty `d`: callers name the counsellor and what they read.
 */
export function studentsOfCounsellors(db: Kysely<DB> | Transaction<DB>, tenantId: string) {
  return db
    .selectFrom('orgDuty as d')
    .innerJoin('tenantMember as m', (j) =>
      j.onRef('m.orgId', '=', 'd.orgId').onRef('m.tenantId', '=', 'd.tenantId'),
    )
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .where('d.tenantId', '=', tenantId)
    .where('d.duty', '=', 'counsellor')
    .where('m.kind', '=', 'student');
}

/** The active students of the classes a counsellor counsels, in number order. */
export function counselledStudents(db: Kysely<DB> | Transaction<DB>, tenantId: string, counsellorId: string) {
  return studentsOfCounsellors(db, tenantId)
    .innerJoin('org as o', 'o.id', 'd.orgId')
    .select(['u.id', 'u.fullname as name', 'm.number', 'o.name as className'])
    .where('d.userId', '=', counsellorId)
    .where('m.status', '=', 'active')
    .orderBy('m.number')
    .execute();
}
