import { useMemo } from 'react';
import { useSessionStore } from '../../../../stores/session';

/** The role codes of the signed-in user (student, counsellor, ...). */
export function useRoleCodes(): string[] {
  // Select the stored array itself: a selector that builds a new array would re-render forever.
  const roles = useSessionStore((s) => s.userInfo?.role);
  return useMemo(() => (roles ?? []).map((role) => role.code), [roles]);
}
