import { resolveGroup, SecurityState } from '@campus/contract';
import zxgl, { COUNSELLING_STAFF } from '@campus/contract/affairs/zxgl';
import type { AuthContext } from '../../../../http/auth.js';
import { groupRefusal } from '../../group-refusal.js';
import { COUNSELLING_TEXTS } from './texts.js';

/** The counselling group's descriptor, for its own API. */
export const ZXGL = resolveGroup(zxgl);

/**
 * Whether the caller is the counselling centre's staff: the role itself, nothing else. A school's
 * administrator, the student affairs office, the college and the student's class counsellor are
 * not, which keeps the session records confidential (the one rule every record route applies).
 */
export const isCounsellingStaff = (caller: AuthContext) => caller.roles.includes(COUNSELLING_STAFF);

export function requireCounsellingStaff(caller: AuthContext): void {
  if (!isCounsellingStaff(caller)) throw groupRefusal(SecurityState.UNAUTHORIZED, COUNSELLING_TEXTS.notStaff);
}
