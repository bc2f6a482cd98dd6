import { ModuleState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BpmDefinition } from '../../../db/schema.js';
import { AppError } from '../../../http/errors.js';
import { fixtureXml } from '../../../test/bpmn.js';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.js';
import { engineDriver } from '../../../test/engine.js';
import { beginRun } from '../run.js';
import { closeDecidedTask } from './close-task.js';

let database: TestDatabase;
let engine: Awaited<ReturnType<typeof engineDriver>>;
let linear: BpmDefinition;

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await engineDriver(database);
  linear = await engine.deploy(fixtureXml('linear'));
});
afterAll(async () => database.destroy());

/** Closes the request's first task as the counsellor; answers the version the run closed it at. */
async function closeFirstTask(decision: Parameters<typeof closeDecidedTask>[3]) {
  const { createdTaskIds } = await engine.start(linear, 'student');
  const taskId = createdTaskIds[0]!;
  const version = await engine.onTask(taskId, 'counsellor', async (ctx, { instance, graph, task }) => {
    const run = await beginRun(ctx, instance, graph);
    await closeDecidedTask(ctx, run, task, decision);
    return run.version;
  });
  return { taskId, version };
}

const taskRow = (taskId: string) =>
  engine.db.selectFrom('bpmTask').selectAll().where('id', '=', taskId).executeTakeFirstOrThrow();

describe('closeDecidedTask', () => {
  it('closes the task with the decision, by the actor, at the run’s version', async () => {
    const counsellor = await engine.person('counsellor');
    const { taskId, version } = await closeFirstTask({ outcome: 'oppose', opinion: 'No', savedData: null });
    expect(await taskRow(taskId)).toMatchObject({
      status: 'completed',
      outcome: 'oppose',
      opinion: 'No',
      completedBy: counsellor.id,
      completedByName: counsellor.name,
      closedVersion: version,
      savedData: null,
    });
  });

  it('refuses a task someone has already closed', async () => {
    const { taskId } = await closeFirstTask({ outcome: 'agree', opinion: null });
    const again = engine.onTask(taskId, 'counsellor', async (ctx, { instance, graph, task }) =>
      closeDecidedTask(ctx, await beginRun(ctx, instance, graph), task, {
        outcome: 'agree',
        opinion: null,
      }),
    );
    await expect(again).rejects.toSatisfy(
      (error) => error instanceof AppError && error.state === ModuleState.TASK_ALREADY_HANDLED,
    );
  });
});
