import {
  localize,
  translate,
  type AffairGroupDescriptor,
  type Count,
  type GroupStatistics,
  type Language,
  type MessageKey,
} from '@campus/contract';
import { sql } from 'kysely';
import { studentsInCharge } from '../../../core/org/charge.js';
import type { AuthContext } from '../../../http/auth.js';
import { scopeOf, type AffairsContext } from '../context.js';
import { requestsInCharge, reviewedModules } from '../records/query.js';
import { statusCase } from '../status.js';

/**
 * A group's figures for staff (MODULES.md §0 "statistics screen"): submitted requests of the
 * students in the caller's charge by status, module, college, grade and month, and the amounts
 * awarded per college, optionally for one batch or module, and the group's own figures and charts
 * (its extension's `statistics`). Drawn as charts by the web app.
 */
const DAY_MS = 24 * 3600 * 1000;
const SCHOOL_OFFSET_MS = 8 * 3600 * 1000;

export interface StatisticsFilter {
  batchId?: string;
  module?: string;
}

export async function groupStatistics(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
  filter: StatisticsFilter,
): Promise<GroupStatistics> {
  const modules = reviewedModules(ctx, caller, group).filter(
    (m) => !filter.module || m.descriptor.key === filter.module,
  );
  const charge = await studentsInCharge(ctx.db, caller.tenantId, caller, group.seesAllStudents);
  const now = Date.now();
  let base = requestsInCharge(ctx, caller, modules, charge);
  if (filter.batchId) base = base.where('r.batchId', '=', filter.batchId);
  const status = statusCase(now);
  const day = sql<number>`floor((i.created_at + ${sql.lit(SCHOOL_OFFSET_MS)}) / ${sql.lit(DAY_MS)})`;
  const [byStatus, byModule, byCollege, byGrade, byDay, amounts] = await Promise.all([
    base
      .select([status.as('key'), (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(status)
      .execute(),
    base
      .select(['i.defKey as key', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('i.defKey')
      .execute(),
    base
      .leftJoin('org as c', 'c.id', 'r.collegeId')
      .select(['c.name as key', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('c.name')
      .execute(),
    base
      .select(['r.grade as key', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('r.grade')
      .execute(),
    base
      .select([day.as('day'), (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(day)
      .execute(),
    base
      .leftJoin('org as c', 'c.id', 'r.collegeId')
      .where('i.status', '=', 'end')
      .where('i.result', '=', 'agree')
      .select(['c.name as key', (eb) => eb.fn.sum<number>('r.amount').as('count')])
      .groupBy('c.name')
      .execute(),
  ]);
  const counts = (rows: { key: unknown; count: unknown }[], label: (key: string) => string): Count[] =>
    rows
      .map((r) => ({
        key: String(r.key ?? ''),
        label: label(String(r.key ?? '')),
        count: Number(r.count ?? 0),
      }))
      .filter((c) => c.count > 0)
      .sort((a, b) => b.count - a.count);
  const titleOf = (processKey: string) => {
    const module = ctx.registry.byProcess(processKey);
    return module ? localize(module.descriptor.title, lang) : processKey;
  };
  const months = new Map<string, number>();
  for (const row of byDay) {
    const month = new Date(Number(row.day) * DAY_MS).toISOString().slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + Number(row.count));
  }
  const other = translate(lang, 'affairs.statistics.unknown');
  const own = ctx.registry.groupExtension(group.key).statistics;
  const extra = own ? await own(scopeOf(ctx, caller), charge, caller, lang) : { figures: [], charts: [] };
  return {
    total: byStatus.reduce((sum, r) => sum + Number(r.count), 0),
    byStatus: counts(byStatus, (key) => translate(lang, `affairs.status.${key}` as MessageKey)),
    byModule: counts(byModule, titleOf),
    byCollege: counts(byCollege, (key) => key || other),
    byGrade: counts(byGrade, (key) =>
      key ? translate(lang, 'affairs.statistics.grade', { grade: key }) : other,
    ),
    byMonth: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, count]) => ({ key, label: key, count })),
    amountByCollege: counts(amounts, (key) => key || other),
    figures: {},
    extra,
  };
}
