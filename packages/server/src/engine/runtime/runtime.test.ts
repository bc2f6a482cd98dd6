import { ModuleState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BpmDefinition } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import { bpmnXml, fixtureXml } from '../../test/bpmn.js';
import { createTestDatabase, type TestDatabase } from '../../test/databases.js';
import { engineDriver } from '../../test/engine.js';

let database: TestDatabase;
let engine: Awaited<ReturnType<typeof engineDriver>>;
const defs: Record<string, BpmDefinition> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  engine = await engineDriver(database);
  for (const name of ['linear', 'exclusive', 'parallel', 'terminate', 'countersign']) {
    defs[name] = await engine.deploy(fixtureXml(name));
  }
});
afterAll(async () => database.destroy());

const stateOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.state;
    throw error;
  }
};

describe('staffing user tasks', () => {
  it('given a relation rule, when a student starts, then their class counsellor gets the task', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student', { title: 'Trip' });
    expect(createdTaskIds).toHaveLength(1);
    expect(await engine.open(instanceId)).toEqual([
      { id: createdTaskIds[0], nodeId: 'first', who: 'counsellor' },
    ]);
    const instance = await engine.instance(instanceId);
    expect(instance).toMatchObject({
      status: 'running',
      subject: '李明轩: Trip',
      version: 1,
      submitVersion: 1,
    });
  });

  it('given a role held by two people, when the task is created, then both are candidates', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student', { title: 'Trip' });
    await engine.vote(createdTaskIds[0]!, 'counsellor');
    const [task] = await engine.open(instanceId);
    expect(task!.nodeId).toBe('second');
    expect(task!.who.split('|')).toHaveLength(2);
    expect(task!.who.split('|')).toContain('office');
    const row = await engine.db
      .selectFrom('bpmTask')
      .selectAll()
      .where('id', '=', task!.id)
      .executeTakeFirstOrThrow();
    expect(row.subject).toBe('Please check Trip');
    expect(row.assigneeId).toBeNull();
  });

  it('given a shared task, when it is done, cancelled or sent back, then its candidate rows stop being open', async () => {
    const openFlags = async (taskId: string) =>
      (
        await engine.db.selectFrom('bpmTaskCandidate').select('isOpen').where('taskId', '=', taskId).execute()
      ).map((r) => r.isOpen);
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student', { title: 'Flags' });
    await engine.vote(createdTaskIds[0]!, 'counsellor');
    const [shared] = await engine.open(instanceId);
    expect(await openFlags(shared!.id)).toEqual(['Y', 'Y']);

    // Cancelled: the counsellor takes the decision back before anyone of the office acted.
    await engine.revoke(createdTaskIds[0]!, 'counsellor');
    expect(await openFlags(shared!.id)).toEqual(['N', 'N']);

    // Sent back: closed.
    const [first] = await engine.open(instanceId);
    await engine.vote(first!.id, 'counsellor');
    const [again] = await engine.open(instanceId);
    expect(await openFlags(again!.id)).toEqual(['Y', 'Y']);
    await engine.reject(again!.id, 'office', 'reject');
    expect(await openFlags(again!.id)).toEqual(['N', 'N']);

    // Done: closed.
    const [back] = await engine.open(instanceId);
    await engine.vote(back!.id, 'counsellor');
    const [last] = await engine.open(instanceId);
    await engine.vote(last!.id, 'office');
    expect(await openFlags(last!.id)).toEqual(['N', 'N']);
  });

  it('given a task that resolves to nobody, when starting, then it fails with 6050108 and leaves nothing behind', async () => {
    const nobody = await engine.deploy(
      bpmnXml(
        `<bpmn:startEvent id="s" /><bpmn:userTask id="t" name="Ghost" campus:assignee="user:nobody-here" /><bpmn:endEvent id="e" />
         <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="t" /><bpmn:sequenceFlow id="f2" sourceRef="t" targetRef="e" />`,
        'id="ghost" isExecutable="true"',
      ),
    );
    const before = await Promise.all([
      engine.count('bpmInstance'),
      engine.count('bpmTask'),
      engine.count('bpmHistory'),
    ]);
    let error: unknown;
    try {
      await engine.start(nobody, 'student');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).state).toBe(ModuleState.NO_ASSIGNEE);
    expect((error as AppError).options.params).toEqual({ node: 'Ghost' });
    const after = await Promise.all([
      engine.count('bpmInstance'),
      engine.count('bpmTask'),
      engine.count('bpmHistory'),
    ]);
    expect(after).toEqual(before);
  });

  it('given a relation the starter lacks, when a staff member starts, then it fails with 6050108', async () => {
    expect(await stateOf(engine.start(defs.linear!, 'teacher'))).toBe(ModuleState.NO_ASSIGNEE);
  });
});

