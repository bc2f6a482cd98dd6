import { ModuleState } from '@campus/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/index.js';
import type { BpmDefinition } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { fixtureXml } from '../../test/bpmn.js';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/databases.js';
import { engineDriver } from '../../test/engine.js';
import { graphOf } from '../cache.js';
import { listenToProcess, stopListening } from '../events.js';
import { completeTask } from './commands/complete.js';
import { commandTransaction, isPlainRead } from './deferred.js';
import { findTaskWithInstance, VersionConflict, type Db } from './store.js';
import { runCommand } from './transaction.js';

/**
 * runCommand's lazy begin on PostgreSQL (deferred.ts, issue 33): reads before the command's first
 * write go without BEGIN; anything else sends BEGIN first; a commit that never began sends the
 * queued writes as one statement, whose checks abort it whole; a command that needs its
 * transaction (a listener) falls back to BEGIN ... COMMIT.
 */
let database: TestDatabase;
let engine: Awaited<ReturnType<typeof engineDriver>>;
let linear: BpmDefinition;
/** A second handle on the same database (one connection) whose query log keeps what reaches the driver. */
let logged: Database;
let sent: string[] | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await engineDriver(database);
  linear = await engine.deploy(fixtureXml('linear'));
  logged = openDatabase(database.url, {
    poolSize: 1,
    log: (event) => {
      // A statement that failed is logged as an error: it was sent all the same.
      if (sent) sent.push(event.query.sql);
    },
  });
});
// Test files share modules (vitest's isolate: false): no listener of another file's may be left.
beforeEach(() => stopListening('linear'));
afterEach(() => stopListening('linear'));
afterAll(async () => {
  await logged.close();
  await database.destroy();
});

/** What `fn` sends, each statement cut to its first words, with what it answered or threw. */
async function sending<T>(
  fn: () => Promise<T>,
): Promise<{ sent: string[]; outcome: PromiseSettledResult<T> }> {
  const seen: string[] = [];
  sent = seen;
  try {
    const [outcome] = await Promise.allSettled([fn()]);
    return {
      sent: seen.map((s) => s.trim().split(/\s+/).slice(0, 2).join(' ').toLowerCase()),
      outcome: outcome!,
    };
  } finally {
    sent = null;
  }
}

const caller = async (account: string) => {
  const person = await engine.person(account);
  return { tenantId: engine.tenantId, userId: person.id, fullname: person.name };
};

/** The counsellor's agree on `taskId` through `run` (runCommand, or a plain transaction). */
async function agreeWith(db: Db, taskId: string, meanwhile?: () => Promise<void>) {
  const graph = await graphOf(database.db, linear);
  return async (ctxDb: Db, actor: { id: string; name: string }) => {
    const { task, instance } = (await findTaskWithInstance(ctxDb, engine.tenantId, taskId))!;
    await meanwhile?.();
    return completeTask(
      { db: ctxDb, tenantId: engine.tenantId, actor, now: Date.now() },
      {
        instance,
        graph,
        task,
        vote: 'agree',
        opinion: null,
        data: JSON.parse(instance.data),
        onBehalfOf: null,
      },
    );
  };
}

const state = async (instanceId: string, taskId: string) => ({
  instance: await engine.db
    .selectFrom('bpmInstance')
    .select(['version', 'status'])
    .where('id', '=', instanceId)
    .executeTakeFirstOrThrow(),
  task: await engine.db
    .selectFrom('bpmTask')
    .select('status')
    .where('id', '=', taskId)
    .executeTakeFirstOrThrow(),
  tasks: await engine.count('bpmTask'),
  history: await engine.count('bpmHistory'),
  executions: await engine.db
    .selectFrom('bpmExecution')
    .select(['id', 'nodeId'])
    .where('instanceId', '=', instanceId)
    .execute(),
});

