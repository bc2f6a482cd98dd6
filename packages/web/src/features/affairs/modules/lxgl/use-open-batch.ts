import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../api/http';
import { leaveEndpoints, type RegistrationKind } from '../../../../api/leave';

/** The registration batch open now for a kind (destination before a holiday, return after), or null. */
export function useOpenBatch(kind: RegistrationKind) {
  return useQuery(endpointQuery(leaveEndpoints.openBatch, { query: { kind } }));
}
