import { SecurityState } from '@campus/contract';
import { EPIDEMIC_STAFF } from '@campus/contract/affairs/yqfk';
import type { Kysely } from 'kysely';
import type { Charge } from '../../../../core/org/charge.js';
import { dutyOrgPaths } from '../../../../core/org/duties.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { refuse } from './refusals.js';

/**
 * Who reads personal health data, decided once for every route of the group: the student their
 * own (the report routes), the counsellor of the student's class, and the office's
 * epidemic-control staff (every student of the school). Nobody else: not the college's staff, not
 * the student-affairs office without the role, not the school's administrator (the retention and
 * the settings are theirs, the data is not).
 */
export async function healthCharge(db: Kysely<DB>, caller: AuthContext): Promise<Charge> {
  if (caller.roles.includes(EPIDEMIC_STAFF)) return { all: true };
  const paths = await dutyOrgPaths(db, caller.tenantId, caller.userId, ['counsellor']);
  if (paths.length === 0) refuse('notHealthStaff', {}, SecurityState.UNAUTHORIZED);
  return { all: false, orgPaths: [...new Set(paths)] };
}
