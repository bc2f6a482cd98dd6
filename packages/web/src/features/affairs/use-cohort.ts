import type { AffairGroupDescriptor, AffairCohort } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { affairsEndpoints } from '../../api/affairs';
import { endpointQuery } from '../../api/http';
import type { Viewer } from '../../lib/viewer';

/**
 * The student's cohort this academic year, asked only where a screen of the group is for the
 * graduating cohort (GroupScreen.cohort) and only of students (staff see such screens by role).
 */
export function useCohort(group: AffairGroupDescriptor, viewer: Viewer): AffairCohort | undefined {
  const needed = viewer.kind === 'student' && group.screens.some((s) => s.cohort);
  return useQuery({
    ...endpointQuery(affairsEndpoints.cohort),
    enabled: needed,
    // It changes only with the academic year or the school's programme length.
    staleTime: 10 * 60_000,
  }).data;
}
