import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import type { TaskOutcome } from '../../../db/tables/bpm.js';
import { requestsIn, type StatisticsScope } from './scope.js';

/**
 * The figures as SQL aggregates (GROUP BY over the requests in scope and their tasks, found by
 * bpm_instance_created_ix and bpm_task_instance_ix): only grouped rows come back, never one row
 * per request or task. Row limits bound the lists a large school would make long.
 */
const SCHOOL_OFFSET_MS = 8 * 3600 * 1000;
const SENT_BACK: TaskOutcome[] = ['reject', 'rejectToPrevious', 'rejectToStart'];
const STEP_ROWS = 40;
const APPROVER_ROWS = 10;
const OVERDUE_ROWS = 20;
const WAITING_ROWS = 20;

/** A request's state as one word: running, agree, oppose, manualend, suspend. */
const statusKey = sql<string>`case
  when i.status = 'running' then 'running'
  when i.status = 'suspend' then 'suspend'
  when i.status = 'manualend' or i.result = 'manualend' then 'manualend'
  when i.result = 'oppose' then 'oppose'
  else 'agree' end`;

/** The request's month, `yyyy-MM`, China time. */
function monthOf(dialect: Dialect) {
  return dialect === 'postgres'
    ? sql<string>`to_char(to_timestamp((i.created_at + ${sql.lit(SCHOOL_OFFSET_MS)}) / 1000.0) at time zone 'UTC', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', (i.created_at + ${sql.lit(SCHOOL_OFFSET_MS)}) / 1000, 'unixepoch')`;
}

const num = (value: unknown) => Number(value ?? 0);

export async function counts(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) {
  const base = requestsIn(db, dialect, scope);
  const month = monthOf(dialect);
  const [byProcess, byStatus, byMonth] = await Promise.all([
    base
      .select([
        'i.defKey as key',
        (eb) => eb.fn.max('i.defName').as('name'),
        (eb) => eb.fn.countAll().as('count'),
      ])
      .groupBy('i.defKey')
      .execute(),
    base
      .select([statusKey.as('key'), (eb) => eb.fn.countAll().as('count')])
      .groupBy(statusKey)
      .execute(),
    base
      .select([month.as('key'), (eb) => eb.fn.countAll().as('count')])
      .groupBy(month)
      .execute(),
  ]);
  return {
    byProcess: byProcess.map((r) => ({ key: r.key, name: String(r.name ?? r.key), count: num(r.count) })),
    byStatus: byStatus.map((r) => ({ key: String(r.key), count: num(r.count) })),
    byMonth: byMonth.map((r) => ({ key: String(r.key), count: num(r.count) })),
  };
}

/** Requests waiting now, by the step they wait at (a countersign's several tasks count once). */
export async function waitingSteps(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) {
  const rows = await requestsIn(db, dialect, scope)
    .innerJoin('bpmTask as t', 't.instanceId', 'i.id')
    .where('t.status', '=', 'pending')
    .select(['t.name as key', (eb) => eb.fn.count('t.instanceId').distinct().as('count')])
    .groupBy('t.name')
    .orderBy('count', 'desc')
    .limit(WAITING_ROWS)
    .execute();
  return rows.map((r) => ({ key: r.key, count: num(r.count) }));
}

/** A completed task's time from arrival to completion, ms. */
const took = sql<number>`(t.completed_at - t.created_at)`;

/** The completed tasks of the requests in scope. */
const completedTasks = (db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) =>
  requestsIn(db, dialect, scope)
    .innerJoin('bpmTask as t', 't.instanceId', 'i.id')
    .where('t.status', '=', 'completed')
    .where('t.completedAt', 'is not', null);

export interface StepPercentiles {
  process: string;
  processName: string;
  nodeId: string;
  step: string;
  count: number;
  medianMs: number;
  p90Ms: number;
}

/**
 * Median and 90th percentile of each step's time, interpolated as percentile_cont does.
 * PostgreSQL: percentile_cont itself. SQLite has none: window functions number each step's
 * durations in order (row_number, count over the step), and only the (at most four) rows at the
 * two percentiles' neighbouring ranks come back, which Node interpolates (interpolate below).
 */
