import { SecurityState } from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import { registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';

/**
 * Who reads the change log: the school's administrator and the student-affairs office, who
 * answer for the school's records and need the values whole (staff data included). Everyone else
 * gets the standard refusal; the tenant always comes from the caller, so no school reads another's.
 */
export const CHANGE_LOG_READER_ROLE = 'office_staff';

export const mayReadChangeLog = (me: AuthContext) =>
  me.isTenantAdmin || me.roles.includes(CHANGE_LOG_READER_ROLE);

/** Registers the relation the change log's declarations name (contract api/affairs/change-log.ts). */
export function registerChangeLogReader(): void {
  registerRelation('changeLogReader', (me) => {
    if (!mayReadChangeLog(me)) throw new AppError(SecurityState.UNAUTHORIZED);
  });
}
