import type { AuthContext } from '../../../../../http/auth.js';
import { mayApply, mayManage } from '../../../audience.js';
import { WORK_STUDY, ZZGL } from './module.js';
import { refuse, States } from './refusals.js';

/**
 * Who does what in work-study: the aid centre (the group's managers: office staff, the school's
 * administrators) publishes posts and confirms hours; a post's supervisor logs its students'
 * hours; students apply. Everything stays within the caller's school (every query takes it).
 */
export const isCentre = (caller: AuthContext): boolean => mayManage(ZZGL, caller);

export const isApplicant = (caller: AuthContext): boolean => mayApply(WORK_STUDY, caller);

export function requireCentre(caller: AuthContext): void {
  if (!isCentre(caller)) throw refuse(States.unauthorized, 'manageOnly');
}

/** The post's supervisor or the centre. */
export function requireSupervisor(caller: AuthContext, post: { title: string; supervisorId: string }): void {
  if (post.supervisorId !== caller.userId && !isCentre(caller))
    throw refuse(States.unauthorized, 'notSupervisor', { post: post.title });
}