describe('single tasks', () => {
  it('given the last task, when it is agreed, then the instance ends approved and no token remains', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student');
    const second = await engine.vote(createdTaskIds[0]!, 'counsellor');
    const done = await engine.vote(second.createdTaskIds[0]!, 'office');
    expect(done.status).toBe('end');
    expect(await engine.instance(instanceId)).toMatchObject({ status: 'end', result: 'agree' });
    expect(await engine.open(instanceId)).toEqual([]);
    const executions = await engine.db
      .selectFrom('bpmExecution')
      .select('id')
      .where('instanceId', '=', instanceId)
      .execute();
    expect(executions).toEqual([]);
  });

  it('given a single task, when it is opposed, then the instance ends not approved', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student');
    expect((await engine.vote(createdTaskIds[0]!, 'counsellor', 'oppose')).status).toBe('end');
    expect(await engine.instance(instanceId)).toMatchObject({ status: 'end', result: 'oppose' });
  });

  it('given a task already completed, when it is completed again, then 6050106', async () => {
    const { createdTaskIds } = await engine.start(defs.linear!, 'student');
    await engine.vote(createdTaskIds[0]!, 'counsellor');
    expect(await stateOf(engine.vote(createdTaskIds[0]!, 'counsellor'))).toBe(
      ModuleState.TASK_ALREADY_HANDLED,
    );
  });

  it('writes a history row per action with actor, action, opinion and the version it produced', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student');
    await engine.vote(createdTaskIds[0]!, 'counsellor');
    const rows = await engine.db
      .selectFrom('bpmHistory')
      .select(['action', 'actorName', 'opinion', 'nodeId', 'version'])
      .where('instanceId', '=', instanceId)
      .orderBy('version')
      .execute();
    expect(rows).toEqual([
      { action: 'start', actorName: '李明轩', opinion: null, nodeId: 'start', version: 1 },
      { action: 'agree', actorName: '王晓婷', opinion: 'agree', nodeId: 'first', version: 2 },
    ]);
  });
});

describe('exclusive gateways in a running instance', () => {
  it.each([
    [2, 'short'],
    [5, 'middle'],
    [9, 'long'],
  ])('given days = %s, then the request goes to %s', async (days, node) => {
    const { instanceId } = await engine.start(defs.exclusive!, 'student', { days });
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual([node]);
  });

  it('given a condition that fails, when starting, then 6050112 and no instance', async () => {
    const before = await engine.count('bpmInstance');
    expect(await stateOf(engine.start(defs.exclusive!, 'student', { days: 'lots' }))).toBe(
      ModuleState.CONDITION_ERROR,
    );
    expect(await engine.count('bpmInstance')).toBe(before);
  });
});

describe('parallel gateways in a running instance', () => {
  it('given a fork, then both branches get tasks; the join waits for both; then one task follows', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.parallel!, 'student');
    await engine.vote(createdTaskIds[0]!, 'student');
    const branches = await engine.open(instanceId);
    expect(branches.map((t) => t.nodeId).sort()).toEqual(['left', 'right']);
    const afterLeft = await engine.vote(branches.find((t) => t.nodeId === 'left')!.id, 'student');
    expect(afterLeft.createdTaskIds).toEqual([]);
    const afterRight = await engine.vote(branches.find((t) => t.nodeId === 'right')!.id, 'student');
    expect(afterRight.createdTaskIds).toHaveLength(1);
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual(['after']);
  });

  it('given a terminate end in one branch, then the other branch is cancelled and the instance ends', async () => {
    const { instanceId } = await engine.start(defs.terminate!, 'student');
    const urgent = (await engine.open(instanceId)).find((t) => t.nodeId === 'urgent')!;
    expect((await engine.vote(urgent.id, 'student')).status).toBe('end');
    expect(await engine.open(instanceId)).toEqual([]);
    const cancelled = await engine.db
      .selectFrom('bpmTask')
      .select('nodeId')
      .where('instanceId', '=', instanceId)
      .where('status', '=', 'cancelled')
      .execute();
    expect(cancelled).toEqual([{ nodeId: 'normal' }]);
  });
});

