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
  /** Told how many rows the write changed once it ran (it may throw: the command then fails). */
  counted?: (changed: number) => void;
}

const TRANSACTION_END = /^\s*(rollback|begin|start\s+transaction)\b/i;
const SELECT = /^\s*select\b/i;

/** The combined statements, per shape (which compiled statements, in which order). */
const combined = new Map<string, { sql: string; counted: number[] }>();

class WriteQueue {
  private writes: Write[] = [];
  private tables = new Set<string>();
  /** The tables written, as SQL names them (`bpm_task`), whole words in any case. */
  private named: RegExp | null = null;
  /** A flush failed (or a count refused): every later statement of the transaction fails too. */
  private failure: { error: unknown } | null = null;

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

  /** A read that cannot see what the queue holds: a SELECT naming none of its tables. */
  private passes(sql: string): boolean {
    if (!SELECT.test(sql)) return false;
    this.named ??= new RegExp(`\\b(${[...this.tables].map(snakeName).join('|')})\\b`, 'i');
    return !this.named.test(sql);
  }

  /** Called before each statement the connection sends. */
  async before(query: CompiledQuery): Promise<void> {
    if (TRANSACTION_END.test(query.sql)) {
      // A rollback (to a savepoint too: making one sent the queue first) undoes what was queued.
      this.writes = [];
      this.tables.clear();
      this.named = null;
      this.failure = null;
      return;
    }
    if (this.writes.length > 0 && !this.failure && this.passes(query.sql)) return;
    await this.flush();
  }

  async flush(): Promise<void> {
    if (this.failure) throw this.failure.error;
    if (this.writes.length === 0) return;
    const writes = this.writes;
    this.writes = [];
    this.tables = new Set();
    this.named = null;
    try {
      if (this.postgres && writes.length > 1) await this.sendAsOne(writes);
      else
        for (const write of writes) {
          const result = await this.send(CompiledQuery.raw(write.compiled.sql, [...write.parameters]));
          write.counted?.(Number(result.numAffectedRows ?? 0));
        }
    } catch (error) {
      this.failure = { error };
      throw error;
    }
  }

  private async sendAsOne(writes: Write[]): Promise<void> {
    const key = writes.map((w) => `${w.compiled.id}${w.counted ? 'c' : ''}`).join(',');
    let statement = combined.get(key);
    if (!statement) combined.set(key, (statement = combine(writes)));
    const parameters = writes.flatMap((w) => w.parameters);
    const { rows } = await this.send(CompiledQuery.raw(statement.sql, parameters));
    const counts = rows[0] ?? {};
    for (const i of statement.counted) writes[i]!.counted!(Number(counts[`c${i}`] ?? 0));
  }
}

/** `with w0 as (...), w1 as (... returning 1) select (select count(*) from w1) as c1`: PostgreSQL's $n renumbered. */
function combine(writes: Write[]): { sql: string; counted: number[] } {
  let offset = 0;
  const parts: string[] = [];
  const counted: number[] = [];
  writes.forEach((write, i) => {
    const shift = offset;
    const sql = write.compiled.sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + shift}`);
    offset += write.compiled.params.length;
    parts.push(`w${i} as (${sql}${write.counted ? ' returning 1' : ''})`);
    if (write.counted) counted.push(i);
  });
  const select = counted.length
    ? counted.map((i) => `(select count(*) from w${i}) as c${i}`).join(', ')
    : '1';
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
  connection.executeQuery = (async (query: CompiledQuery) => {
    await hooked.before(query);
    return send(query);
  }) as DatabaseConnection['executeQuery'];
  connection.streamQuery = async function* (query: CompiledQuery, chunkSize?: number) {
    await hooked.before(query);
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
  write.counted?.(Number(result.numAffectedRows ?? 0));
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
