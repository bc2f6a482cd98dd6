import type { UserInfo } from '../api/oauth2';

/** Who is looking, as far as the screens choose what to offer (the server decides what is allowed). */
export interface Viewer {
  kind: 'student' | 'staff';
  /** Codes of the roles in use: the one chosen on the role-choice screen, or all of them. */
  roles: readonly string[];
  isTenantAdmin: boolean;
}

const ALL_ROLES = 'ALL';

export function viewerOf(userInfo: UserInfo): Viewer {
  const all = userInfo.role.map((role) => role.code);
  const chosen =
    userInfo.currentRoleId === ALL_ROLES
      ? all
      : userInfo.role.filter((role) => role.id === userInfo.currentRoleId).map((role) => role.code);
  return {
    kind: userInfo.employee.kind,
    // A chosen role the user no longer holds: fall back to what they do hold.
    roles: chosen.length > 0 ? chosen : all,
    isTenantAdmin: userInfo.isTenantAdmin,
  };
}

export function hasAnyRole(viewer: Viewer, roles: readonly string[]): boolean {
  return viewer.roles.some((role) => roles.includes(role));
}

/**
 * The server's rule for making announcements (news/permissions.ts): staff of the student-affairs
 * office, of a college's student affairs, and tenant admins. The announcement list's
 * `mayPublish` is the authority; this only decides which menu entries to show.
 */
export const PUBLISHER_ROLES: readonly string[] = ['office_staff', 'college_staff', 'tenant_admin'];

export function mayPublishNews(viewer: Viewer): boolean {
  return viewer.kind === 'staff' && (viewer.isTenantAdmin || hasAnyRole(viewer, PUBLISHER_ROLES));
}
