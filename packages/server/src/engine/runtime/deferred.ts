import {
  CompiledQuery,
  PostgresAdapter,
  type DatabaseConnection,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { snakeName } from '../../db/camel-case.js';
import { nameStatement } from '../../db/named-statements.js';
import type { DB } from '../../db/schema.js';

/**
 * A command's writes, sent together (issue 33). On PostgreSQL every statement is a round trip
 * (about 200 µs here), and after a command has locked its instance (the version bump, always
 * sent at once) most of what it does is writing: the task it closes, the token that moves, the
 * new task and its candidates, the instance's patch, the history row, the push outbox. Those are
 * queued here instead of sent, and go out as ONE statement on PostgreSQL (data-modifying CTEs:
 * `with w0 as (update ...), w1 as (insert ...) select ...`), or one after another on SQLite
 * (which has no data-modifying CTEs; a statement there is a function call, not a round trip).
 *
 * When the queue is sent: before ANY other statement on the transaction's connection, whatever
 * sends it (a read of the engine's tables, a module's listener, an immediate write, the commit):
 * the queue hooks the connection's executeQuery, so nothing can read past a queued write. The one
 * statement that may pass the queue is a SELECT whose text names none of the tables the queue
 * writes (the staffing's read of people and roles, the form's lookups): it reads the same rows
 * either way. A rollback drops the queue. So a command sees the
 * database exactly as if each write had been sent at once; what changes is when a write's error
 * surfaces (at the next statement at the latest, and always before the commit).
 *
 * Two limits keep the combined statement equal to the writes one after another: the sub-statements
 * of one PostgreSQL statement all see the snapshot from before it and must not change one row
 * twice, so an UPDATE or DELETE on a table the queue already writes sends the queue first (an
 * INSERT after them is safe: in order, the earlier statements could not have seen its row
 * either); and only writes that read nothing the queue writes are deferred (the store's
 * candidate sync, which reads the tasks, stays immediate).
 *
 * Outside a transaction (a plain Kysely on the pool) nothing is deferred: there is no connection
 * that would hold the writes until a commit.
 *
 * A lazy begin (issue 33, PostgreSQL, opted into by runCommand through `commandTransaction`): the
 * transaction's BEGIN is held back. Under READ COMMITTED (nothing in the command path sets
 * another level) a plain read that comes before the transaction's first write sees exactly what it
 * would see inside the transaction (each statement its own snapshot, nothing of ours written yet),
 * so such reads go as they are, on the same connection. The first statement that is not such a
 * read (an immediate write, SELECT ... FOR UPDATE, an advisory lock, a SET, a flush of the queue,
 * anything not recognised) sends BEGIN first. A commit whose transaction never began and whose
 * queue holds writes sends them as ONE statement on its own, atomic by itself, with no BEGIN and
 * no COMMIT: its checks (`expect`: the version bump, the task close) are made inside that
 * statement by `engine_expect_rows` (migration 0015), which aborts it, so a failed check writes
 * nothing; the error is told back as the write's refusal (a VersionConflict, 6050106).
 */

type Db = Kysely<DB>;

/** What the queue needs of a statement compiled once (prepared.ts's, which imports this module). */
interface Compiled {
  /** Tells compiled statements apart: combined statements are kept by these. */
  id: number;
  sql: string;
  params: readonly unknown[];
}

export type WriteKind = 'insert' | 'update' | 'delete';

export interface Write {
  table: string;
  kind: WriteKind;
  compiled: Compiled;
  parameters: readonly unknown[];
  /** Told how many rows the write changed once it ran (it must not throw: see `expect`). */
  counted?: (changed: number) => void;
  /**
   * The rows the write must change, or the command fails with `refusal()`: checked inside the
   * combined statement on PostgreSQL (which then writes nothing), after the statement elsewhere.
   */
  expect?: { rows: number; refusal: () => Error };
}

const TRANSACTION_END = /^\s*(rollback|begin|start\s+transaction)\b/i;
const BEGIN = /^\s*begin\s*$/i;
const COMMIT = /^\s*commit\s*$/i;
const ROLLBACK = /^\s*rollback\s*$/i;
const SELECT = /^\s*select\b/i;
/**
 * What makes a SELECT more than a read (it must then run inside the transaction): row locks, an
 * advisory lock or any other function with an effect, SELECT INTO, a second statement. Listed
 * conservatively: a false match only costs the BEGIN a command would have sent anyway.
 */
const NOT_A_PLAIN_READ =
  /;|\bfor\s+(update|share|no\s+key|key)\b|\binto\b|\b(pg_advisory\w*|pg_try_advisory\w*|nextval|setval|set_config|pg_notify|txid_current\w*|pg_current_xact_id\w*|lo_\w+|dblink\w*|pg_sleep\w*|pg_cancel_backend|pg_terminate_backend|engine_expect_rows)\s*\(/i;

/** A statement that only reads, so it may go before the transaction's BEGIN (see above). */
export const isPlainRead = (sql: string): boolean => SELECT.test(sql) && !NOT_A_PLAIN_READ.test(sql);

/** The refusal engine_expect_rows raises (migration 0015): `engine_expect_rows part <i> ...`. */
const EXPECT_FAILED = /^engine_expect_rows part (\d+)\b/;

/** What a statement held back (a lazy begin, a commit of nothing) answers. */
const NOTHING: QueryResult<Record<string, unknown>> = { rows: [] };

/** The combined statements, per shape (which compiled statements, in which order). */
const combined = new Map<string, { sql: string; counted: number[] }>();

class WriteQueue {
  private writes: Write[] = [];
  private tables = new Set<string>();
  /** The tables written, as SQL names them (`bpm_task`), whole words in any case. */
  private named: RegExp | null = null;
  /** A flush failed (or a count refused): every later statement of the transaction fails too. */
  private failure: { error: unknown } | null = null;
  /** The next transaction on this connection begins lazily (set by commandTransaction). */
  lazy = false;
  /** A lazy transaction's BEGIN not sent yet: nothing but plain reads has gone since. */
  private beginPending = false;
  /** The last statement was a commit of a transaction that never began (a rollback may follow it). */
  private endedWithoutBegin = false;

  constructor(
    private readonly send: (query: CompiledQuery) => Promise<QueryResult<Record<string, unknown>>>,
    private readonly postgres: boolean,
  ) {}

  async add(write: Write): Promise<void> {
    if (write.kind !== 'insert' && this.tables.has(write.table)) await this.flush();
    this.writes.push(write);
    if (!this.tables.has(write.table)) {
      this.tables.add(write.table);
      this.named = null;
    }
  }

  /** Puts `next` where `queued` waits; false when `queued` was sent already (or never queued). */
  replace(queued: Write, next: Write): boolean {
    const i = this.writes.indexOf(queued);
    if (i < 0 || next.table !== queued.table) return false;
    this.writes[i] = next;
    return true;
  }

  /** A read that cannot see what the queue holds: a SELECT naming none of its tables. */
  private passes(sql: string): boolean {
    if (!SELECT.test(sql)) return false;
    this.named ??= new RegExp(`\\b(${[...this.tables].map(snakeName).join('|')})\\b`, 'i');
    return !this.named.test(sql);
  }

  /** Every statement the connection sends goes through here. */
  async execute(query: CompiledQuery): Promise<QueryResult<Record<string, unknown>>> {
    const sql = query.sql;
    if (this.endedWithoutBegin) {
      this.endedWithoutBegin = false;
      // Kysely rolls back after a failed commit: there is no transaction on the server to end.
      if (ROLLBACK.test(sql)) return NOTHING;
    }
    if (this.lazy && BEGIN.test(sql)) {
      this.lazy = false;
      this.reset();
      this.beginPending = true;
      return NOTHING;
    }
    if (this.beginPending) {
      if (ROLLBACK.test(sql)) {
        this.reset();
        this.beginPending = false;
        return NOTHING;
      }
      if (COMMIT.test(sql)) return this.commitWithoutBegin();
      if (!(isPlainRead(sql) && (this.writes.length === 0 || this.passes(sql)))) await this.begin();
      else return this.send(query);
    }
    await this.before(query);
    return this.send(query);
  }

  async flushBeforeStream(query: CompiledQuery): Promise<void> {
    if (this.beginPending) await this.begin();
    await this.before(query);
  }

  /** Sends the BEGIN held back: what comes next must run inside the transaction. */
  private async begin(): Promise<void> {
    this.beginPending = false;
    await this.send(CompiledQuery.raw('begin'));
  }

  /** The commit of a transaction that never began: its queue as one statement, atomic by itself. */
  private async commitWithoutBegin(): Promise<QueryResult<Record<string, unknown>>> {
    this.beginPending = false;
    this.endedWithoutBegin = true;
    if (this.failure) throw this.failure.error;
    const writes = this.writes;
    this.reset();
    if (writes.length === 0) return NOTHING;
    try {
      await this.sendAsOne(writes);
    } catch (error) {
      this.failure = { error };
      throw error;
    }
    return NOTHING;
  }

  private reset(): void {
    this.writes = [];
    this.tables = new Set();
    this.named = null;
    this.failure = null;
  }

  /** Called before each statement sent in a transaction that has begun (or none). */
  private async before(query: CompiledQuery): Promise<void> {
    if (TRANSACTION_END.test(query.sql)) {
      // A rollback (to a savepoint too: making one sent the queue first) undoes what was queued.
      this.reset();
      return;
    }
    if (this.writes.length > 0 && !this.failure && this.passes(query.sql)) return;
    await this.flush();
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure.error;
    if (this.writes.length === 0) return;
    if (this.beginPending) await this.begin();
    const writes = this.writes;
    this.writes = [];
    this.tables = new Set();
    this.named = null;
    try {
      if (this.postgres && writes.length > 1) await this.sendAsOne(writes);
      else
        for (const write of writes) {
          const result = await this.send(CompiledQuery.raw(write.compiled.sql, [...write.parameters]));
          const changed = Number(result.numAffectedRows ?? 0);
          if (write.expect && changed !== write.expect.rows) throw write.expect.refusal();
          write.counted?.(changed);
        }
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }

  private async sendAsOne(writes: Write[]): Promise<void> {
    const key = writes
      .map((w) => `${w.compiled.id}${w.counted ? 'c' : ''}${w.expect ? `e${w.expect.rows}` : ''}`)
      .join(',');
    let statement = combined.get(key);
    if (!statement) combined.set(key, (statement = combine(writes)));
    const parameters = writes.flatMap((w) => w.parameters);
    let rows: Record<string, unknown>[];
    try {
      ({ rows } = await this.send(CompiledQuery.raw(statement.sql, parameters)));
    } catch (error) {
      // A check that failed inside the statement (which then wrote nothing): the write's refusal.
      const part = EXPECT_FAILED.exec((error as { message?: string } | null)?.message ?? '');
      const write = part ? writes[Number(part[1])] : undefined;
      if (write?.expect) throw write.expect.refusal();
      throw error;
    }
    const counts = rows[0] ?? {};
    for (const i of statement.counted) writes[i]!.counted?.(Number(counts[`c${i}`] ?? 0));
  }
}

/**
 * `with w0 as (... returning 1), w1 as (...), w2 as (... returning 1) select
 * engine_expect_rows((select count(*) from w0), 1, 0) as c0, (select count(*) from w2) as c2`:
 * PostgreSQL's $n renumbered. The counts are taken in the order of the writes, so the first write
 * (a command's version bump) runs first and takes the instance's row lock before any other row's,
 * as the bump sent alone did; a failed check aborts the statement before the parts after it run.
 */
function combine(writes: Write[]): { sql: string; counted: number[] } {
  let offset = 0;
  const parts: string[] = [];
  const counted: number[] = [];
  const selected: string[] = [];
  writes.forEach((write, i) => {
    const shift = offset;
    const sql = write.compiled.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
    offset += write.compiled.params.length;
    const returning = write.counted || write.expect;
    parts.push(`w${i} as (${sql}${returning ? ' returning 1' : ''})`);
    if (!returning) return;
    counted.push(i);
    const count = `(select count(*) from w${i})`;
    selected.push(
      write.expect
        ? `engine_expect_rows(${count}, ${write.expect.rows}, ${i}) as c${i}`
        : `${count} as c${i}`,
    );
  });
  const select = selected.length ? selected.join(', ') : '1';
  const sql = `with ${parts.join(', ')} select ${select}`;
  nameStatement(sql);
  return { sql, counted };
}

/** One queue per connection, hooked into it on first use and kept (Kysely keeps connections' objects). */
const queues = new WeakMap<DatabaseConnection, WriteQueue>();

function queueOf(connection: DatabaseConnection, postgres: boolean): WriteQueue {
  let queue = queues.get(connection);
  if (queue) return queue;
  const send = connection.executeQuery.bind(connection) as WriteQueue['send'];
  const stream = connection.streamQuery.bind(connection);
  queue = new WriteQueue(send, postgres);
  const hooked = queue;
  connection.executeQuery = ((query: CompiledQuery) =>
    hooked.execute(query)) as DatabaseConnection['executeQuery'];
  connection.streamQuery = async function* (query: CompiledQuery, chunkSize?: number) {
    // A stream is not told apart further: it goes inside the transaction, after the queue.
    await hooked.flushBeforeStream(query);
    yield* stream(query, chunkSize);
  } as DatabaseConnection['streamQuery'];
  queues.set(connection, queue);
  return queue;
}

async function queueFor(db: Db): Promise<WriteQueue | null> {
  if (!db.isTransaction) return null;
  const executor = db.getExecutor();
  const postgres = executor.adapter instanceof PostgresAdapter;
  // A transaction's executor hands out its one connection.
  return executor.provideConnection(async (connection) => queueOf(connection, postgres));
}

/** Queues a write in the command's transaction; outside a transaction it is sent at once. */
export async function deferWrite(db: Db, write: Write): Promise<void> {
  const queue = await queueFor(db);
  if (queue) return queue.add(write);
  const result = await db
    .getExecutor()
    .provideConnection((connection) =>
      connection.executeQuery(CompiledQuery.raw(write.compiled.sql, [...write.parameters])),
    );
  const changed = Number(result.numAffectedRows ?? 0);
  if (write.expect && changed !== write.expect.rows) throw write.expect.refusal();
  write.counted?.(changed);
}

/**
 * Puts `next` in the place of a write queued earlier, when that one is still waiting (a command's
 * version bump taking the instance's patch with it: one UPDATE of the row, still the first write).
 * False when it went out already (or there is no queue): the caller then writes `next`'s change
 * its own way.
 */
export async function replaceQueued(db: Db, queued: Write, next: Write): Promise<boolean> {
  const queue = await queueFor(db);
  return queue ? queue.replace(queued, next) : false;
}

/**
 * `db.transaction().execute(fn)` with a lazy begin on PostgreSQL (see the top of this file): reads
 * before the first write go without BEGIN, and a command whose writes all wait in the queue at its
 * commit sends them as one statement. On SQLite (BEGIN is a function call there) and inside a
 * transaction already, the plain transaction.
 */
export async function commandTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction || !(db.getExecutor().adapter instanceof PostgresAdapter))
    return db.transaction().execute(fn);
  return db.connection().execute(async (bound) => {
    const queue = await bound
      .getExecutor()
      .provideConnection(async (connection) => queueOf(connection, true));
    queue.lazy = true;
    try {
      return await bound.transaction().execute(fn);
    } finally {
      queue.lazy = false;
    }
  });
}

/**
 * Sends what the command queued now (any other statement would send it first anyway): before the
 * instance's listeners run, so a refusal the writes carry (a task handled meanwhile) is the
 * command's answer rather than a listener's.
 */
export async function flushWrites(db: Db): Promise<void> {
  const queue = await queueFor(db);
  await queue?.flush();
}
