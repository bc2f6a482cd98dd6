/**
 * Bulk inserts for the volume seeder, straight through the drivers: a prepared statement in one
 * transaction per batch on SQLite, `insert ... select * from json_to_recordset($1)` on
 * PostgreSQL (one round trip per few thousand rows). Going around Kysely here is deliberate:
 * building a million rows through the query builder would take minutes; the rows themselves are
 * typed by the server's table types (see volume.ts) and written column for column.
 */
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** A row as the generator builds it: camelCase keys, every column present (nulls included). */
export type Row = Record<string, string | number | null>;

export interface BulkWriter {
  insert(table: string, rows: readonly Row[]): Promise<void>;
  /**
   * Drops the tables' non-unique indexes until restoreIndexes() builds them again (PostgreSQL; a
   * no-op on SQLite): one sort per index after a bulk load instead of a b-tree insert per row.
   * Unique indexes and keys stay, so the load is checked as before.
   */
  deferIndexes(tables: readonly string[]): Promise<void>;
  restoreIndexes(): Promise<void>;
  /** Refreshes the planner's statistics (and on PostgreSQL writes the load's dirty pages), as an established database would have them. */
  analyze(): Promise<void>;
  close(): Promise<void>;
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function sqliteWriter(file: string): BulkWriter {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  // This connection only loads data: a crash would mean re-seeding anyway.
  db.pragma('synchronous = OFF');
  db.pragma('foreign_keys = OFF');
  const statements = new Map<string, SQLite.Statement>();
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const keys = Object.keys(rows[0]!);
      const signature = `${table}(${keys.join(',')})`;
      let statement = statements.get(signature);
      if (!statement) {
        const columns = keys.map(snake).join(', ');
        statement = db.prepare(
          `insert into ${table} (${columns}) values (${keys.map((k) => `@${k}`).join(', ')})`,
        );
        statements.set(signature, statement);
      }
      const run = statement;
      db.transaction(() => {
        for (const row of rows) run.run(row);
      })();
    },
    async deferIndexes() {},
    async restoreIndexes() {},
    async analyze() {
      db.exec('analyze');
    },
    async close() {
      db.close();
    },
  };
}

export async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const types = new Map<string, Map<string, string>>();
  const deferred: string[] = [];
  async function columnTypes(table: string) {
    let known = types.get(table);
    if (!known) {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        'select column_name, udt_name from information_schema.columns where table_name = $1',
        [table],
      );
      known = new Map(rows.map((r) => [r.column_name, r.udt_name]));
      types.set(table, known);
    }
    return known;
  }
  return {
    async insert(table, rows) {
      if (rows.length === 0) return;
      const keys = Object.keys(rows[0]!);
      const known = await columnTypes(table);
      const columns = keys.map(snake);
      const shape = columns.map((c, i) => {
        const type = known.get(c);
        if (!type) throw new Error(`${table} has no column ${c}`);
        return `"${keys[i]}" ${type}`;
      });
      // One JSON text for the whole batch: V8's JSON.stringify and PostgreSQL's JSON parser are
      // several times faster than the driver escaping every value into array literals.
      await client.query(
        `insert into ${table} (${columns.join(', ')}) select * from json_to_recordset($1::json) as r(${shape.join(', ')})`,
        [JSON.stringify(rows)],
      );
    },
    async deferIndexes(tables) {
      const { rows } = await client.query<{ name: string; definition: string }>(
        `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
           from pg_index i join pg_class t on t.oid = i.indrelid
          where t.relname = any($1) and not i.indisunique and not i.indisprimary`,
        [tables],
      );
      for (const index of rows) {
        await client.query(`drop index ${index.name}`);
        deferred.push(index.definition);
      }
    },
    async restoreIndexes() {
      // Room for the sorts: this cluster is the benchmark's own and throwaway.
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (const definition of deferred.splice(0)) await client.query(definition);
    },
    async analyze() {
      await client.query('vacuum analyze');
      // The load's dirty pages written now, not by the checkpointer during the measurement (a
      // deployment's rows were written long before its busy hour).
      await client.query('checkpoint');
    },
    async close() {
      await client.end();
    },
  };
}
