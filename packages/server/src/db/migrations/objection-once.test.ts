import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { isUniqueViolation } from '../errors.js';
import * as once from './0102_objection_once.js';

/**
 * Migration 0102 on objections filed before the rule (issue 25 §9): a person's second and third
 * open objection to one request are closed as superseded, the oldest stays open, the request's
 * count of open objections is counted again, and from then on the index refuses a second one.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

describe('0102: one open objection per objector and request', () => {
  it('keeps the oldest of a person’s open objections open and supersedes the others', async () => {
    const { db } = database;
    const demo = await db
      .selectFrom('affairObjection')
      .selectAll()
      .where('status', '=', 'open')
      .executeTakeFirstOrThrow();
    await once.down(db as unknown as Kysely<unknown>);
    // What ten clicks left behind before the rule: the same person's objection twice more.
    for (const [id, later] of [
      ['dup-1', 1000],
      ['dup-2', 2000],
    ] as const)
      await db
        .insertInto('affairObjection')
        .values({ ...demo, id, createdAt: demo.createdAt + later })
        .execute();
    await db
      .updateTable('affairRequest')
      .set((eb) => ({ openObjections: eb('openObjections', '+', 2) }))
      .where('instanceId', '=', demo.requestId)
      .execute();

    await once.up(db as unknown as Kysely<unknown>);

    const rows = await db
      .selectFrom('affairObjection')
      .select(['id', 'status'])
      .where('requestId', '=', demo.requestId)
      .where('filedBy', '=', demo.filedBy)
      .orderBy('createdAt')
      .execute();
    expect(rows).toEqual([
      { id: demo.id, status: 'open' },
      { id: 'dup-1', status: 'superseded' },
      { id: 'dup-2', status: 'superseded' },
    ]);
    const request = await db
      .selectFrom('affairRequest')
      .select('openObjections')
      .where('instanceId', '=', demo.requestId)
      .executeTakeFirstOrThrow();
    expect(request.openObjections).toBe(1);
    const again = await db
      .insertInto('affairObjection')
      .values({ ...demo, id: 'dup-3' })
      .execute()
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isUniqueViolation(again)).toBe(true);
  });
});
