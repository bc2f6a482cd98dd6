import { SecurityState } from '@campus/contract';
import { registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';

/**
 * Who keeps the school's directory: its administrator alone (people, the tree, duties and roles
 * are the school's whole staff data). The school is the caller's, so another school's
 * administrator reaches none of these rows, whatever ids they send.
 */
export function registerDirectoryAdmin(): void {
  registerRelation('directoryAdmin', (me) => {
    if (!me.isTenantAdmin) throw new AppError(SecurityState.UNAUTHORIZED, { key: 'directory.adminOnly' });
  });
}
