import { ModuleState } from '@campus/contract';
import type { HealthReport } from '@campus/contract/affairs/yqfk';
import type { Kysely } from 'kysely';
import { inCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { AppError } from '../../../../http/errors.js';
import type { AuthContext } from '../../../../http/auth.js';
import { healthCharge } from './health-readers.js';
import { studentReports } from './reports.js';

/**
 * A student's reports: their own, or (staff) a student in the caller's health charge. A student
 * outside it is answered as one that does not exist, so probing ids tells nothing.
 */
export async function reportHistory(
  db: Kysely<DB>,
  caller: AuthContext,
  studentId: string | undefined,
): Promise<HealthReport[]> {
  if (!studentId || studentId === caller.userId) return studentReports(db, caller.tenantId, caller.userId);
  const charge = await healthCharge(db, caller);
  const student = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .select('m.userId')
    .where('m.tenantId', '=', caller.tenantId)
    .where('m.userId', '=', studentId)
    .where('m.kind', '=', 'student')
    .where(inCharge(charge, 'o.path'))
    .executeTakeFirst();
  if (!student) throw new AppError(ModuleState.RESOURCE_NOT_FOUND);
  return studentReports(db, caller.tenantId, studentId);
}
