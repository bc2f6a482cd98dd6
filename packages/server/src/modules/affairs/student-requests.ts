import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * A student's requests of one academic year `r` with their instances `i`: what the eligibility
 * rules, the form's first values and a group's own figures for the student read. Each adds its
 * modules, states and selection.
 */
export function studentYearRequests(
  db: Kysely<DB>,
  tenantId: string,
  studentId: string,
  academicYear: string,
) {
  return db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .where('r.tenantId', '=', tenantId)
    .where('r.studentId', '=', studentId)
    .where('r.academicYear', '=', academicYear);
}
