import { AFFAIR_STATUSES, type AffairStatistics, type AffairStatus } from '@campus/contract';
import { studentsInCharge } from '../../../core/org/charge.js';
import type { AuthContext } from '../../../http/auth.js';
import { mayReview } from '../audience.js';
import { scopeOf, type AffairsContext } from '../context.js';
import type { LoadedModule } from '../registry/registry.js';
import * as repo from '../repo.js';

/**
 * Counts by status, and the module's own figures: for reviewers over the requests of the students
 * in their charge, for everyone else over their own requests.
 */
export async function moduleStatistics(
  ctx: AffairsContext,
  module: LoadedModule,
  caller: AuthContext,
): Promise<AffairStatistics> {
  const charge = mayReview(module.descriptor, caller)
    ? await studentsInCharge(ctx.db, caller.tenantId, caller, module.group.seesAllStudents)
    : null;
  const counts = await repo.statusCounts(
    ctx.db,
    caller.tenantId,
    module.descriptor,
    charge ? { charge } : { starterId: caller.userId },
  );
  const byStatus = Object.fromEntries(AFFAIR_STATUSES.map((s) => [s, 0])) as Record<AffairStatus, number>;
  for (const row of counts) byStatus[row.status] += Number(row.count);
  const figures = module.extension.figures
    ? await module.extension.figures(scopeOf(ctx, caller), charge, caller)
    : {};
  return { byStatus, figures };
}
