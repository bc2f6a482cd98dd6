import { ModuleState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { LEAVE, leaveAtCounsellor, pendingTask } from '../../../test/bpm.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 32 item 5: the stock client's task dialogs `agreeData/vo` (before agreeing or opposing)
 * and `nodeApproval` (the diagram's popup on one step), answered from the task and history
 * services with their checks.
 */
const { t, as } = bpmTestApp(['student', 'counsellor', 'college', 'teacher']);

const parameters = (fields: Record<string, unknown>) => ({
  parameters: Object.entries(fields).map(([key, value]) => ({ key, value })),
});

describe('task/agreeData/vo', () => {
  it('answers the one way on in variables and data, for the actions the step allows', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const reply = await as.counsellor.post('/task/agreeData/vo', {
      taskId,
      busData: JSON.stringify({ reason: 'x' }),
      actionName: 'agree',
    });
    const choices = {
      jumpType: 'common',
      hidePath: true,
      hideOpinion: false,
      pathOutgoingNodes: [],
      pathOutgoingNodesUsersMap: {},
    };
    expect(reply).toMatchObject({ state: 200, data: choices, variables: choices });
    // The stock {parameters} body too, and each action as the step's buttons allow it.
    const form = await as.counsellor.get<{ buttons: { alias: string }[] }>('/task/getFormData', { taskId });
    const allowed = form.data.buttons.map((b) => b.alias);
    expect(allowed).toContain('agree');
    for (const actionName of ['agree', 'oppose', 'abandon']) {
      const asked = await as.counsellor.post('/task/agreeData/vo', parameters({ taskId, actionName }));
      expect(asked.state === 200, actionName).toBe(allowed.includes(actionName));
    }
    // Nothing was decided.
    expect((await pendingTask(as.counsellor, id)).taskId).toBe(taskId);
  });

  it('refuses whom the decision refuses: a stranger, and the starter on their own request', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    const plain = await as.teacher.post('/task/agree', { taskId });
    expect(plain.state).not.toBe(200);
    expect(await as.teacher.post('/task/agreeData/vo', { taskId, actionName: 'agree' })).toMatchObject({
      state: plain.state,
      message: plain.message,
    });
    await t.database.db
      .updateTable('bpmTask')
      .set({ assigneeId: as.student.who.userId, assigneeName: '李明轩', delivered: 'Y' })
      .where('id', '=', taskId)
      .execute();
    expect(await as.student.post('/task/agreeData/vo', { taskId })).toMatchObject({
      state: ModuleState.TASK_NOT_ASSIGNEE,
      message: 'You started this request: its approvals are for others to make',
    });
  });

  it('names the field of a bad body', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    for (const [body, field] of [
      [{}, 'taskId'],
      [{ taskId: '../x' }, 'taskId'],
      [{ taskId, actionName: 'reject' }, 'actionName'],
      [{ taskId, busData: 'x'.repeat(200_001) }, 'busData'],
    ] as const) {
      const reply = await as.counsellor.post('/task/agreeData/vo', body);
      expect(reply.state, field).toBe(400);
      expect(reply.message, field).toContain(field);
    }
  });
});

describe('task/nodeApproval', () => {
  it("gives one step's entries of the timeline: done, waiting, or none", async () => {
    const { id, taskId } = await leaveAtCounsellor(as, LEAVE(3));
    await as.counsellor.post('/task/agree', { taskId, opinion: 'fine' });
    type Reply = { hasApproval: boolean; data: { nodeId: string; status: string; auditor: string }[] | null };
    const done = await as.student.get<Reply>('/task/nodeApproval', { instId: id, nodeId: 'counsellor' });
    expect(done).toMatchObject({ state: 200, data: { hasApproval: true } });
    expect(done.data.data).toEqual([
      expect.objectContaining({
        nodeId: 'counsellor',
        status: 'agree',
        auditor: as.counsellor.who.userId,
        opinion: 'fine',
      }),
    ]);
    // The mobile client names the request bpmnInstId; the waiting step is listed as pending.
    const waiting = await as.student.get<Reply>('/task/nodeApproval', { bpmnInstId: id, nodeId: 'college' });
    expect(waiting.data.data?.map((e) => e.status)).toEqual(['pending']);
    expect(await as.student.get('/task/nodeApproval', { instId: id, nodeId: 'nowhere' })).toMatchObject({
      state: 200,
      data: { hasApproval: false, data: null },
    });
    // By the task's id as well, for whoever may read the request.
    const byTask = await as.counsellor.get<Reply>('/task/nodeApproval', { taskId, nodeId: 'counsellor' });
    expect(byTask.data).toEqual(done.data);
  });

  it('is refused as the timeline is, and names the field of a bad query', async () => {
    const { id } = await leaveAtCounsellor(as);
    const timeline = await as.teacher.post('/instance/flowHistory', { instId: id });
    expect(timeline.state).not.toBe(200);
    expect(await as.teacher.get('/task/nodeApproval', { instId: id, nodeId: 'counsellor' })).toMatchObject({
      state: timeline.state,
      message: timeline.message,
    });
    const none = await as.student.get('/task/nodeApproval', { nodeId: 'counsellor' });
    expect(none.state).toBe(400);
    expect(none.message).toContain('instId');
    const bad = await as.student.get('/task/nodeApproval', { instId: id, nodeId: '<script>' });
    expect(bad.state).toBe(400);
    expect(bad.message).toContain('nodeId');
  });
});
