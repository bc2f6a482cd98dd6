import { useQuery } from '@tanstack/react-query';
import { groupEndpoints } from '../../../api/affairs';
import { endpointQuery } from '../../../api/http';
import type { AffairScreenProps } from '../affair-screen';

/** What the staff screens choose from (the caller's colleges, grades, academic years), cached a while. */
export function useStaffOptions({ group }: Pick<AffairScreenProps, 'group'>) {
  return useQuery({ ...endpointQuery(groupEndpoints(group).options), staleTime: 5 * 60_000 });
}

/** The group's batches, newest window first (every batched module's). */
export function useBatches({ group }: Pick<AffairScreenProps, 'group'>) {
  return useQuery(endpointQuery(groupEndpoints(group).batches, { query: {} }));
}
