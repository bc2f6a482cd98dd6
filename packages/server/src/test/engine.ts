import { memberProfile } from '../core/org/profile.js';
import type { BpmDefinition } from '../db/schema.js';
import { graphOf } from '../engine/cache.js';
import { deployProcess } from '../engine/deploy.js';
import { completeTask, type Vote } from '../engine/runtime/commands/complete.js';
import { rejectTask, rejectTargets, type RejectMode } from '../engine/runtime/commands/reject.js';
import { revokeTask } from '../engine/runtime/commands/revoke.js';
import { startInstance } from '../engine/runtime/commands/start.js';
import type { CommandContext } from '../engine/runtime/run.js';
import { findInstance, findTask, type Db } from '../engine/runtime/store.js';
import type { TestDatabase } from './databases.js';
import { demoSchoolId } from './demo-school.js';

/**
 * Drives the engine directly on a seeded test database, the way the bpm module does but
 * without its authorization: for engine tests that watch one element at a time.
 */
export async function engineDriver(database: TestDatabase, tenantCode = 'jnlg') {
  const db = database.db;
  const tenantId = await demoSchoolId(db, tenantCode);
  const person = async (account: string) => {
    const user = await db
      .selectFrom('appUser')
      .select(['id', 'fullname'])
      .where('account', '=', account)
      .executeTakeFirstOrThrow();
    return { id: user.id, name: user.fullname };
  };
  const accountOf = async (userId: string | null) =>
    userId
      ? (await db.selectFrom('appUser').select('account').where('id', '=', userId).executeTakeFirstOrThrow())
          .account
      : null;
  let clock = Date.now();
  const inTransaction = async <T>(account: string, fn: (ctx: CommandContext) => Promise<T>): Promise<T> => {
    const actor = await person(account);
    return db.transaction().execute((trx) => fn({ db: trx as Db, tenantId, actor, now: ++clock }));
  };
  const loaded = async (taskId: string) => {
    const task = (await findTask(db, tenantId, taskId))!;
    const instance = (await findInstance(db, tenantId, task.instanceId))!;
    const definition = await db
      .selectFrom('bpmDefinition')
      .selectAll()
      .where('id', '=', instance.defId)
      .executeTakeFirstOrThrow();
    return { task, instance, graph: await graphOf(db, definition) };
  };

  return {
    db,
    tenantId,
    person,
    deploy: (xml: string): Promise<BpmDefinition> =>
      db.transaction().execute((trx) => deployProcess(trx, { tenantId, xml })),
    start: async (definition: BpmDefinition, account: string, data: Record<string, unknown> = {}) => {
      const graph = await graphOf(db, definition);
      const starter = (await memberProfile(db, tenantId, (await person(account)).id))!;
      return inTransaction(account, (ctx) => startInstance(ctx, { definition, graph, starter, data }));
    },
    vote: async (taskId: string, account: string, vote: Vote = 'agree') => {
      const { task, instance, graph } = await loaded(taskId);
      const data = JSON.parse(instance.data) as Record<string, unknown>;
      return inTransaction(account, (ctx) =>
        completeTask(ctx, { instance, graph, task, vote, opinion: vote, data, onBehalfOf: null }),
      );
    },
    reject: async (
      taskId: string,
      account: string,
      mode: RejectMode,
      destination?: string,
      direct = false,
    ) => {
      const { task, instance, graph } = await loaded(taskId);
      const targets = await rejectTargets(db, graph, task);
      const target = destination ?? (mode === 'rejectToStart' ? graph.startId : targets[0]!);
      const data = JSON.parse(instance.data) as Record<string, unknown>;
      return inTransaction(account, (ctx) =>
        rejectTask(ctx, {
          instance,
          graph,
          task,
          mode,
          destination: target,
          direct,
          opinion: null,
          data,
          onBehalfOf: null,
        }),
      );
    },
    /** Runs `fn` as `account` in a transaction, with the task, its instance and graph loaded. */
    onTask: async <T>(
      taskId: string,
      account: string,
      fn: (ctx: CommandContext, found: Awaited<ReturnType<typeof loaded>>) => Promise<T>,
    ) => {
      const found = await loaded(taskId);
      return inTransaction(account, (ctx) => fn(ctx, found));
    },
    targets: async (taskId: string) => {
      const { task, graph } = await loaded(taskId);
      return rejectTargets(db, graph, task);
    },
    revoke: async (taskId: string, account: string) => {
      const { task, instance, graph } = await loaded(taskId);
      return inTransaction(account, (ctx) => revokeTask(ctx, { instance, graph, task, opinion: null }));
    },
    instance: async (id: string) => (await findInstance(db, tenantId, id))!,
    /** The instance's open tasks as `node: account` (candidates joined by '|'), sorted. */
    open: async (instanceId: string) => {
      const tasks = await db
        .selectFrom('bpmTask')
        .selectAll()
        .where('instanceId', '=', instanceId)
        .where('status', '=', 'pending')
        .orderBy('id')
        .execute();
      const out: { id: string; nodeId: string; who: string }[] = [];
      for (const task of tasks) {
        let who = await accountOf(task.assigneeId);
        if (!who) {
          const candidates = await db
            .selectFrom('bpmTaskCandidate')
            .select('userId')
            .where('taskId', '=', task.id)
            .execute();
          who = (await Promise.all(candidates.map((c) => accountOf(c.userId)))).sort().join('|');
        }
        out.push({ id: task.id, nodeId: task.nodeId, who: who ?? '' });
      }
      return out;
    },
    count: async (table: 'bpmInstance' | 'bpmTask' | 'bpmHistory' | 'bpmExecution') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}
