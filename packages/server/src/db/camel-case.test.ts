import {
  CamelCasePlugin,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Dialect,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { camelRow, camelRows, SnakePostgresDialect, SnakeSqliteDialect } from './camel-case.js';
import type { DB } from './schema.js';

/** The reference: Kysely's CamelCasePlugin on the stock compiler. */
function pluginDb(dialect: 'sqlite' | 'postgres') {
  const stock: Dialect = {
    createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) =>
      dialect === 'sqlite' ? new SqliteIntrospector(k) : new PostgresIntrospector(k),
    createQueryCompiler: () =>
      dialect === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler(),
  };
  return new Kysely<DB>({ dialect: stock, plugins: [new CamelCasePlugin()] });
}

/** Ours: the snake_case compiler and the result-only plugin, on a driver that runs nothing. */
function ourDb(dialect: 'sqlite' | 'postgres') {
  const ours = dialect === 'sqlite' ? SnakeSqliteDialect.prototype : SnakePostgresDialect.prototype;
  const stock: Dialect = {
    createAdapter: () => (dialect === 'sqlite' ? new SqliteAdapter() : new PostgresAdapter()),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) =>
      dialect === 'sqlite' ? new SqliteIntrospector(k) : new PostgresIntrospector(k),
    createQueryCompiler: () => ours.createQueryCompiler(),
  };
  return new Kysely<DB>({ dialect: stock, plugins: [camelRows] });
}

/** Queries of every kind, with aliases, refs in raw SQL, subqueries, CTEs, conflicts and JSON. */
const queries = (db: Kysely<DB>) => [
  db
    .selectFrom('authToken as t')
    .innerJoin('appUser as u', 'u.id', 't.userId')
    .leftJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 't.userId').on('m.tenantId', '=', 'x'),
    )
    .select([
      't.familyId',
      'u.isSuper',
      'm.status as memberStatus',
      sql<string>`${sql.ref('t.accessExpiresAt')}`.as('expiresAt'),
    ])
    .where('t.accessHash', '=', 'h')
    .orderBy('t.createdAt', 'desc')
    .limit(5),
  db
    .with('open', (qb) => qb.selectFrom('bpmTask').select(['id', 'instanceId']).where('dueAt', 'is', null))
    .selectFrom('open')
    .innerJoin('bpmInstance as i', 'i.id', 'open.instanceId')
    .select((eb) => [
      'open.id',
      eb.fn.count<number>('i.defVersion').as('versionCount'),
      eb
        .exists(
          eb.selectFrom('bpmTaskCandidate as c').whereRef('c.taskId', '=', 'open.id').select('c.userId'),
        )
        .as('hasCandidate'),
    ])
    .groupBy(['open.id', 'i.defKey'])
    .having(sql<number>`count(*)`, '>', 1),
  db
    .insertInto('appUser')
    .values({ id: 'u1', account: 'a', fullname: 'F', isSuper: 'N', createdAt: 1, updatedAt: 1 } as never)
    .onConflict((oc) => oc.column('account').doUpdateSet({ fullname: (eb) => eb.ref('excluded.fullname') }))
    .returning(['id', 'createdAt']),
  db
    .updateTable('bpmTask')
    .set({ lockedBy: null, remindTimes: sql`remind_times + 1` })
    .where('instanceId', 'in', ['a', 'b']),
  db.deleteFrom('tenantMember').where('userId', '=', 'u').where('studyStatus', '<>', 'graduated'),
  db
    .selectFrom('bpmInstance')
    .select(sql<string>`"alreadyQuoted"`.as('keptAsWritten'))
    .where(sql.ref('defKey'), '=', 'k'),
];

describe('snake_case names written by the compiler', () => {
  for (const dialect of ['sqlite', 'postgres'] as const) {
    it(`gives the SQL and parameters Kysely's CamelCasePlugin gives (${dialect})`, () => {
      const expected = queries(pluginDb(dialect)).map((q) => q.compile());
      const actual = queries(ourDb(dialect)).map((q) => q.compile());
      expect(actual.map((c) => [c.sql, c.parameters])).toEqual(expected.map((c) => [c.sql, c.parameters]));
      expect(actual[0]!.sql).toContain('"family_id"');
    });
  }
});

describe('camelCase rows', () => {
  const plugin = new (class extends CamelCasePlugin {
    map = (row: Record<string, unknown>) => this.mapRow(row);
  })();

  it("maps keys, nested plain objects and objects in arrays as Kysely's plugin does", () => {
    const row = {
      task_id: 't1',
      created_at: 5,
      already_camel: null,
      form_data: { field_one: 1, list_of: [{ inner_key: 2 }, 3, 'x'] },
      tags: ['a_b', { tag_name: 'c' }],
      raw_bytes: Buffer.from('ab'),
      when_at: new Date(0),
      _leading: 1,
      trailing_: 2,
      UPPER_CASE: 3,
    };
    expect(camelRow(row)).toEqual(plugin.map(row));
    expect(Object.keys(camelRow(row))).toEqual(Object.keys(plugin.map(row)));
    expect(camelRow(row).rawBytes).toBe(row.raw_bytes);
  });
});
