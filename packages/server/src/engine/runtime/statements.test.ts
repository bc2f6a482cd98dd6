import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProfile } from '../../core/org/profile.js';
import { openDatabase, type Database } from '../../db/index.js';
import type { BpmDefinition } from '../../db/schema.js';
import { fixtureXml } from '../../test/bpmn.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { engineDriver } from '../../test/engine.js';
import { graphOf } from '../cache.js';
import { completeTask } from './commands/complete.js';
import { startInstance } from './commands/start.js';
import { stopListening } from '../events.js';
import { findTaskWithInstance, type Db } from './store.js';
import { runCommand } from './transaction.js';

/**
 * How many SQL statements an engine command sends (issue 33): each is a round trip on
 * PostgreSQL, so this is what a command costs there before any row is read. The counts are a
 * ceiling to keep, not a timing: a change that adds a statement to every start or decision shows
 * here and has to say why (raise the ceiling), and one that batches writes lowers it.
 *
 * They are counted where they reach the driver (the database's query log), below Kysely's
 * plugins: the engine sends its hot statements compiled once, which no plugin sees
 * (runtime/prepared.ts). The commands run through runCommand, as the API runs them; the
 * transaction's own begin and commit are counted apart, and the ceilings are on round trips
 * (statements plus begin and commit). A command's writes go out together (runtime/deferred.ts):
 * one statement on PostgreSQL, one after another on SQLite, so the two have their own ceilings. On
 * PostgreSQL runCommand's transaction begins lazily: a command whose writes all wait at its commit
 * sends them as one statement with neither begin nor commit.
 */
let kinds: string[] | null = null;
let transactionStatements = 0;
const TRANSACTION = /^\s*(begin|commit|rollback|start transaction)\b/i;

let database: TestDatabase;
/** A second handle on the same database whose query log counts what reaches the driver. */
let counting: Database;
let engine: Awaited<ReturnType<typeof engineDriver>>;
let linear: BpmDefinition;

beforeAll(async () => {
  database = await createTestDatabase();
  counting = openDatabase(database.url, {
    poolSize: 1,
    log: (event) => {
      if (!kinds || event.level !== 'query') return;
      if (TRANSACTION.test(event.query.sql)) transactionStatements++;
      else kinds.push(event.query.sql.trimStart().split(/\s/)[0]!.toLowerCase());
    },
  });
  engine = await engineDriver(database);
  linear = await engine.deploy(fixtureXml('linear'));
  // Test files share modules (vitest's isolate: false): a listener another file left on the
  // process would make its commands send their writes before it, inside BEGIN ... COMMIT.
  stopListening('linear');
});
afterAll(async () => {
  await counting.close();
  await database.destroy();
});

/** Runs `fn` as a command (runCommand) whose every statement is counted, by kind. */
async function counted<T>(account: string, fn: (db: Db, actor: { id: string; name: string }) => Promise<T>) {
  const actor = await engine.person(account);
  kinds = [];
  transactionStatements = 0;
  const seen = kinds;
  try {
    const caller = { tenantId: engine.tenantId, userId: actor.id, fullname: actor.name };
    const result = await runCommand(counting.db, caller, (ctx) => fn(ctx.db, actor));
    const byKind: Record<string, number> = {};
    for (const kind of seen) byKind[kind] = (byKind[kind] ?? 0) + 1;
    if (transactionStatements) byKind['begin/commit'] = transactionStatements;
    // Begin and commit: each a round trip on PostgreSQL too.
    return { result, total: seen.length + transactionStatements, byKind };
  } finally {
    kinds = null;
  }
}

describe('statements per engine command', () => {
  it('start, then two agrees, stay within their ceilings', async () => {
    const graph = await graphOf(database.db, linear);
    const student = await engine.person('student');
    const starter = (await memberProfile(database.db, engine.tenantId, student.id))!;
    const start = await counted('student', (db, actor) =>
      startInstance(
        { db, tenantId: engine.tenantId, actor, now: Date.now() },
        { definition: linear, graph, starter, data: { title: 'Trip' } },
      ),
    );
    const agree = async (account: string, taskId: string) =>
      counted(account, async (db, actor) => {
        const { task, instance } = (await findTaskWithInstance(db, engine.tenantId, taskId))!;
        const data = JSON.parse(instance.data) as Record<string, unknown>;
        return completeTask(
          { db, tenantId: engine.tenantId, actor, now: Date.now() },
          { instance, graph, task, vote: 'agree', opinion: 'ok', data, onBehalfOf: null },
        );
      });
    const first = await agree('counsellor', start.result.createdTaskIds[0]!);
    const [second] = await engine.open(start.result.instanceId);
    const last = await agree('office', second!.id);
    expect(await engine.instance(start.result.instanceId)).toMatchObject({ status: 'end' });

    const measured = { start: start.total, agreeToNext: first.total, agreeToEnd: last.total };
    // Printed so a change's effect is seen beside the ceiling (vitest shows it with --reporter=verbose).
    console.log(
      `round trips: start ${start.total} ${JSON.stringify(start.byKind)}, agree to the next step ` +
        `${first.total} ${JSON.stringify(first.byKind)}, agree to the end ${last.total} ${JSON.stringify(last.byKind)}`,
    );
    const ceiling = CEILING[database.dialect];
    expect(measured.start).toBeLessThanOrEqual(ceiling.start);
    expect(measured.agreeToNext).toBeLessThanOrEqual(ceiling.agreeToNext);
    expect(measured.agreeToEnd).toBeLessThanOrEqual(ceiling.agreeToEnd);
  });
});

/**
 * The ceilings: what the commands send now, the two reads of the test included. 2026-11-30: 6,
 * 13, 9; then 6, 10, 8 (a moving token's row updated in place instead of deleted and inserted; a
 * held task's close skips its candidates' rows, closed already; the version bump returns the
 * executions instead of a second read). Then the writes after the lock went out together
 * (runtime/deferred.ts; the push outbox's subscription read folded into them as an INSERT ...
 * SELECT): on PostgreSQL 3, 6, 4, where a flush before a read of another table (the staffing's
 * people) still costs one; on SQLite the same writes one by one, plus the candidates' close the
 * held task used to skip (it no longer waits for the close's answer): 6, 11, 8. Then the task
 * read with its request in one statement, as the API does (findTaskWithInstance): agrees one less;
 * and a SELECT naming none of the queued tables (the staffing's read of people) no longer sends the
 * queue first: on PostgreSQL 2, 4, 3 (each plus begin and commit: 4, 6, 5 round trips).
 *
 * Since then the ceilings count round trips, begin and commit included (SQLite's too, a function
 * call there). The version bump is queued with the other writes and checked by its count (the
 * executions read with the task and request), and on PostgreSQL runCommand's transaction begins
 * lazily and a commit that never began sends the queue as one statement: PostgreSQL 2, 3, 2 (the
 * start: the staffing's read of people, the writes; an agree to the next step: the task's read, the
 * people, the writes; to the end: the read, the writes). SQLite 8, 12, 8: its writes one by one
 * as before, plus begin and commit; the end's patch of the instance joins the bump's UPDATE.
 */
const CEILING = {
  postgres: { start: 2, agreeToNext: 3, agreeToEnd: 2 },
  sqlite: { start: 8, agreeToNext: 12, agreeToEnd: 8 },
};