export async function stepPercentiles(
  db: Kysely<DB>,
  dialect: Dialect,
  scope: StatisticsScope,
): Promise<StepPercentiles[]> {
  if (dialect === 'postgres') {
    const rows = await completedTasks(db, dialect, scope)
      .select([
        'i.defKey as process',
        't.nodeId',
        (eb) => eb.fn.max('i.defName').as('processName'),
        (eb) => eb.fn.max('t.name').as('step'),
        (eb) => eb.fn.countAll().as('count'),
        sql<number>`percentile_cont(0.5) within group (order by ${took})`.as('medianMs'),
        sql<number>`percentile_cont(0.9) within group (order by ${took})`.as('p90Ms'),
      ])
      .groupBy(['i.defKey', 't.nodeId'])
      .orderBy('p90Ms', 'desc')
      .limit(STEP_ROWS)
      .execute();
    return rows.map((r) => ({
      process: r.process,
      processName: String(r.processName ?? r.process),
      nodeId: r.nodeId,
      step: String(r.step ?? r.nodeId),
      count: num(r.count),
      medianMs: Math.round(num(r.medianMs)),
      p90Ms: Math.round(num(r.p90Ms)),
    }));
  }
  const ranked = completedTasks(db, dialect, scope).select([
    'i.defKey as process',
    'i.defName as processName',
    't.nodeId',
    't.name as step',
    took.as('took'),
    sql<number>`row_number() over (partition by i.def_key, t.node_id order by ${took}) - 1`.as('pos'),
    sql<number>`count(*) over (partition by i.def_key, t.node_id)`.as('n'),
  ]);
  // Ranks floor and ceil of p·(n−1), in integer arithmetic (percent·(n−1)/100, rounded down and up).
  const near = (percent: number) =>
    sql<boolean>`(r.pos = (r.n - 1) * ${sql.lit(percent)} / 100 or r.pos = ((r.n - 1) * ${sql.lit(percent)} + 99) / 100)`;
  const rows = await db
    .with('r', () => ranked)
    .selectFrom('r')
    .selectAll()
    .where((eb) => eb.or([near(50), near(90)]))
    .execute();
  const steps = new Map<string, { row: (typeof rows)[number]; byRank: Map<number, number> }>();
  for (const row of rows) {
    const key = `${row.process}\u0000${row.nodeId}`;
    const entry = steps.get(key) ?? { row, byRank: new Map() };
    entry.byRank.set(num(row.pos), num(row.took));
    steps.set(key, entry);
  }
  return [...steps.values()]
    .map(({ row, byRank }) => ({
      process: row.process,
      processName: row.processName,
      nodeId: row.nodeId,
      step: row.step,
      count: num(row.n),
      medianMs: Math.round(interpolate(byRank, num(row.n), 0.5)),
      p90Ms: Math.round(interpolate(byRank, num(row.n), 0.9)),
    }))
    .sort((a, b) => b.p90Ms - a.p90Ms)
    .slice(0, STEP_ROWS);
}

/** percentile_cont over n ordered values, of which `byRank` holds the two around p·(n−1). */
export function interpolate(byRank: ReadonlyMap<number, number>, n: number, p: number): number {
  const position = p * (n - 1);
  const low = Math.floor(position);
  const lowValue = byRank.get(low) ?? 0;
  const highValue = byRank.get(Math.ceil(position)) ?? lowValue;
  return lowValue + (position - low) * (highValue - lowValue);
}

/** The staff who acted on steps, slowest on average first. */
export async function slowApprovers(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) {
  const rows = await completedTasks(db, dialect, scope)
    .where('t.completedBy', 'is not', null)
    .select([
      't.completedBy as approverId',
      (eb) => eb.fn.max('t.completedByName').as('name'),
      (eb) => eb.fn.countAll().as('count'),
      sql<number>`avg(${took})`.as('averageMs'),
      sql<number>`max(${took})`.as('longestMs'),
    ])
    .groupBy('t.completedBy')
    .orderBy('averageMs', 'desc')
    .limit(APPROVER_ROWS)
    .execute();
  return rows.map((r) => ({
    approverId: r.approverId!,
    name: String(r.name ?? ''),
    count: num(r.count),
    averageMs: Math.round(num(r.averageMs)),
    longestMs: num(r.longestMs),
  }));
}

/** Tasks waiting since before `since`, per person holding them (null: shared by candidates). */
export async function overdueTasks(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope, since: number) {
  const rows = await requestsIn(db, dialect, scope)
    .innerJoin('bpmTask as t', 't.instanceId', 'i.id')
    .where('t.status', '=', 'pending')
    .where('t.createdAt', '<', since)
    .select([
      't.assigneeId as approverId',
      (eb) => eb.fn.max('t.assigneeName').as('name'),
      (eb) => eb.fn.countAll().as('count'),
      (eb) => eb.fn.min('t.createdAt').as('oldest'),
    ])
    .groupBy('t.assigneeId')
    .orderBy('count', 'desc')
    .limit(OVERDUE_ROWS)
    .execute();
  return rows.map((r) => ({
    approverId: r.approverId,
    name: String(r.name ?? ''),
    count: num(r.count),
    oldest: num(r.oldest),
  }));
}

/** Per process: requests, those sent back at least once, those refused. */
export async function returnShares(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) {
  const rows = await requestsIn(db, dialect, scope)
    .select((eb) => [
      'i.defKey as process',
      eb.fn.max('i.defName').as('processName'),
      eb.fn.countAll().as('total'),
      eb.fn
        .sum(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('bpmTask as b')
                  .select('b.id')
                  .whereRef('b.instanceId', '=', 'i.id')
                  .where('b.outcome', 'in', SENT_BACK),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as('sentBack'),
      eb.fn.sum(eb.case().when('i.result', '=', 'oppose').then(1).else(0).end()).as('refused'),
    ])
    .groupBy('i.defKey')
    .orderBy('total', 'desc')
    .execute();
  return rows.map((r) => ({
    process: r.process,
    processName: String(r.processName ?? r.process),
    total: num(r.total),
    sentBack: num(r.sentBack),
    refused: num(r.refused),
  }));
}
