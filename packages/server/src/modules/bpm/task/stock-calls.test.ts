import { ModuleState } from '@campus/contract';
import { stockTaskEndpoints as stock } from '@campus/contract/api/bpm/compat';
import { changeEndpoints } from '@campus/contract/api/bpm/change';
import { taskEndpoints as task } from '@campus/contract/api/bpm/task';
import { describe, expect, it } from 'vitest';
import { hasPending, leaveAtCounsellor, pendingTask, scholarshipAtPanel } from '../../../test/bpm.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 32: the stock front end's task calls answer as the platform's do, each through the task
 * service's own call (so its checks), counted as the action it adapts.
 */
const { t, as } = bpmTestApp(['student', 'counsellor', 'college', 'teacher']);

/** The stock client's body: `{parameters: [{key, value}]}`. */
const parameters = (fields: Record<string, unknown>) => ({
  parameters: Object.entries(fields).map(([key, value]) => ({ key, value })),
});
const complete = (taskId: string, actionName: string, extra: Record<string, unknown> = {}) =>
  parameters({ opinion: 'ok', actionName, taskId, data: '{}', ...extra });

const STARTER_BARRED = {
  state: ModuleState.TASK_NOT_ASSIGNEE,
  message: 'You started this request: its approvals are for others to make',
};

describe('task/complete', () => {
  it('agrees with the stock parameters body, naming the request in variables', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const reply = await as.counsellor.post('/task/complete', complete(taskId, 'agree'));
    expect(reply).toMatchObject({ state: 200, variables: { proInstId: id }, data: { instanceId: id } });
    expect(await hasPending(as.counsellor, id)).toBe(false);
  });

  it('opposes, ending the request as not approved', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    expect(await as.counsellor.post('/task/complete', complete(taskId, 'oppose'))).toMatchObject({
      state: 200,
      data: { instanceId: id, status: 'end', result: 'oppose' },
    });
  });

  it('sends back to the starter', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    expect((await as.counsellor.post('/task/complete', complete(taskId, 'rejectToStart'))).state).toBe(200);
    expect(await hasPending(as.student, id)).toBe(true);
  });

  it('takes an agreement back (revoke) while nothing happened since', async () => {
    const { id } = await scholarshipAtPanel(as);
    const done = await as.counsellor.rows<{ id: string; taskId: string }>(
      '/received/query/handled/revokable',
    );
    const mine = done.find((r) => r.id === id)!;
    expect((await as.counsellor.post('/task/complete', complete(mine.taskId, 'revoke'))).state).toBe(200);
    expect(await hasPending(as.counsellor, id)).toBe(true);
  });

  it('refuses an unknown action naming the field, and a stranger as the plain route does', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    const unknown = await as.counsellor.post('/task/complete', complete(taskId, 'fly'));
    expect(unknown.state).not.toBe(200);
    expect(unknown.message).toContain('actionName');
    const plain = await as.teacher.post('/task/agree', { taskId });
    expect(await as.teacher.post('/task/complete', complete(taskId, 'agree'))).toMatchObject({
      state: plain.state,
      message: plain.message,
    });
  });
});

describe('the starter never approves their own request through the stock calls', () => {
  it('is refused by task/complete and task/completeBatch', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    // A task handed to the starter before the rule (what starter.test.ts sets up too).
    await t.database.db
      .updateTable('bpmTask')
      .set({ assigneeId: as.student.who.userId, assigneeName: '李明轩', delivered: 'Y' })
      .where('id', '=', taskId)
      .execute();
    for (const action of ['agree', 'oppose', 'reject', 'rejectToPrevious']) {
      expect(await as.student.post('/task/complete', complete(taskId, action)), action).toMatchObject(
        STARTER_BARRED,
      );
    }
    const batch = await as.student.post<{ taskId: string; state: number }[]>(
      '/task/completeBatch',
      parameters({ taskIds: taskId, opinion: 'ok' }),
    );
    expect(batch).toMatchObject({ state: 200 });
    expect(batch.data).toEqual([expect.objectContaining({ taskId, state: ModuleState.TASK_NOT_ASSIGNEE })]);
    const running = await as.student.rows<{ id: string; status: string }>('/initiated/query/my/requested');
    expect(running.find((r) => r.id === id)?.status).toBe('running');
  });
});

