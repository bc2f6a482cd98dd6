import { ModuleState } from '@campus/contract';
import type { StudyStatus } from '../../db/tables/core.js';

/**
 * Whether a student's place in their studies still lets them into the school (issue 28): a
 * suspended or withdrawn student is kept out until reinstated, a graduate once the school's grace
 * period is over. Checked at every sign-in and by the auth hook on every request, so access ends
 * at once in every session; every record stays as it was.
 */
export interface StudyAccess {
  studyStatus: StudyStatus | null;
  accessEndsAt: number | null;
}

export function studyRefusal(member: StudyAccess, now: number): number | null {
  if (member.studyStatus === 'suspended') return ModuleState.STUDY_SUSPENDED;
  if (member.studyStatus === 'withdrawn') return ModuleState.STUDY_WITHDRAWN;
  if (member.accessEndsAt !== null && member.accessEndsAt <= now) return ModuleState.GRADUATE_CLOSED;
  return null;
}
