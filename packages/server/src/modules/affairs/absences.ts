import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Who is away with leave on a day, asked by any group (class attendance fills "on leave" from it)
 * and answered by the groups that grant leave (lxgl), which hand a source to the mechanism in
 * their extension (`absences`). Groups never import each other; this is where they meet.
 */
export interface Absence {
  /** The request that granted it. */
  requestId: string;
  /** Its kind as the granting group calls it (a leave's type: sick, personal...). */
  kind: string;
  startDate: string;
  endDate: string;
}

/** Of these students, those away on `date` (yyyy-MM-dd), by student id. */
export type AbsenceSource = (
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
  date: string,
) => Promise<Map<string, Absence>>;

const sources = new Map<string, AbsenceSource>();

/** Idempotent: installing the listeners again (a second app, the seed) replaces the same source. */
export function registerAbsenceSource(group: string, source: AbsenceSource): void {
  sources.set(group, source);
}

export async function absencesOn(
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
  date: string,
): Promise<Map<string, Absence>> {
  const found = new Map<string, Absence>();
  if (studentIds.length === 0) return found;
  for (const source of sources.values())
    for (const [studentId, absence] of await source(db, tenantId, studentIds, date))
      if (!found.has(studentId)) found.set(studentId, absence);
  return found;
}
