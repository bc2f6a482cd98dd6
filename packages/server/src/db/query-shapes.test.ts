import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { camelRows, SnakeSqliteDialect } from './camel-case.js';
import { QueryShapes } from './query-shapes.js';
import type { DB } from './schema.js';

const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new SqliteIntrospector(k),
    createQueryCompiler: () => SnakeSqliteDialect.prototype.createQueryCompiler(),
  },
  plugins: [camelRows],
});

/** A builder that counts its calls. */
function counted<A extends unknown[], Q>(build: (...args: A) => Q) {
  const calls = { n: 0 };
  return {
    calls,
    build: (...args: A) => {
      calls.n++;
      return build(...args);
    },
  };
}

const tasksOf = (tenantId: string, userId: string | null, now: number) => {
  let q = db
    .selectFrom('bpmTask as t')
    .select(['t.id', sql<string>`'Y'`.as('open')])
    .where('t.tenantId', '=', tenantId)
    .where('t.createdAt', '<', now)
    .where('t.status', '=', 'pending');
  q = userId ? q.where('t.assigneeId', '=', userId) : q.where('t.assigneeId', 'is', null);
  return q.limit(20);
};

describe('queries compiled once per shape', () => {
  it('gives what building and compiling gives, building each shape only for its first call', () => {
    const shapes = new QueryShapes<[string, string | null, number]>();
    const { calls, build } = counted(tasksOf);
    for (const args of [
      ['g1', 'u1', 1000],
      ['g2', 'u2', 2000],
      ['g1', null, 3000],
      ['g3', 'u3', 4000],
      ['g3', null, 5000],
    ] as const) {
      const compiled = shapes.compile(db, '', [...args], build);
      const direct = tasksOf(args[0], args[1], args[2]).compile();
      expect([compiled.sql, compiled.parameters]).toEqual([direct.sql, direct.parameters]);
    }
    // Two shapes (with a user, without), each built twice with stand-ins on its first call.
    expect(calls.n).toBe(4);
  });

  it('builds every time what puts an argument into the SQL or computes with it', () => {
    const shapes = new QueryShapes<[string, number]>();
    const rawTenant = (tenantId: string, now: number) =>
      db
        .selectFrom('bpmTask')
        .select('id')
        .where(sql.raw<boolean>(`tenant_id = '${tenantId}'`))
        .where('createdAt', '<', now);
    const aSecondBefore = (tenantId: string, now: number) =>
      db
        .selectFrom('bpmTask')
        .select('id')
        .where('tenantId', '=', tenantId)
        .where('createdAt', '<', now - 1000);
    const intoSql = counted(rawTenant);
    const computed = counted(aSecondBefore);
    for (const [tenantId, now] of [
      ['g1', 5000],
      ['g2', 6000],
    ] as const) {
      for (const [key, { build }, plain] of [
        ['raw', intoSql, rawTenant],
        ['computed', computed, aSecondBefore],
      ] as const) {
        const compiled = shapes.compile(db, key, [tenantId, now], build);
        const direct = plain(tenantId, now).compile();
        expect([compiled.sql, compiled.parameters]).toEqual([direct.sql, direct.parameters]);
      }
    }
    // The first call builds with both sets of stand-ins and then for real; later calls for real.
    expect(computed.calls.n).toBe(3 + 1);
    expect(intoSql.calls.n).toBe(3 + 1);
  });

  it('keeps a shape per dialect and per key, and a builder that refuses keeps nothing', () => {
    const shapes = new QueryShapes<[string]>();
    const refusing = (tenantId: string) => {
      throw new Error(`refused ${tenantId.length > 0}`);
    };
    expect(() => shapes.compile(db, 'k', ['g1'], refusing)).toThrow('refused');
    expect(() => shapes.compile(db, 'k', ['g1'], refusing)).toThrow('refused');
    const one = shapes.compile(db, 'a', ['g1'], (t) =>
      db.selectFrom('tenant').select('id').where('id', '=', t),
    );
    const two = shapes.compile(db, 'b', ['g1'], (t) =>
      db.selectFrom('tenant').select('code').where('id', '=', t),
    );
    expect(one.sql).not.toBe(two.sql);
  });
});
