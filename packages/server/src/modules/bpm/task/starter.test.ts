import { ModuleState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import {
  hasPending,
  leaveAtCounsellor,
  pendingTask,
  scholarshipAtPanel,
  startRequest,
  type BpmCaller,
} from '../../../test/bpm.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

/**
 * Issue 10, item 1: the starter of a request never acts on a task of it, however the task is
 * handed to them, unless the node says the starter acts there (the start event, a "starter
 * confirms" step); transfers, proxies, added signers and standing delegates are staff.
 */
/** A student of the same class as `student`. */
const CLASSMATE = '202411115';
const { t, as } = bpmTestApp(['student', CLASSMATE, 'counsellor', 'college', 'teacher', 'office', 'admin']);

const DAY = 86_400_000;
const change = (taskId: string, changeType: 'shift' | 'assignee', executor: BpmCaller) => ({
  taskId,
  changeType,
  bpmTaskChangeAssignPoList: [{ type: 'employee', executor: executor.who.userId }],
});
const delegation = (agent: BpmCaller) => ({
  agenterId: agent.who.userId,
  agentType: 'all',
  startDate: Date.now() - DAY,
  endDate: Date.now() + 30 * DAY,
});

/** Every action a holder has on a task, as the starter tries them. */
const ACTIONS: [string, (taskId: string) => Record<string, unknown>][] = [
  ['/task/agree', (taskId) => ({ taskId })],
  ['/task/oppose', (taskId) => ({ taskId })],
  ['/task/reject', (taskId) => ({ taskId })],
  ['/task/reject/previous', (taskId) => ({ taskId })],
  ['/task/save/task', (taskId) => ({ taskId })],
];

const STARTER_BARRED = {
  state: ModuleState.TASK_NOT_ASSIGNEE,
  message: 'You started this request: its approvals are for others to make',
};

describe('the starter of a request', () => {
  it('is refused as the target of a transfer or a proxy, naming why', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    for (const type of ['shift', 'assignee'] as const) {
      expect(await as.counsellor.post('/task/change/save', change(taskId, type, as.student))).toMatchObject({
        state: ModuleState.ACTION_NOT_ALLOWED,
        message: '李明轩 started this request and cannot act on its approvals',
      });
    }
    expect(await hasPending(as.student, id)).toBe(false);
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ status: 'NORMAL' });
  });

  it('cannot act on a task handed to them before the rule (a transfer or proxy on record)', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const { db } = t.database;
    // What a transfer to the starter left behind before the fix: the task is the student's.
    await db
      .updateTable('bpmTask')
      .set({ assigneeId: as.student.who.userId, assigneeName: '李明轩', delivered: 'Y' })
      .where('id', '=', taskId)
      .execute();
    expect(await hasPending(as.student, id)).toBe(false);
    for (const [path, body] of ACTIONS) {
      expect(await as.student.post(path, body(taskId)), path).toMatchObject(STARTER_BARRED);
    }
    expect(await as.student.post('/task/doEndProcess', {}, { taskId, endReason: 'x' })).toMatchObject(
      STARTER_BARRED,
    );
    expect(await as.student.post('/task/change/save', change(taskId, 'shift', as.teacher))).toMatchObject(
      STARTER_BARRED,
    );
    expect(await as.student.get('/task/getFormData', { taskId })).toMatchObject({
      state: 200,
      data: { buttons: [] },
    });
    const batch = await as.student.post<{ taskId: string; state: number }[]>('/task/agree/batch', {
      taskIds: taskId,
    });
    expect(batch.data).toEqual([expect.objectContaining({ taskId, state: ModuleState.TASK_NOT_ASSIGNEE })]);
    const running = await as.student.rows<{ id: string; status: string }>('/initiated/query/my/requested');
    expect(running.find((r) => r.id === id)?.status).toBe('running');
  });

  it('is refused as a standing delegate, and a delegation on record does not let them act', async () => {
    expect(await as.counsellor.post('/agent/save', delegation(as.student))).toMatchObject({
      state: ModuleState.DELEGATION_INVALID,
      message: '李明轩 is a student: only staff can take over an approval step',
    });
    const { id, taskId } = await leaveAtCounsellor(as);
    // A delegation to the student made before the rule.
    await t.database.db
      .insertInto('bpmAgent')
      .values({
        id: '990000000000000001',
        tenantId: as.counsellor.who.tenantId,
        title: 'legacy',
        delegatorId: as.counsellor.who.userId,
        delegatorName: '王晓婷',
        agenterId: as.student.who.userId,
        agenterName: '李明轩',
        agentType: 'all',
        defKey: null,
        startDate: Date.now() - DAY,
        endDate: Date.now() + DAY,
        isEnabled: 'Y',
        createdAt: Date.now(),
        updatedAt: Date.now(),
      })
      .execute();
    try {
      expect(await hasPending(as.student, id)).toBe(false);
      expect(await as.student.post('/task/agree', { taskId })).toMatchObject(STARTER_BARRED);
      // The counsellor still holds the task.
      expect(await pendingTask(as.counsellor, id)).toMatchObject({ status: 'NORMAL' });
    } finally {
      await t.database.db.deleteFrom('bpmAgent').where('id', '=', '990000000000000001').execute();
    }
  });

  it('is refused as an added signer; so is any student', async () => {
    const {
      id,
      task: { taskId },
    } = await scholarshipAtPanel(as);
    expect(
      await as.college.post('/task/doAddSignTask', { taskId, addSignTaskUserId: as.student.who.userId }),
    ).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: '李明轩 started this request and cannot act on its approvals',
    });
    const classmate = await as.college.post('/task/doAddSignTask', {
      taskId,
      addSignTaskUserId: as[CLASSMATE].who.userId,
    });
    expect(classmate.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
    expect(classmate.message).toMatch(/is a student: only staff can take over an approval step$/);
    expect(await hasPending(as[CLASSMATE], id)).toBe(false);
  });

  it('acts where the request comes back to them, and resubmits', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    expect((await as.counsellor.post('/task/reject/starter', { taskId, opinion: '补充材料' })).state).toBe(
      200,
    );
    const back = await pendingTask(as.student, id);
    expect((await as.student.post('/task/agree', { taskId: back.taskId })).state).toBe(200);
    expect(await hasPending(as.counsellor, id)).toBe(true);
  });
});

