/**
 * The pending list's query plans on a benchmark's own data (PostgreSQL): the statements the list
 * runs for a user, recorded through Kysely's log, then EXPLAINed with the planner's normal
 * settings on the database's real size and fresh statistics. The test db/query-plans.test.ts
 * guards the same lists on 5,000 requests with enable_seqscan off (at that size a sequential scan
 * is the planner's right choice, so the test asks whether an index *can* serve each statement);
 * this check asks whether the planner *does* choose one at 100k, 1M, 10M tasks.
 */
import type { ListQuery } from '@campus/contract';
import { CompiledQuery, type Kysely } from 'kysely';
import type { AuthContext } from '../../packages/server/src/http/auth.js';
import { openDatabase } from '../../packages/server/src/db/index.js';
import type { DB } from '../../packages/server/src/db/schema.js';
import { createReceivedService } from '../../packages/server/src/modules/bpm/received/service.js';
import { queryRecorder } from '../../packages/server/src/test/query-plans.js';

/** The workflow tables an inbox must never read whole. */
export const WORKFLOW_TABLES = [
  'bpm_task',
  'bpm_task_candidate',
  'bpm_instance',
  'bpm_history',
  'bpm_execution',
];

const LIST: ListQuery = { parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export interface PlanCheck {
  /** Whose list: "p001 counsellor". */
  who: string;
  statements: number;
  /** "Seq Scan on bpm_task in: select ..." for every workflow table read whole. */
  seqScans: string[];
  /** The indexes the plans use on workflow tables (for the report). */
  indexes: string[];
  /**
   * What the statements cost the server itself, ms (planning + execution, EXPLAIN ANALYZE, the
   * best of three runs: the cache warm): the part of the list's latency that grows with the data.
   */
  databaseMs: number;
}

type Query = { sql: string; parameters: readonly unknown[] };

/** The plan for these values (what an unnamed statement gets). */
async function customPlan(db: Kysely<DB>, query: Query): Promise<PlanNode> {
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  return result.rows[0]!['QUERY PLAN'][0].Plan;
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * The plan for any values: a named statement (db/named-statements.ts, the list's shapes) may run
 * on PostgreSQL's generic plan after its fifth call, so that plan must use the indexes too. The
 * database has one connection (poolSize 1), so the setting and the statement stay on it; only this
 * statement is deallocated after (the client's named statements live on the same connection).
 */
async function genericPlan(db: Kysely<DB>, query: Query): Promise<PlanNode> {
  await db.executeQuery(CompiledQuery.raw('set plan_cache_mode = force_generic_plan'));
  try {
    await db.executeQuery(CompiledQuery.raw(`prepare bench_plan as ${query.sql}`));
    // EXPLAIN EXECUTE takes no bound parameters: the values go as literals of unknown type,
    // which PostgreSQL casts to the types the prepared statement inferred.
    const values = query.parameters.map(literal).join(', ');
    const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      CompiledQuery.raw(`explain (format json) execute bench_plan${values ? `(${values})` : ''}`),
    );
    return result.rows[0]!['QUERY PLAN'][0].Plan;
  } finally {
    await db.executeQuery(CompiledQuery.raw('deallocate bench_plan'));
    await db.executeQuery(CompiledQuery.raw('reset plan_cache_mode'));
  }
}

/** BENCH_EXPLAIN=1: the statement and its plan as run (EXPLAIN ANALYZE, BUFFERS), to read by eye. */
async function printAnalyzed(db: Kysely<DB>, who: string, query: Query): Promise<void> {
  const result = await db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
  );
  console.log(`\n  ${who}: ${query.sql}\n  ${JSON.stringify(query.parameters)}`);
  for (const row of result.rows) console.log(`    ${row['QUERY PLAN']}`);
}

/** The best of three EXPLAIN ANALYZE runs of a statement: planning + execution, ms. */
async function serverTime(
  db: Kysely<DB>,
  query: { sql: string; parameters: readonly unknown[] },
): Promise<number> {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const result = await db.executeQuery<{
      'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }];
    }>(CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]));
    const plan = result.rows[0]!['QUERY PLAN'][0];
    best = Math.min(best, plan['Planning Time'] + plan['Execution Time']);
  }
  return best;
}

async function callerOf(db: Kysely<DB>, account: string): Promise<AuthContext> {
  const row = await db
    .selectFrom('appUser as u')
    .innerJoin('tenantMember as m', 'm.userId', 'u.id')
    .select(['u.id', 'u.account', 'u.fullname', 'm.tenantId', 'm.kind', 'm.orgId'])
    .where('u.account', '=', account)
    .executeTakeFirstOrThrow();
  const roles = await db
    .selectFrom('memberRole as mr')
    .innerJoin('role as r', 'r.id', 'mr.roleId')
    .select('r.code')
    .where('mr.userId', '=', row.id)
    .where('mr.tenantId', '=', row.tenantId)
    .execute();
  return {
    userId: row.id,
    account: row.account,
    fullname: row.fullname,
    tenantId: row.tenantId,
    tokenId: 'bench-plans',
    familyId: 'bench-plans',
    clientId: 'bench-plans',
    roleId: 'ALL',
    isSuper: false,
    isTenantAdmin: false,
    kind: row.kind,
    orgId: row.orgId,
    roles: roles.map((r) => r.code),
  };
}

/** Runs each user's pending list once and explains every statement it ran. */
export async function checkPendingPlans(
  url: string,
  users: readonly { who: string; account: string }[],
): Promise<PlanCheck[]> {
  const recorder = queryRecorder();
  const database = openDatabase(url, { poolSize: 1, log: recorder.log });
  try {
    const { db } = database;
    const received = createReceivedService(db);
    const checks: PlanCheck[] = [];
    for (const user of users) {
      const caller = await callerOf(db, user.account);
      recorder.take();
      await received.pending(caller, 'zh-CN', LIST);
      const queries = recorder.take();
      const seqScans: string[] = [];
      const indexes = new Set<string>();
      let databaseMs = 0;
      for (const query of queries) {
        databaseMs += await serverTime(db, query);
        if (process.env.BENCH_EXPLAIN) await printAnalyzed(db, user.who, query);
        for (const [plan, root] of [
          ['custom', await customPlan(db, query)],
          ['generic', await genericPlan(db, query)],
        ] as const) {
          const walk = (node: PlanNode) => {
            const table = node['Relation Name'];
            if (table && WORKFLOW_TABLES.includes(table)) {
              if (node['Node Type'] === 'Seq Scan')
                seqScans.push(
                  `Seq Scan on ${table} (${plan} plan) in: ${query.sql.replace(/\s+/g, ' ').slice(0, 200)}`,
                );
            }
            if (node['Index Name']) indexes.add(node['Index Name']);
            for (const child of node.Plans ?? []) walk(child);
          };
          walk(root);
        }
      }
      if (queries.length === 0) throw new Error(`the pending list of ${user.who} ran no statement`);
      checks.push({
        who: user.who,
        statements: queries.length,
        seqScans,
        indexes: [...indexes].sort(),
        databaseMs: Math.round(databaseMs * 100) / 100,
      });
    }
    return checks;
  } finally {
    await database.close();
  }
}
