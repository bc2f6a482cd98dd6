import type { Language } from '@campus/contract';
import type {
  ProcessStatistics,
  ProcessStatisticsFilter,
  ProcessStatisticsOptions,
} from '@campus/contract/api/bpm/statistics';
import { sql, type Kysely } from 'kysely';
import type { Charge } from '../../../core/org/charge.js';
import type { Dialect } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import type { AuthContext } from '../../../http/auth.js';
import * as repo from './repo.js';
import { schoolYear, scopeOf, yearStart } from './scope.js';
import { say, STATUS_WORDS, UNTAKEN } from './texts.js';

const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_OVERDUE_DAYS = 3;
/** The filter offers at most this many years back (the oldest request's year, if later). */
const OFFERED_YEARS = 10;
const STATUS_ORDER = ['running', 'agree', 'oppose', 'manualend', 'suspend'];

export type StatisticsService = ReturnType<typeof createStatisticsService>;

export function createStatisticsService(db: Kysely<DB>, dialect: Dialect, clock: () => number = Date.now) {
  async function figures(
    caller: AuthContext,
    lang: Language,
    filter: ProcessStatisticsFilter,
  ): Promise<ProcessStatistics> {
    const now = clock();
    const scope = await scopeOf(db, caller, filter, now);
    const overdueDays = filter.overdueDays ?? DEFAULT_OVERDUE_DAYS;
    const [counts, waiting, steps, approvers, overdue, returns] = await Promise.all([
      repo.counts(db, dialect, scope),
      repo.waitingSteps(db, dialect, scope),
      repo.stepPercentiles(db, dialect, scope),
      repo.slowApprovers(db, dialect, scope),
      repo.overdueTasks(db, dialect, scope, now - overdueDays * DAY_MS),
      repo.returnShares(db, dialect, scope),
    ]);
    const monthCounts = new Map(counts.byMonth.map((m) => [m.key, m.count]));
    const months = Array.from(
      { length: 12 },
      (_, index) => `${scope.year}-${String(index + 1).padStart(2, '0')}`,
    );
    return {
      year: scope.year,
      overdueDays,
      total: counts.byStatus.reduce((sum, s) => sum + s.count, 0),
      running: counts.byStatus.find((s) => s.key === 'running')?.count ?? 0,
      overdue: overdue.reduce((sum, o) => sum + o.count, 0),
      byProcess: counts.byProcess
        .map((p) => ({ key: p.key, label: p.name, count: p.count }))
        .sort((a, b) => b.count - a.count),
      byStatus: counts.byStatus
        .map((s) => ({ key: s.key, label: say(STATUS_WORDS[s.key]!, lang), count: s.count }))
        .sort((a, b) => STATUS_ORDER.indexOf(a.key) - STATUS_ORDER.indexOf(b.key)),
      byStep: waiting.map((w) => ({ key: w.key, label: w.key, count: w.count })),
      byMonth: months.map((key) => ({ key, label: key, count: monthCounts.get(key) ?? 0 })),
      stepDurations: steps,
      slowApprovers: approvers,
      overdueByApprover: overdue.map((o) => ({
        approverId: o.approverId,
        name: o.approverId ? o.name : say(UNTAKEN, lang),
        count: o.count,
        oldestMs: Math.max(0, now - o.oldest),
      })),
      returns,
    };
  }

  /** The years since the school's first request, the colleges in the caller's charge, the processes. */
  async function options(caller: AuthContext): Promise<ProcessStatisticsOptions> {
    const now = clock();
    const scope = await scopeOf(db, caller, {}, now);
    const [first, colleges, processes] = await Promise.all([
      db
        .selectFrom('bpmInstance')
        .select((eb) => eb.fn.min('createdAt').as('first'))
        .where('tenantId', '=', caller.tenantId)
        .where('createdAt', '>=', yearStart(schoolYear(now) - OFFERED_YEARS + 1))
        // The partial index's own condition (migration 0011), stated so the planner may use it.
        .where('createdAt', '>', sql.lit(0))
        .executeTakeFirst(),
      collegesInCharge(caller, scope.charge),
      db
        .selectFrom('bpmDefinition')
        .select(['key', 'name'])
        .where('tenantId', '=', caller.tenantId)
        .where('isMain', '=', 'Y')
        .orderBy('name')
        .execute(),
    ]);
    const thisYear = schoolYear(now);
    const firstYear = first?.first ? schoolYear(Number(first.first)) : thisYear;
    const years: number[] = [];
    for (let year = thisYear; year >= firstYear; year -= 1) years.push(year);
    return {
      years,
      colleges,
      processes: processes.map((p) => ({ key: p.key, name: p.name })),
    };
  }

  /**
   * The colleges whose students the caller answers for: every college for the office; the
   * college of each class or college in a counsellor's or a college's charge.
   */
  async function collegesInCharge(caller: AuthContext, charge: Charge) {
    let query = db
      .selectFrom('org as c')
      .select(['c.id', 'c.name'])
      .where('c.tenantId', '=', caller.tenantId)
      .where('c.type', '=', 'college');
    if (!charge.all) {
      // A college is in charge when one of the charge's paths runs through it (a class below it, or itself).
      const paths = charge.orgPaths.length ? charge.orgPaths : ['-'];
      query = query.where((eb) =>
        eb.or(paths.map((path) => eb(sql.val(path), 'like', sql<string>`c.path || '%'`))),
      );
    }
    return query.orderBy('c.sort').orderBy('c.name').execute();
  }

  return { figures, options };
}
