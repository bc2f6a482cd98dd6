import { ModuleState } from '@campus/contract';
import type { BedAssignBody, BedFreeBody, StudentPlacement } from '@campus/contract/affairs/ssgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { requireManager } from '../../audience.js';
import { searchStudents } from './beds-repo.js';
import { moveStudent } from './moves.js';
import { SSGL } from './group.js';
import { pickRow } from '../../row-where.js';

/**
 * The dormitory office placing a student by hand (a freshman on arrival, a student back from
 * suspension) or freeing a bed, from the occupancy screen or the student search. The same guarded
 * move as an approved request (moves.ts: one student a bed, no room over capacity), in one
 * transaction, written to the move log with the office member as operator.
 */
async function studentOf(db: Kysely<DB>, tenantId: string, studentId: string) {
  const row = await pickRow(db, 'tenantMember', ['userId', 'number'], {
    tenantId,
    userId: studentId,
    kind: 'student',
  });
  // Another school's student, or someone who is no student, is answered as missing.
  if (!row) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  return row;
}

async function move(db: Kysely<DB>, caller: AuthContext, studentId: string, bed: string | null) {
  requireManager(SSGL, caller);
  const student = await studentOf(db, caller.tenantId, studentId);
  await db.transaction().execute((trx) =>
    moveStudent(trx, caller.tenantId, {
      studentId,
      toBed: bed,
      kind: bed ? 'assign' : 'free',
      instanceId: null,
      operatorId: caller.userId,
      now: Date.now(),
    }),
  );
  const [found] = (await searchStudents(db, caller.tenantId, student.number, { all: true })).filter(
    (s) => s.studentId === studentId,
  );
  return found!;
}

export const assignBed = (
  db: Kysely<DB>,
  caller: AuthContext,
  body: BedAssignBody,
): Promise<StudentPlacement> => move(db, caller, body.studentId, body.bed);

export const freeBed = (db: Kysely<DB>, caller: AuthContext, body: BedFreeBody): Promise<StudentPlacement> =>
  move(db, caller, body.studentId, null);