describe('multi-instance tasks (countersign)', () => {
  it('given a parallel any-of panel, then each member gets a task and the first agree decides', async () => {
    const { instanceId } = await engine.start(defs.countersign!, 'student');
    const panel = await engine.open(instanceId);
    expect(panel.map((t) => `${t.nodeId}:${t.who}`).sort()).toEqual(['panel:college', 'panel:teacher']);
    const result = await engine.vote(panel.find((t) => t.who === 'teacher')!.id, 'teacher');
    expect(result.createdTaskIds).toHaveLength(1);
    const open = await engine.open(instanceId);
    expect(open.map((t) => t.nodeId)).toEqual(['board']);
    const collegeTask = await engine.db
      .selectFrom('bpmTask')
      .select('status')
      .where('id', '=', panel.find((t) => t.who === 'college')!.id)
      .executeTakeFirstOrThrow();
    expect(collegeTask.status).toBe('cancelled');
  });

  it('given an any-of panel, when one member opposes, then the others still decide', async () => {
    const { instanceId } = await engine.start(defs.countersign!, 'student');
    const panel = await engine.open(instanceId);
    const opposed = await engine.vote(panel.find((t) => t.who === 'college')!.id, 'college', 'oppose');
    expect(opposed.status).toBe('running');
    expect((await engine.open(instanceId)).map((t) => t.who)).toEqual(['teacher']);
    await engine.vote(panel.find((t) => t.who === 'teacher')!.id, 'teacher', 'oppose');
    expect(await engine.instance(instanceId)).toMatchObject({ status: 'end', result: 'oppose' });
  });

  it('given a sequential 60% board, then voters take turns in order until 60% agree', async () => {
    const { instanceId } = await engine.start(defs.countersign!, 'student');
    const panel = await engine.open(instanceId);
    await engine.vote(panel[0]!.id, panel[0]!.who);
    // Board: the two office staff (by name) then the counsellor; 60% of 3 is 2 agrees.
    const first = await engine.open(instanceId);
    expect(first).toHaveLength(1);
    await engine.vote(first[0]!.id, first[0]!.who, 'abandon');
    const second = await engine.open(instanceId);
    expect(second).toHaveLength(1);
    expect(second[0]!.who).not.toBe(first[0]!.who);
    await engine.vote(second[0]!.id, second[0]!.who);
    const third = await engine.open(instanceId);
    expect(third.map((t) => t.who)).toEqual(['counsellor']);
    expect((await engine.vote(third[0]!.id, 'counsellor')).status).toBe('end');
    expect(await engine.instance(instanceId)).toMatchObject({ result: 'agree' });
  });
});

describe('rejecting', () => {
  it('given an approved first step, the reject targets are that step and the starter', async () => {
    const { createdTaskIds } = await engine.start(defs.linear!, 'student');
    const second = await engine.vote(createdTaskIds[0]!, 'counsellor');
    expect(await engine.targets(second.createdTaskIds[0]!)).toEqual(['first', 'start']);
    expect(await engine.targets(createdTaskIds[0]!)).toEqual(['start']);
  });

  it('given a reject to the previous step, then its last approver gets the task again', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student');
    const second = await engine.vote(createdTaskIds[0]!, 'counsellor');
    await engine.reject(second.createdTaskIds[0]!, 'office', 'rejectToPrevious');
    expect((await engine.open(instanceId)).map((t) => `${t.nodeId}:${t.who}`)).toEqual(['first:counsellor']);
  });

  it('given a reject to the starter, then the starter resubmits and the flow starts over', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student');
    await engine.reject(createdTaskIds[0]!, 'counsellor', 'rejectToStart');
    const [back] = await engine.open(instanceId);
    expect(back).toMatchObject({ nodeId: 'start', who: 'student' });
    await engine.vote(back!.id, 'student');
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual(['first']);
  });

  it('given backHandMode direct, then after the earlier step agrees the request returns straight to the rejecting step', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student');
    const second = await engine.vote(createdTaskIds[0]!, 'counsellor');
    await engine.reject(second.createdTaskIds[0]!, 'office', 'rejectToStart', 'start', true);
    const [back] = await engine.open(instanceId);
    await engine.vote(back!.id, 'student');
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual(['second']);
  });

  it('given parallel branches, then a reject cancels every branch and one task waits at the target', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.parallel!, 'student');
    await engine.vote(createdTaskIds[0]!, 'student');
    const [left] = await engine.open(instanceId);
    expect(await engine.targets(left!.id)).toEqual(['before', 'start']);
    await engine.reject(left!.id, 'student', 'rejectToPrevious');
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual(['before']);
    const executions = await engine.db
      .selectFrom('bpmExecution')
      .select('nodeId')
      .where('instanceId', '=', instanceId)
      .execute();
    expect(executions).toEqual([{ nodeId: 'before' }]);
  });
});

