import type { AffairCohort, AffairGroupDescriptor, GroupScreen } from '@campus/contract';
import { hasAnyRole, type Viewer } from '../../lib/viewer';

/**
 * Which screens of a group a viewer is offered (the server refuses the rest all the same):
 * applicants' screens to those in a module's apply audience, reviewers' to those in a review
 * audience, managers' to the group's managers and tenant admins; a screen naming its roles only
 * to holders of one of them; a screen for the graduating cohort only to students in it (staff
 * as their roles say; a student whose cohort is not known yet is not offered it).
 */
export function mayApplyIn(group: AffairGroupDescriptor, viewer: Viewer, module?: string): boolean {
  return (
    group.modules.some((m) => (!module || m.key === module) && hasAnyRole(viewer, m.audience.apply)) ||
    (!module && hasAnyRole(viewer, group.audience?.apply ?? []))
  );
}

export function mayReviewIn(group: AffairGroupDescriptor, viewer: Viewer, module?: string): boolean {
  return (
    group.modules.some((m) => (!module || m.key === module) && hasAnyRole(viewer, m.audience.review)) ||
    (!module && hasAnyRole(viewer, group.audience?.review ?? []))
  );
}

export function mayManage(group: AffairGroupDescriptor, viewer: Viewer): boolean {
  return viewer.isTenantAdmin || hasAnyRole(viewer, group.manage);
}

export function offered(
  group: AffairGroupDescriptor,
  screen: GroupScreen,
  viewer: Viewer,
  cohort?: Pick<AffairCohort, 'graduating'>,
): boolean {
  if (screen.roles && !viewer.isTenantAdmin && !hasAnyRole(viewer, screen.roles)) return false;
  if (screen.cohort === 'graduating' && viewer.kind === 'student' && !cohort?.graduating) return false;
  switch (screen.audience) {
    case 'all':
      return true;
    case 'apply':
      return mayApplyIn(group, viewer, screen.module);
    case 'review':
      return mayReviewIn(group, viewer, screen.module) || mayManage(group, viewer);
    case 'manage':
      return mayManage(group, viewer);
  }
}
