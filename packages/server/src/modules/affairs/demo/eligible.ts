import type { Kysely } from 'kysely';
import { memberProfile } from '../../../core/org/profile.js';
import type { DB } from '../../../db/schema.js';
import { checkEligibility } from '../eligibility/check.js';
import { loadAffairRegistry } from '../registry/discover.js';
import type { DemoStudent } from './play.js';

/**
 * Of the candidates, the first `limit` the module's rules admit in the academic year, in their
 * order: a demo request is made only where a real one could be (the scholarships' ranks come from
 * the comprehensive evaluation, so the demo picks students the evaluation ranks high enough).
 * It stops at `limit`: each check reads the student's evaluation, so checking a whole college
 * for two places made the seed slow.
 */
export async function eligibleStudents(
  db: Kysely<DB>,
  tenantId: string,
  processKey: string,
  academicYear: string,
  candidates: readonly DemoStudent[],
  limit = Number.POSITIVE_INFINITY,
): Promise<DemoStudent[]> {
  const registry = await loadAffairRegistry();
  const module = registry.byProcess(processKey);
  if (!module) throw new Error(`no module runs the process ${processKey}`);
  const admitted: DemoStudent[] = [];
  for (const candidate of candidates) {
    if (admitted.length >= limit) break;
    const student = await memberProfile(db, tenantId, candidate.id);
    if (!student) continue;
    const reasons = await checkEligibility({ db, tenantId, registry, module, student, academicYear });
    if (reasons.length === 0) admitted.push(candidate);
  }
  return admitted;
}
