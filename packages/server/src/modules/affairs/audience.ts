import { SecurityState, type AffairGroupDescriptor, type AffairModuleDescriptor } from '@campus/contract';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';

/**
 * Who a module is for: the roles that may apply and the roles that review; who manages a group's
 * batches and figures. The screens hide what a caller may not use; the server refuses it all
 * the same (a student never gets review data).
 */
/**
 * Whether a student is among an audience of the mechanism (a batch's, a survey's): enrolment
 * years and college ids, an empty list meaning every one.
 */
export function inAudience(
  audience: { grades: readonly string[]; colleges: readonly string[] },
  student: { grade: string | null; collegeId: string | null },
): boolean {
  const { grades, colleges } = audience;
  return (
    (grades.length === 0 || (student.grade !== null && grades.includes(student.grade))) &&
    (colleges.length === 0 || (student.collegeId !== null && colleges.includes(student.collegeId)))
  );
}

const holdsOne = (caller: AuthContext, roles: readonly string[]) =>
  caller.roles.some((r) => roles.includes(r));

export const mayApply = (module: AffairModuleDescriptor, caller: AuthContext) =>
  holdsOne(caller, module.audience.apply);

export const mayReview = (module: AffairModuleDescriptor, caller: AuthContext) =>
  holdsOne(caller, module.audience.review);

export const mayManage = (group: AffairGroupDescriptor, caller: AuthContext) =>
  caller.isTenantAdmin || holdsOne(caller, group.manage);

/** Uses the group's own student screens (a group without requests names its audience itself). */
export const mayApplyGroup = (group: AffairGroupDescriptor, caller: AuthContext) =>
  group.modules.some((m) => mayApply(m, caller)) || holdsOne(caller, group.audience?.apply ?? []);

/** Reviews any module of the group (its review list, query and statistics), or reads its own staff screens. */
export const mayReviewGroup = (group: AffairGroupDescriptor, caller: AuthContext) =>
  group.modules.some((m) => mayReview(m, caller)) ||
  holdsOne(caller, group.audience?.review ?? []) ||
  mayManage(group, caller);

export function requireGroupApplicant(group: AffairGroupDescriptor, caller: AuthContext): void {
  if (!mayApplyGroup(group, caller))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.applyNotAllowed' });
}

export function requireApplicant(module: AffairModuleDescriptor, caller: AuthContext): void {
  if (!mayApply(module, caller))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.applyNotAllowed' });
}

export function requireReviewer(module: AffairModuleDescriptor, caller: AuthContext): void {
  if (!mayReview(module, caller))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.reviewNotAllowed' });
}

export function requireGroupReviewer(group: AffairGroupDescriptor, caller: AuthContext): void {
  if (!mayReviewGroup(group, caller))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.reviewNotAllowed' });
}

export function requireManager(group: AffairGroupDescriptor, caller: AuthContext): void {
  if (!mayManage(group, caller))
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'affairs.manageNotAllowed' });
}