describe('revoking', () => {
  it('given nobody acted since, when the approver revokes, then the next tasks go and theirs returns', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.linear!, 'student', { title: 'x' });
    await engine.vote(createdTaskIds[0]!, 'counsellor');
    await engine.revoke(createdTaskIds[0]!, 'counsellor');
    expect(await engine.open(instanceId)).toEqual([
      { id: createdTaskIds[0], nodeId: 'first', who: 'counsellor' },
    ]);
    const executions = await engine.db
      .selectFrom('bpmExecution')
      .select('nodeId')
      .where('instanceId', '=', instanceId)
      .execute();
    expect(executions).toEqual([{ nodeId: 'first' }]);
    await engine.vote(createdTaskIds[0]!, 'counsellor');
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual(['second']);
  });

  it('given the next step acted, when the approver revokes, then 6050107', async () => {
    const { createdTaskIds } = await engine.start(defs.parallel!, 'student');
    await engine.vote(createdTaskIds[0]!, 'student');
    expect(await stateOf(engine.revoke(createdTaskIds[0]!, 'counsellor'))).toBe(
      ModuleState.REVOKE_NOT_ALLOWED,
    );
    const { instanceId } = await engine.start(defs.linear!, 'student');
    const [first] = await engine.open(instanceId);
    const second = await engine.vote(first!.id, 'counsellor');
    await engine.reject(second.createdTaskIds[0]!, 'office', 'rejectToPrevious');
    expect(await stateOf(engine.revoke(first!.id, 'counsellor'))).toBe(ModuleState.REVOKE_NOT_ALLOWED);
  });

  it('given an any-of vote that cancelled the other voter, when revoked, then both voters have their tasks again', async () => {
    const { instanceId } = await engine.start(defs.countersign!, 'student');
    const panel = await engine.open(instanceId);
    await engine.vote(panel[0]!.id, panel[0]!.who);
    await engine.revoke(panel[0]!.id, panel[0]!.who);
    expect((await engine.open(instanceId)).map((t) => t.id)).toEqual(panel.map((t) => t.id));
  });
});

describe('optimistic version check', () => {
  it('given a stale read of the instance, when a command runs, then it conflicts instead of writing', async () => {
    const { instanceId, createdTaskIds } = await engine.start(defs.parallel!, 'student');
    await engine.vote(createdTaskIds[0]!, 'student');
    const [left, right] = await engine.open(instanceId);
    // Both approvers read the instance at the same version; the second to write must fail.
    const { findInstance, findTask } = await import('./store.js');
    const { completeTask } = await import('./commands/complete.js');
    const { graphOf } = await import('../cache.js');
    const stale = (await findInstance(engine.db, engine.tenantId, instanceId))!;
    const graph = await graphOf(engine.db, defs.parallel!);
    const actor = await engine.person('student');
    const run = (taskId: string) =>
      engine.db.transaction().execute(async (trx) => {
        const task = (await findTask(trx, engine.tenantId, taskId))!;
        return completeTask(
          { db: trx, tenantId: engine.tenantId, actor, now: Date.now() },
          { instance: stale, graph, task, vote: 'agree', opinion: null, data: {}, onBehalfOf: null },
        );
      });
    await run(left!.id);
    await expect(run(right!.id)).rejects.toThrow('changed meanwhile');
    expect((await engine.open(instanceId)).map((t) => t.nodeId)).toEqual(['right']);
  });
});
