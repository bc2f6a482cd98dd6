import type { AffairGroupDescriptor, AffairCohort } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { affairs } from '../../api/affairs';
import type { Viewer } from '../../lib/viewer';
import { useSessionStore } from '../../stores/session';

/**
 * The student's cohort this academic year, asked only where a screen of the group is for the
 * graduating cohort (GroupScreen.cohort) and only of students (staff see such screens by role).
 * Kept per person and school (one query cache serves whoever signs in next in this tab).
 */
export function useCohort(group: AffairGroupDescriptor, viewer: Viewer): AffairCohort | undefined {
  const who = useSessionStore((s) => (s.userInfo ? `${s.userInfo.tenantId}/${s.userInfo.user.id}` : ''));
  const needed = who !== '' && viewer.kind === 'student' && group.screens.some((s) => s.cohort);
  return useQuery({
    queryKey: ['affairs', 'cohort', who],
    queryFn: () => affairs.cohort(),
    enabled: needed,
    // It changes only with the academic year or the school's programme length.
    staleTime: 10 * 60_000,
  }).data;
}
