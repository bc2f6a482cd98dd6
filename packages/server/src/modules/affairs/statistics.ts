import type { AffairStatistics, AffairStatus } from '@campus/contract';
import { studentsInCharge } from '../../core/org/charge.js';
import type { AuthContext } from '../../http/auth.js';
import { schoolDate } from '../../lib/school-date.js';
import { mayReview } from './audience.js';
import type { ListContext } from './lists.js';
import * as repo from './repo.js';
import { AFFAIR_STATUSES, affairStatus } from './status.js';

/**
 * Counts by status, and the module's own figures: for reviewers over the requests of the students
 * in their charge, for everyone else over their own requests.
 */
export async function moduleStatistics(ctx: ListContext, caller: AuthContext): Promise<AffairStatistics> {
  const charge = mayReview(ctx.module, caller)
    ? await studentsInCharge(ctx.db, caller.tenantId, caller)
    : null;
  const counts = await repo.statusCounts(
    ctx.db,
    caller.tenantId,
    ctx.module.processKey,
    charge ? { charge } : { starterId: caller.userId },
  );
  const byStatus = Object.fromEntries(AFFAIR_STATUSES.map((s) => [s, 0])) as Record<AffairStatus, number>;
  for (const row of counts) byStatus[affairStatus(row)] += Number(row.count);
  const figures = ctx.extension.figures
    ? await ctx.extension.figures(
        { db: ctx.db, tenantId: caller.tenantId, today: schoolDate(Date.now()) },
        charge,
        caller,
      )
    : {};
  return { byStatus, figures };
}
