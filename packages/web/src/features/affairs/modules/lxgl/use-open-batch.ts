import { useQuery } from '@tanstack/react-query';
import { leave, type RegistrationKind } from '../../../../api/leave';

/** The registration batch open now for a kind (destination before a holiday, return after), or null. */
export function useOpenBatch(kind: RegistrationKind) {
  return useQuery({ queryKey: ['leave', 'batch', kind], queryFn: () => leave.openBatch(kind) });
}
