import { viewerOf, type Viewer } from '../../lib/viewer';
import { useSessionStore } from '../../stores/session';

const NOBODY: Viewer = { kind: 'student', roles: [], isTenantAdmin: false };

/** Who is looking (roles in use), for choosing what to offer. */
export function useViewer(): Viewer {
  const userInfo = useSessionStore((state) => state.userInfo);
  return userInfo ? viewerOf(userInfo) : NOBODY;
}