describe('task/completeBatch', () => {
  it('agrees to each task of a comma list, one result per task', async () => {
    const first = await leaveAtCounsellor(as);
    const second = await leaveAtCounsellor(as);
    const reply = await as.counsellor.post<{ taskId: string; state: number }[]>(
      '/task/completeBatch',
      parameters({ taskIds: `${first.taskId},${second.taskId}`, opinion: 'ok', actionName: 'agree' }),
    );
    expect(reply.data.map((r) => r.state)).toEqual([200, 200]);
    expect(await hasPending(as.counsellor, first.id)).toBe(false);
    expect(await hasPending(as.counsellor, second.id)).toBe(false);
  });

  it('refuses an action other than agree, naming the field', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    const reply = await as.counsellor.post(
      '/task/completeBatch',
      parameters({ taskIds: taskId, actionName: 'oppose' }),
    );
    expect(reply.state).not.toBe(200);
    expect(reply.message).toContain('actionName');
  });
});

describe('the reject dialogs', () => {
  it('name the steps a task may go back to; the step before only for toRejectToPrevious', async () => {
    const {
      task: { taskId },
    } = await scholarshipAtPanel(as);
    const all = await as.college.get<{ bpmExecUserNode: { nodeId: string; name: string }[] }>(
      '/task/toReject',
      { taskId },
    );
    expect(all.state).toBe(200);
    expect(all.data.bpmExecUserNode.length).toBeGreaterThan(0);
    expect(all.data).toMatchObject({ bpmExecGoMapUserNode: all.data.bpmExecUserNode });
    const previous = await as.college.get('/task/toRejectToPrevious', { taskId });
    expect(previous).toMatchObject({
      state: 200,
      data: { bpmExecUserNode: [all.data.bpmExecUserNode[0]] },
    });
  });

  it('answer someone who does not hold the task as the plain route does', async () => {
    const {
      task: { taskId },
    } = await scholarshipAtPanel(as);
    const plain = await as.teacher.get('/task/rejectNodes', { taskId });
    expect(plain.state).not.toBe(200);
    for (const path of ['/task/toReject', '/task/toRejectToPrevious']) {
      expect(await as.teacher.get(path, { taskId }), path).toMatchObject({
        state: plain.state,
        message: plain.message,
      });
    }
  });
});

describe('the task form', () => {
  it('names its model INNER and gives boData as an object, as the stock client reads them', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    const form = await as.counsellor.get<{ formModel: { type: string }; boData: unknown }>(
      '/task/getFormData',
      { taskId },
    );
    expect(form.data.formModel.type).toBe('INNER');
    expect(typeof form.data.boData).toBe('object');
  });
});

describe('the platform spellings of our calls', () => {
  it('task/save keeps the opinion without deciding', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    expect(await as.counsellor.post('/task/save', { taskId, opinion: 'later' })).toMatchObject({
      state: 200,
      data: { taskId },
    });
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ taskId });
  });

  it('task/chage/save transfers the task', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const body = {
      taskId,
      changeType: 'shift',
      bpmTaskChangeAssignPoList: [{ type: 'employee', executor: as.teacher.who.userId }],
    };
    expect((await as.counsellor.post('/task/chage/save', body)).state).toBe(200);
    expect(await hasPending(as.teacher, id)).toBe(true);
    expect(await hasPending(as.counsellor, id)).toBe(false);
  });

  it('received/revoke takes an agreement back', async () => {
    const { id } = await scholarshipAtPanel(as);
    const done = await as.counsellor.rows<{ id: string; taskId: string }>(
      '/received/query/handled/revokable',
    );
    const mine = done.find((r) => r.id === id)!;
    expect((await as.counsellor.post('/received/revoke', { taskId: mine.taskId })).state).toBe(200);
    expect(await hasPending(as.counsellor, id)).toBe(true);
  });
});

describe('each stock call counts as the action it adapts', () => {
  it('names its target for the rate-limit and idempotency keys', () => {
    const { complete: dispatch } = stock;
    expect(typeof dispatch.countsAs).toBe('function');
    const as = dispatch.countsAs as (body: unknown) => unknown;
    expect(as(parameters({ actionName: 'agree' }))).toBe(task.agree);
    expect(as({ actionName: 'rejectToStart' })).toBe(task.rejectToStart);
    expect(as(parameters({ actionName: 'revoke' }))).toBe(task.revoke);
    expect(as(parameters({ actionName: 'toString' }))).toBeUndefined();
    expect(stock.completeBatch.countsAs).toBe(task.agreeBatch);
    expect(stock.save.countsAs).toBe(task.save);
    expect(stock.changeSave.countsAs).toBe(changeEndpoints.save);
    expect(stock.receivedRevoke.countsAs).toBe(task.revoke);
  });
});
