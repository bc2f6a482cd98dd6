import { localize, type AffairGroupDescriptor, type Language, type PayoutRow } from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import type { AffairsContext } from '../context.js';

/** The caller's payments across a group's modules (payout query: scheme, year, period, amount, state). */
export async function myPayouts(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
): Promise<PayoutRow[]> {
  const modules = ctx.registry.modulesOf(group.key).map((m) => m.descriptor);
  if (modules.length === 0) return [];
  const rows = await ctx.db
    .selectFrom('affairPayout')
    .selectAll()
    .where('tenantId', '=', caller.tenantId)
    .where('studentId', '=', caller.userId)
    .where(
      'moduleKey',
      'in',
      modules.map((m) => m.key),
    )
    .orderBy('dueDate', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    requestId: row.requestId,
    module: row.moduleKey,
    moduleTitle: localize(modules.find((m) => m.key === row.moduleKey)!.title, lang),
    academicYear: row.academicYear,
    period: row.period,
    amount: row.amount,
    dueDate: row.dueDate,
    paidAt: row.paidAt,
    state: row.state,
  }));
}
