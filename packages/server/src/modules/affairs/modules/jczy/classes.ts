import type { ClassRef } from '@campus/contract/affairs/jczy';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB, Duty } from '../../../../db/schema.js';
import { activeStudents } from '../../student-query.js';

/**
 * Classes and their people as campus services see them: the class a student monitors (the
 * `head` duty on the class), the classes a teacher teaches, those in a member of staff's charge,
 * and a class's students in number order. Every query takes the caller's tenant.
 */
type Db = Kysely<DB>;

export interface ClassRow extends ClassRef {
  path: string;
  grade: string | null;
}

const classes = (db: Db, tenantId: string) =>
  db
    .selectFrom('org as o')
    .select(['o.id as classId', 'o.name as className', 'o.path', 'o.grade'])
    .where('o.tenantId', '=', tenantId)
    .where('o.type', '=', 'class');

/** The classes the member holds a duty on (monitor: head; teacher: teacher). */
export function dutyClasses(db: Db, tenantId: string, userId: string, duty: Duty): Promise<ClassRow[]> {
  return classes(db, tenantId)
    .innerJoin('orgDuty as d', (join) =>
      join.onRef('d.orgId', '=', 'o.id').onRef('d.tenantId', '=', 'o.tenantId'),
    )
    .where('d.userId', '=', userId)
    .where('d.duty', '=', duty)
    .orderBy('o.code')
    .execute();
}

export function chargeClasses(db: Db, tenantId: string, charge: Charge): Promise<ClassRow[]> {
  return classes(db, tenantId).where(inCharge(charge, 'o.path')).orderBy('o.code').execute();
}

export function classById(db: Db, tenantId: string, classId: string): Promise<ClassRow | undefined> {
  return classes(db, tenantId).where('o.id', '=', classId).executeTakeFirst();
}

export interface StudentRow {
  studentId: string;
  name: string;
  number: string;
}

export function classStudents(db: Db, tenantId: string, classId: string): Promise<StudentRow[]> {
  return activeStudents(db, tenantId)
    .select(['u.id as studentId', 'u.fullname as name', 'm.number'])
    .where('m.orgId', '=', classId)
    .orderBy('m.number')
    .execute();
}