describe('isPlainRead', () => {
  it('takes a SELECT without effects, and refuses locks, advisory locks, SELECT INTO and writes', () => {
    expect(isPlainRead('select "id" from "bpm_task" where "id" = $1')).toBe(true);
    expect(isPlainRead('select id from bpm_task for update')).toBe(false);
    expect(isPlainRead('select id from bpm_task for no key update')).toBe(false);
    expect(isPlainRead('select id from bpm_task for share')).toBe(false);
    expect(isPlainRead('select pg_advisory_xact_lock(1)')).toBe(false);
    expect(isPlainRead("select nextval('s')")).toBe(false);
    expect(isPlainRead('select * into t2 from t')).toBe(false);
    expect(isPlainRead('select 1; delete from t')).toBe(false);
    expect(isPlainRead('with w as (delete from t returning 1) select 1')).toBe(false);
    expect(isPlainRead('update t set a = 1')).toBe(false);
  });
});

describe.skipIf(testDialect() !== 'postgres')('the lazy begin (PostgreSQL)', () => {
  it('sends reads without BEGIN, and BEGIN before the first statement that is not a plain read', async () => {
    const { outcome, sent } = await sending(async () =>
      runCommand(logged.db, await caller('counsellor'), async (ctx) => {
        await ctx.db.selectFrom('bpmDefinition').select('id').execute();
        await sql`select pg_advisory_xact_lock(20261130)`.execute(ctx.db);
        await ctx.db.selectFrom('bpmDefinition').select('id').execute();
        return 'done';
      }),
    );
    expect(outcome).toEqual({ status: 'fulfilled', value: 'done' });
    expect(sent).toEqual([
      'select "id"',
      'begin',
      'select pg_advisory_xact_lock(20261130)',
      'select "id"',
      'commit',
    ]);
  });

  it('sends BEGIN before an immediate write, which a failure then rolls back', async () => {
    const { instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const { outcome, sent } = await sending(async () =>
      runCommand(logged.db, await caller('counsellor'), async (ctx) => {
        await ctx.db.selectFrom('bpmInstance').select('id').where('id', '=', instanceId).execute();
        await ctx.db
          .updateTable('bpmInstance')
          .set({ subject: 'Changed' })
          .where('id', '=', instanceId)
          .execute();
        throw new Error('the command fails');
      }),
    );
    expect(outcome).toMatchObject({ status: 'rejected', reason: { message: 'the command fails' } });
    expect(sent).toEqual(['select "id"', 'begin', 'update "bpm_instance"', 'rollback']);
    expect((await engine.instance(instanceId)).subject).not.toBe('Changed');
  });

  it('sends a command of reads alone with neither BEGIN nor COMMIT', async () => {
    const { sent } = await sending(async () =>
      runCommand(logged.db, await caller('counsellor'), (ctx) =>
        ctx.db.selectFrom('tenant').select('id').execute(),
      ),
    );
    expect(sent).toEqual(['select "id"']);
  });

  it('commits an agree as one statement without BEGIN and COMMIT', async () => {
    const { createdTaskIds, instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const taskId = createdTaskIds[0]!;
    const agree = await agreeWith(logged.db, taskId);
    const counsellor = await caller('counsellor');
    const { outcome, sent } = await sending(async () =>
      runCommand(logged.db, counsellor, (ctx) =>
        agree(ctx.db, { id: counsellor.userId, name: counsellor.fullname }),
      ),
    );
    expect(outcome.status).toBe('fulfilled');
    expect(sent).not.toContain('begin');
    expect(sent).not.toContain('commit');
    expect(sent.filter((s) => s.startsWith('with'))).toHaveLength(1);
    expect((await state(instanceId, taskId)).task.status).toBe('completed');
  });

  it('writes nothing when the one statement’s version check fails (and runCommand tries again)', async () => {
    const { createdTaskIds, instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const taskId = createdTaskIds[0]!;
    const counsellor = await caller('counsellor');
    const actor = { id: counsellor.userId, name: counsellor.fullname };
    // Another command moves the version between this command's read and its writes.
    const agree = await agreeWith(logged.db, taskId, async () => {
      await engine.db
        .updateTable('bpmInstance')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', instanceId)
        .execute();
    });
    const before = await state(instanceId, taskId);
    const { outcome, sent } = await sending(async () =>
      commandTransaction(logged.db, (trx) => agree(trx, actor)),
    );
    expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(VersionConflict) });
    // The reads, the one statement; no BEGIN, and no ROLLBACK of a transaction that never began.
    expect(sent).toEqual(['select "t".*,', 'select distinct', 'with w0']);
    // Nothing of the statement stayed: the task open, no history, no new task, the token where it was.
    const after = await state(instanceId, taskId);
    expect(after).toEqual({
      ...before,
      instance: { ...before.instance, version: before.instance.version + 1 },
    });

    // Through runCommand the command runs again on fresh data and goes through.
    let attempts = 0;
    const again = await agreeWith(logged.db, taskId);
    await runCommand(logged.db, counsellor, (ctx) => {
      attempts += 1;
      return again(ctx.db, actor);
    });
    expect(attempts).toBe(1);
    expect((await state(instanceId, taskId)).task.status).toBe('completed');
  });

  it('writes nothing when the task was handled meanwhile, and refuses with 6050106', async () => {
    const { createdTaskIds, instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const taskId = createdTaskIds[0]!;
    const counsellor = await caller('counsellor');
    // The task closed behind the command's back (its version check alone would not see it).
    const agree = await agreeWith(logged.db, taskId, async () => {
      await engine.db.updateTable('bpmTask').set({ status: 'completed' }).where('id', '=', taskId).execute();
    });
    const before = await state(instanceId, taskId);
    const { outcome, sent } = await sending(async () =>
      runCommand(logged.db, counsellor, (ctx) =>
        agree(ctx.db, { id: counsellor.userId, name: counsellor.fullname }),
      ),
    );
    expect(outcome).toMatchObject({ status: 'rejected', reason: expect.any(AppError) });
    const reason = (outcome as PromiseRejectedResult).reason as AppError;
    expect(reason.state).toBe(ModuleState.TASK_ALREADY_HANDLED);
    expect(sent).toEqual(['select "t".*,', 'select distinct', 'with w0']);
    // The version bump in the same statement did not stay either (the task is as the other closed it).
    expect(await state(instanceId, taskId)).toEqual({ ...before, task: { status: 'completed' } });
  });

  it('falls back to BEGIN ... COMMIT when a listener runs in the command, and its refusal rolls back all', async () => {
    const { createdTaskIds, instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const taskId = createdTaskIds[0]!;
    const counsellor = await caller('counsellor');
    const actor = { id: counsellor.userId, name: counsellor.fullname };
    let listened = 0;
    listenToProcess('linear', async (ctx) => {
      listened += 1;
      await ctx.db.selectFrom('bpmTask').select('id').where('instanceId', '=', instanceId).execute();
      if (listened === 1) throw new Error('quota full');
    });
    const before = await state(instanceId, taskId);
    const agree = await agreeWith(logged.db, taskId);
    const refused = await sending(async () =>
      runCommand(logged.db, counsellor, (ctx) => agree(ctx.db, actor)),
    );
    expect(refused.outcome).toMatchObject({ status: 'rejected', reason: { message: 'quota full' } });
    // The task's read and the staffing's read of people go before BEGIN; the writes before the listener.
    expect(refused.sent).toEqual([
      'select "t".*,',
      'select distinct',
      'begin',
      'with w0',
      'select "id"',
      'rollback',
    ]);
    expect(await state(instanceId, taskId)).toEqual(before);

    const accepted = await sending(async () =>
      runCommand(logged.db, counsellor, (ctx) => agree(ctx.db, actor)),
    );
    expect(accepted.outcome.status).toBe('fulfilled');
    expect(accepted.sent).toEqual([
      'select "t".*,',
      'select distinct',
      'begin',
      'with w0',
      'select "id"',
      'commit',
    ]);
    expect((await state(instanceId, taskId)).task.status).toBe('completed');
  });

  it('lets one of two agrees at once through and refuses the other, writing the step once', async () => {
    const { createdTaskIds, instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const taskId = createdTaskIds[0]!;
    const counsellor = await caller('counsellor');
    const actor = { id: counsellor.userId, name: counsellor.fullname };
    const agree = await agreeWith(database.db, taskId);
    const historyBefore = await engine.count('bpmHistory');
    const replies = await Promise.allSettled(
      [1, 2].map(() => runCommand(database.db, counsellor, (ctx) => agree(ctx.db, actor))),
    );
    expect(replies.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = replies.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((failed.reason as AppError).state).toBe(ModuleState.TASK_ALREADY_HANDLED);
    expect((await engine.count('bpmHistory')) - historyBefore).toBe(1);
    expect(await engine.open(instanceId)).toHaveLength(1);
  });
});
