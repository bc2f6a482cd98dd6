import type { AffairGroupDescriptor } from '@campus/contract';
import { studentsInCharge } from '../../core/org/charge.js';
import type { AuthContext } from '../../http/auth.js';
import { mayManage } from './audience.js';
import type { AffairsContext } from './context.js';

/** The school's colleges in their order (id, name and org path). */
export function collegesOf(ctx: AffairsContext, tenantId: string) {
  return ctx.db
    .selectFrom('org')
    .select(['id', 'name', 'path'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'college')
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

/**
 * The colleges a member of staff answers for in a group: every college for its managers and for
 * staff who see every student, else the colleges their duties lie in (a college's path leads
 * every class path in it).
 */
export async function collegesInCharge(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
) {
  const colleges = await collegesOf(ctx, caller.tenantId);
  if (mayManage(group, caller)) return colleges;
  const charge = await studentsInCharge(ctx.db, caller.tenantId, caller, group.seesAllStudents);
  if (charge.all) return colleges;
  return colleges.filter((c) => charge.orgPaths.some((path) => path.startsWith(c.path)));
}
