import type { AuthContext } from '../../../http/auth.js';
import type { News } from '../../../db/schema.js';

/**
 * Who may do what with announcements, in one place. Announcements speak for the school, so
 * only the student-affairs office, college student-affairs staff and tenant admins make them.
 */
export const PUBLISHER_ROLES: readonly string[] = ['office_staff', 'college_staff', 'tenant_admin'];

const isAdmin = (auth: AuthContext) => auth.isTenantAdmin || auth.isSuper;

export function mayPublish(auth: AuthContext): boolean {
  return (
    auth.kind === 'staff' && (isAdmin(auth) || auth.roles.some((role) => PUBLISHER_ROLES.includes(role)))
  );
}

export const isExpired = (news: Pick<News, 'status' | 'loseDate'>, now: number) =>
  news.status === 'publish' && news.loseDate !== null && news.loseDate <= now;

export type Readability = 'readable' | 'hidden' | 'expired';

/**
 * Drafts are their author's alone; staff-only announcements (isPublic 'N') are hidden from
 * students; expired ones stay readable to publishers (the Expired list) and are "expired" to
 * everyone else.
 */
export function readability(news: News, auth: AuthContext, now: number): Readability {
  if (news.status === 'drafts') return news.userId === auth.userId ? 'readable' : 'hidden';
  if (news.isPublic === 'N' && auth.kind !== 'staff') return 'hidden';
  if (isExpired(news, now) && !mayPublish(auth)) return 'expired';
  return 'readable';
}

/** Editing and removing: a publisher's own announcements, and any published one for an admin. */
export function mayManage(news: News, auth: AuthContext): boolean {
  if (!mayPublish(auth)) return false;
  return news.userId === auth.userId || (news.status === 'publish' && isAdmin(auth));
}
