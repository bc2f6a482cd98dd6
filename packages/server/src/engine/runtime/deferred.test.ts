import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BpmDefinition } from '../../db/schema.js';
import { fixtureXml } from '../../test/bpmn.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { engineDriver } from '../../test/engine.js';
import { listenToProcess, stopListening, type InstanceEvent } from '../events.js';
import { closeTask, insertHistory } from './store.js';

/**
 * A command's writes are queued and sent together (deferred.ts). Whatever runs inside the command
 * afterwards must see the database as if each write had been sent at once: a listener reading the
 * task table, a read of a row just written, and a refusal a queued write carries must still roll
 * the whole command back.
 */
let database: TestDatabase;
let engine: Awaited<ReturnType<typeof engineDriver>>;
let linear: BpmDefinition;

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await engineDriver(database);
  linear = await engine.deploy(fixtureXml('linear'));
});
// Test files share modules (vitest's isolate: false): a listener left behind would reach the next file.
afterEach(() => stopListening('linear'));
afterAll(async () => database.destroy());

describe('the command’s write queue', () => {
  it('is sent before a listener reads: it sees the command’s new task, its history row and the closed task', async () => {
    const seen: { event: string; open: string[]; closed: string[]; history: string[] }[] = [];
    listenToProcess('linear', async (ctx, event: InstanceEvent) => {
      const tasks = await ctx.db
        .selectFrom('bpmTask')
        .select(['id', 'status'])
        .where('instanceId', '=', event.instance.id)
        .orderBy('id')
        .execute();
      const history = await ctx.db
        .selectFrom('bpmHistory')
        .select('action')
        .where('instanceId', '=', event.instance.id)
        .orderBy('version')
        .execute();
      seen.push({
        event: event.action,
        open: tasks.filter((t) => t.status === 'pending').map((t) => t.id),
        closed: tasks.filter((t) => t.status === 'completed').map((t) => t.id),
        history: history.map((h) => h.action),
      });
    });
    const { createdTaskIds } = await engine.start(linear, 'student', { title: 'Trip' });
    const first = createdTaskIds[0]!;
    const next = await engine.vote(first, 'counsellor');
    expect(seen).toEqual([
      { event: 'start', open: [first], closed: [], history: ['start'] },
      { event: 'agree', open: next.createdTaskIds, closed: [first], history: ['start', 'agree'] },
    ]);
  });

  it('is sent before a read of a row it holds, inside the command', async () => {
    const { instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const read = await engine.db.transaction().execute(async (trx) => {
      await insertHistory(trx, historyRow('h-deferred-read', instanceId, 'queued'));
      return trx
        .selectFrom('bpmHistory')
        .select('opinion')
        .where('id', '=', 'h-deferred-read')
        .executeTakeFirst();
    });
    expect(read).toEqual({ opinion: 'queued' });
  });

  it('is dropped with the transaction when the command fails after queueing', async () => {
    const { instanceId } = await engine.start(linear, 'student', { title: 'Trip' });
    const failing = engine.db.transaction().execute(async (trx) => {
      await insertHistory(trx, historyRow('h-deferred-dropped', instanceId));
      throw new Error('the command fails');
    });
    await expect(failing).rejects.toThrow('the command fails');
    const row = await engine.db
      .selectFrom('bpmHistory')
      .select('id')
      .where('id', '=', 'h-deferred-dropped')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    // The connection goes on working for the next command (nothing left queued on it).
    await expect(engine.start(linear, 'student', { title: 'Again' })).resolves.toMatchObject({
      status: 'running',
    });
  });

  it('fails the whole command with a queued write’s refusal, even where the statement that sent it swallowed it', async () => {
    const { instanceId, createdTaskIds } = await engine.start(linear, 'student', { title: 'Trip' });
    const taskId = createdTaskIds[0]!;
    await engine.vote(taskId, 'counsellor');
    const lost = new Error('handled meanwhile');
    const attempt = engine.db.transaction().execute(async (trx) => {
      await closeTask(trx, taskId, { outcome: 'agree' }, () => lost);
      await insertHistory(trx, historyRow('h-after-lost', instanceId));
      // Sends the queue: the close finds the task completed already and refuses. Swallowed here,
      // the refusal still fails every later statement, the commit included.
      const swallowed = await trx
        .selectFrom('bpmTask')
        .select('id')
        .execute()
        .catch((error) => error);
      expect(swallowed).toBe(lost);
    });
    await expect(attempt).rejects.toBe(lost);
    const row = await engine.db
      .selectFrom('bpmHistory')
      .select('id')
      .where('id', '=', 'h-after-lost')
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(
      await engine.db.selectFrom('bpmTask').select('status').where('id', '=', taskId).executeTakeFirst(),
    ).toEqual({
      status: 'completed',
    });
  });
});

function historyRow(id: string, instanceId: string, opinion: string | null = null) {
  return {
    id,
    tenantId: engine.tenantId,
    instanceId,
    taskId: null,
    nodeId: 'start',
    nodeName: 'start',
    action: 'remark',
    opinion,
    actorId: 'u',
    actorName: 'U',
    onBehalfOfId: null,
    onBehalfOfName: null,
    taskCreatedAt: 1,
    createdAt: 1,
    version: 99,
    snapshot: null,
  };
}
