import { CompiledQuery, sql, type Kysely, type LogEvent } from 'kysely';
import type { Dialect } from '../db/index.js';
import type { DB } from '../db/schema.js';

/**
 * Reading query plans in tests: record the SQL a piece of code runs (through Kysely's log), then
 * ask the database how it would run each statement and report the full scans of growing tables.
 */
export interface RecordedQuery {
  sql: string;
  parameters: readonly unknown[];
}

export function queryRecorder() {
  const queries: RecordedQuery[] = [];
  return {
    log: (event: LogEvent) => {
      if (event.level === 'query') queries.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
    /** What was recorded since the last call (and forgets it). */
    take: () => queries.splice(0),
  };
}

/** Tables that grow with the school's history: an inbox must never read them whole. */
export const GROWING_TABLES = [
  'bpm_instance',
  'bpm_task',
  'bpm_history',
  'bpm_task_candidate',
  'bpm_task_change',
  'bpm_execution',
  'bpm_copy_to',
  'leave_record',
  'inner_message',
];

/** `"bpm_task" as "t"` -> t: bpm_task (SQLite's plans name tables by their alias). */
function aliases(text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, table, alias] of text.matchAll(/"(\w+)" as "(\w+)"/g)) map.set(alias!, table!);
  for (const [, table] of text.matchAll(/(?:from|join) "(\w+)"(?! as)/g)) map.set(table!, table!);
  return map;
}

/**
 * SQLite: every `SCAN x` line of EXPLAIN QUERY PLAN (with or without an index, a scan reads the
 * whole table or index) whose table grows, and every `SEARCH` whose only conditions are the
 * tenant and the status (the whole school's history, or every open task of the school, is no
 * better than the whole table). Any other `SEARCH` uses an index to find only what it needs.
 */
async function sqliteScans(db: Kysely<DB>, query: RecordedQuery): Promise<string[]> {
  const plan = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const names = aliases(query.sql);
  return plan.rows
    .map((r) => r.detail)
    .filter((detail) => {
      const scanned =
        /^SCAN (\w+)/.exec(detail)?.[1] ??
        /^SEARCH (\w+) .*\(tenant_id=\?( AND status=\?)?\)$/.exec(detail)?.[1];
      return scanned !== undefined && GROWING_TABLES.includes(names.get(scanned) ?? scanned);
    });
}

/** An index condition on the tenant, and maybe the status, and nothing else. */
function schoolWide(condition: string): boolean {
  const parts = condition.split(/ AND /i).map((part) => part.replace(/[()]/g, ''));
  return (
    parts.some((part) => /\btenant_id\b/.test(part)) &&
    parts.every((part) => /^\s*(\w+\.)?(tenant_id|status)(::\w+)? = /.test(part))
  );
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PgPlanNode[];
}

/**
 * PostgreSQL: Seq Scans of growing tables, and index scans without an index condition (a whole
 * index read in order). Asked with enable_seqscan off: on a test database of a few hundred rows
 * the planner rightly prefers a sequential scan everywhere, which says nothing; with it off, a
 * Seq Scan still appears exactly where no index can serve the query, which is what we test. The
 * benchmark (bench/scale) shows the planner choosing these indexes at a million tasks.
 */
async function postgresScans(db: Kysely<DB>, query: RecordedQuery): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
      CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
    );
    const found: string[] = [];
    const walk = (node: PgPlanNode) => {
      const table = node['Relation Name'];
      const type = node['Node Type'];
      if (table && GROWING_TABLES.includes(table)) {
        const condition = type === 'Bitmap Heap Scan' ? node['Recheck Cond'] : node['Index Cond'];
        if (type === 'Seq Scan') found.push(`Seq Scan on ${table}`);
        else if (/^Index (Only )?Scan$/.test(type) && !condition)
          found.push(`${type} on ${table} using ${node['Index Name']}, without a condition`);
        else if (condition && schoolWide(condition))
          found.push(`${type} on ${table} by tenant (and status) alone: ${condition}`);
      }
      for (const child of node.Plans ?? []) walk(child);
    };
    walk(result.rows[0]!['QUERY PLAN'][0].Plan);
    return found;
  });
}

/** The full scans of growing tables in the plans of `queries`, with the statement each is in. */
export async function fullScans(
  db: Kysely<DB>,
  dialect: Dialect,
  queries: readonly RecordedQuery[],
): Promise<string[]> {
  const found: string[] = [];
  for (const query of queries) {
    const scans = dialect === 'sqlite' ? await sqliteScans(db, query) : await postgresScans(db, query);
    for (const scan of scans) found.push(`${scan}\n    in: ${query.sql.slice(0, 300)}`);
  }
  return found;
}

interface PgAnalyzedNode extends PgPlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PgAnalyzedNode[];
}

/**
 * PostgreSQL: how many rows of `table` the statement's scans returned when run (EXPLAIN ANALYZE,
 * rows times loops, summed over every scan of the table): what a statement reads of a growing
 * table, a count that does not depend on the machine's speed.
 */
export async function rowsReadFrom(db: Kysely<DB>, query: RecordedQuery, table: string): Promise<number> {
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgAnalyzedNode }] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const walk = (node: PgAnalyzedNode): number =>
    (node['Relation Name'] === table ? node['Actual Rows'] * node['Actual Loops'] : 0) +
    (node.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return walk(result.rows[0]!['QUERY PLAN'][0].Plan);
}