describe('hand-over targets are staff', () => {
  it('refuses a student as the target of a transfer, a proxy or a standing delegation', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    for (const type of ['shift', 'assignee'] as const) {
      const body = await as.counsellor.post('/task/change/save', change(taskId, type, as[CLASSMATE]));
      expect(body.state).toBe(ModuleState.ACTION_NOT_ALLOWED);
      expect(body.message).toMatch(/is a student: only staff can take over an approval step$/);
    }
    expect(await hasPending(as[CLASSMATE], id)).toBe(false);
    const agent = await as.counsellor.post('/agent/save', delegation(as[CLASSMATE]));
    expect(agent.state).toBe(ModuleState.DELEGATION_INVALID);
    // Staff still can: a transfer to the teacher goes through.
    expect((await as.counsellor.post('/task/change/save', change(taskId, 'shift', as.teacher))).state).toBe(
      200,
    );
  });
});

/** A one-step process deployed for the test: who approves is `assignee`. */
const processXml = (key: string, assignee: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:campus="https://campus-affairs.dev/schema/bpmn/1.0" id="${key}_defs" targetNamespace="https://campus-affairs.dev/test">
  <bpmn:process id="${key}" name="${key}" isExecutable="true">
    <bpmn:startEvent id="s" />
    <bpmn:userTask id="step" name="审批" campus:assignee="${assignee}" />
    <bpmn:endEvent id="e" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="step" />
    <bpmn:sequenceFlow id="f2" sourceRef="step" targetRef="e" />
  </bpmn:process>
</bpmn:definitions>`;
const noteForm = (key: string) => ({
  key,
  name: key,
  fields: [{ key: 'note', label: '说明', type: 'text' }],
});

async function deploy(key: string, assignee: string): Promise<string> {
  const body = await as.admin.post<{ id: string }>('/definition/deploy', {
    xml: processXml(key, assignee),
    form: noteForm(key),
  });
  if (body.state !== 200) throw new Error(`deploy ${key}: ${body.state} ${body.message} ${body.cause}`);
  return body.data.id;
}

describe('candidates', () => {
  it('never include the starter: a staff member is not asked to approve their own request', async () => {
    await deploy('selfRole', 'user:counsellor, user:teacher');
    const id = await startRequest(as.counsellor, 'selfRole', { note: 'x' });
    expect(await hasPending(as.counsellor, id)).toBe(false);
    expect(await pendingTask(as.teacher, id)).toMatchObject({ status: 'NORMAL' });
  });

  it('refuses to start when only the starter would approve (6050108)', async () => {
    const defId = await deploy('selfOnly', 'user:counsellor');
    const body = await as.counsellor.post('/instance/start', { defId, data: { note: 'x' } });
    expect(body).toMatchObject({ state: ModuleState.NO_ASSIGNEE });
  });

  it('keep the starter on a "starter confirms" step (campus:assignee names starter)', async () => {
    await deploy('confirm', 'starter');
    const id = await startRequest(as.student, 'confirm', { note: 'x' });
    const { taskId } = await pendingTask(as.student, id);
    expect((await as.student.post('/task/agree', { taskId })).state).toBe(200);
  });
});

describe('probing a task id', () => {
  it('tells an unrelated user "no such task", whatever its state', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const missing = '123456789012345678';
    const unknown = await as[CLASSMATE].post('/task/agree', { taskId: missing });
    expect(unknown.state).toBe(ModuleState.TASK_NOT_FOUND);
    for (const path of ['/task/agree', '/task/oppose', '/task/save/task']) {
      expect(await as[CLASSMATE].post(path, { taskId })).toMatchObject({
        state: unknown.state,
        message: unknown.message,
      });
    }
    expect((await as[CLASSMATE].get('/task/getFormData', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as[CLASSMATE].post('/task/revoke', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as[CLASSMATE].post('/task/urge', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as[CLASSMATE].get('/task/rejectNodes', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as[CLASSMATE].post('/task/change/save', change(taskId, 'shift', as.teacher))).state).toBe(
      ModuleState.TASK_NOT_FOUND,
    );
    // Handled now: still the same answer for the stranger, while the starter learns it was handled.
    expect((await as.counsellor.post('/task/agree', { taskId })).state).toBe(200);
    expect((await as[CLASSMATE].post('/task/agree', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect((await as.student.post('/task/agree', { taskId })).state).toBe(ModuleState.TASK_ALREADY_HANDLED);
    expect(id).toBeTruthy();
  });
});
