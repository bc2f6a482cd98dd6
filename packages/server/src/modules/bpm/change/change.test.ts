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

const { as } = bpmTestApp(['student', 'counsellor', 'college', 'teacher', 'office', 'hbcounsellor']);

const DAY = 86_400_000;
const change = (taskId: string, changeType: 'shift' | 'assignee', executor: BpmCaller) => ({
  taskId,
  changeType,
  comment: '出差',
  bpmTaskChangeAssignPoList: [
    { type: 'employee', executor: executor.who.userId, executorName: executor.who.account },
  ],
});

interface ChangeRow {
  id: string;
  changeType: string;
  status: string;
  ownerName: string;
  executorName: string;
  comment: string;
  taskSubject: string;
  taskName: string;
}

describe('transfer (shift)', () => {
  it('hands the task over: the executor sees it as DELIVERTO, and the change finishes with the task', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const saved = await as.counsellor.post<{ id: string }>(
      '/task/change/save',
      change(taskId, 'shift', as.teacher),
    );
    expect(saved.state).toBe(200);
    expect(await hasPending(as.counsellor, id)).toBe(false);
    expect(await pendingTask(as.teacher, id)).toMatchObject({ status: 'DELIVERTO', ownerName: '王晓婷' });
    const rows = await as.counsellor.rows<ChangeRow>('/task/change/query');
    expect(rows.find((r) => r.id === saved.data.id)).toMatchObject({
      changeType: 'shift',
      status: 'running',
      ownerName: '王晓婷',
      executorName: '张伟',
      comment: '出差',
      taskName: '辅导员审批',
      taskSubject: '李明轩的请假申请（1天）',
    });
    expect((await as.teacher.post('/task/agree', { taskId })).state).toBe(200);
    expect((await as.teacher.get<ChangeRow>('/task/change/get', { id: saved.data.id })).data.status).toBe(
      'finish',
    );
  });

  it('can be withdrawn by whoever made it while it runs: the task comes back', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const { data } = await as.counsellor.post<{ id: string }>(
      '/task/change/save',
      change(taskId, 'shift', as.teacher),
    );
    expect(
      (await as.teacher.post('/task/change/setStatus', {}, { id: data.id, status: 'cancel' })).state,
    ).toBe(ModuleState.TASK_CHANGE_NOT_FOUND);
    expect(
      (await as.counsellor.post('/task/change/setStatus', {}, { id: data.id, status: 'cancel' })).state,
    ).toBe(200);
    expect(await hasPending(as.teacher, id)).toBe(false);
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ status: 'NORMAL' });
    expect((await as.counsellor.get<ChangeRow>('/task/change/get', { id: data.id })).data.status).toBe(
      'cancel',
    );
    expect(await as.counsellor.post('/task/change/setStatus', {}, { id: data.id })).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: 'This transfer or proxy has ended and cannot be withdrawn',
    });
  });

  it('refuses transfers to oneself, to strangers, by non-holders and where the node does not allow them', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    expect(
      (await as.counsellor.post('/task/change/save', change(taskId, 'shift', as.counsellor))).state,
    ).toBe(ModuleState.ACTION_NOT_ALLOWED);
    expect(
      (await as.counsellor.post('/task/change/save', change(taskId, 'shift', as.hbcounsellor))).state,
    ).toBe(ModuleState.USER_NOT_FOUND);
    // Someone who may not even read the request is told what an unknown task id tells.
    expect((await as.college.post('/task/change/save', change(taskId, 'shift', as.teacher))).state).toBe(
      ModuleState.TASK_NOT_FOUND,
    );
    const missing = await as.counsellor.post('/task/change/save', {
      taskId,
      changeType: 'shift',
      bpmTaskChangeAssignPoList: [],
    });
    expect(missing).toMatchObject({ state: 400, message: 'bpmTaskChangeAssignPoList: Required' });

    const { task: panel } = await scholarshipAtPanel(as);
    expect(panel.allowShfit).toBe('N');
    expect(
      await as.college.post('/task/change/save', change(panel.taskId, 'shift', as.office)),
    ).toMatchObject({
      state: ModuleState.ACTION_NOT_ALLOWED,
      message: '"Transfer" is not allowed at this step',
    });
  });

  it('shows a change only to its two people', async () => {
    const { taskId } = await leaveAtCounsellor(as);
    const { data } = await as.counsellor.post<{ id: string }>(
      '/task/change/save',
      change(taskId, 'assignee', as.college),
    );
    expect((await as.college.get('/task/change/get', { id: data.id })).state).toBe(200);
    expect((await as.office.get('/task/change/get', { id: data.id })).state).toBe(
      ModuleState.TASK_CHANGE_NOT_FOUND,
    );
    expect(await as.office.rows('/task/change/query')).toEqual([]);
  });
});

describe('proxy (assignee)', () => {
  it('lets the proxy act for the holder, who keeps the task too; history records on whose behalf', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    expect(
      (await as.counsellor.post('/task/change/save', change(taskId, 'assignee', as.college))).state,
    ).toBe(200);
    expect(await pendingTask(as.college, id)).toMatchObject({ status: 'AGENT', ownerName: '王晓婷' });
    expect(await pendingTask(as.counsellor, id)).toMatchObject({ status: 'NORMAL' });
    expect((await as.college.post('/task/change/save', change(taskId, 'shift', as.teacher))).state).toBe(
      ModuleState.ACTION_NOT_ALLOWED,
    );
    expect((await as.college.post('/task/agree', { taskId })).state).toBe(200);
    const history = await as.student.post<
      { status: string; auditorName: string; onBehalfOfName: string | null }[]
    >('/instance/flowHistory', { instId: id });
    expect(history.data.find((h) => h.status === 'agree')).toMatchObject({
      auditorName: '陈志强',
      onBehalfOfName: '王晓婷',
    });
    expect(await hasPending(as.counsellor, id)).toBe(false);
  });
});

describe('standing delegation (agent)', () => {
  const window = () => ({ startDate: Date.now() - DAY, endDate: Date.now() + DAY });

  it('lets the delegate see and handle the delegator’s tasks while it is enabled and in date', async () => {
    const { id, taskId } = await leaveAtCounsellor(as);
    const saved = await as.counsellor.post<{ id: string }>('/agent/save', {
      agenterId: as.teacher.who.userId,
      agentType: 'all',
      ...window(),
    });
    expect(saved.state).toBe(200);
    expect(await pendingTask(as.teacher, id)).toMatchObject({ status: 'AGENT', ownerName: '王晓婷' });
    const listed = await as.teacher.rows('/agent/query');
    expect(listed.find((a) => a.id === saved.data.id)).toMatchObject({
      delegatorName: '王晓婷',
      agenterName: '张伟',
      isEnabled: 'Y',
      title: '张伟',
    });

    expect(
      (await as.counsellor.post('/agent/setEnable', {}, { id: saved.data.id, isEnabled: 'N' })).state,
    ).toBe(200);
    expect(await hasPending(as.teacher, id)).toBe(false);
    expect((await as.teacher.post('/task/agree', { taskId })).state).toBe(ModuleState.TASK_NOT_FOUND);
    expect(
      (await as.counsellor.post('/agent/setEnable', {}, { id: saved.data.id, isEnabled: 'Y' })).state,
    ).toBe(200);
    expect((await as.teacher.post('/task/agree', { taskId })).state).toBe(200);
    expect((await as.counsellor.post<number>('/agent/remove', {}, { ids: saved.data.id })).data).toBe(1);
  });

  it('applies a partial delegation to its process only, and only within its dates', async () => {
    const leave = await leaveAtCounsellor(as);
    const general = await startRequest(as.student, 'general', { title: '借用教室', content: '班会' });
    const part = await as.counsellor.post<{ id: string }>('/agent/save', {
      agenterId: as.teacher.who.userId,
      agentType: 'part',
      procDefKey: 'general',
      ...window(),
    });
    expect(part.state).toBe(200);
    expect(await hasPending(as.teacher, general)).toBe(true);
    expect(await hasPending(as.teacher, leave.id)).toBe(false);
    await as.counsellor.post('/agent/save', {
      id: part.data.id,
      agenterId: as.teacher.who.userId,
      agentType: 'part',
      procDefKey: 'general',
      startDate: Date.now() + DAY,
      endDate: Date.now() + 2 * DAY,
    });
    expect(await hasPending(as.teacher, general)).toBe(false);
    await as.counsellor.post('/agent/remove', {}, { ids: part.data.id });
  });

  it.each([
    [
      'oneself',
      () => ({ agenterId: as.counsellor.who.userId, ...window() }),
      'You cannot delegate to yourself',
    ],
    [
      'an end before the start',
      () => ({ agenterId: as.teacher.who.userId, startDate: Date.now(), endDate: Date.now() - 1 }),
      'The end must be after the start',
    ],
    [
      'a partial one without a process',
      () => ({ agenterId: as.teacher.who.userId, agentType: 'part', ...window() }),
      'A partial delegation must name a process',
    ],
  ])('refuses a delegation to %s', async (_case, payload, message) => {
    expect(await as.counsellor.post('/agent/save', payload())).toMatchObject({
      state: ModuleState.DELEGATION_INVALID,
      message,
    });
  });

  it('refuses overlapping enabled delegations, unknown people and others’ delegations', async () => {
    const first = await as.college.post<{ id: string }>('/agent/save', {
      agenterId: as.teacher.who.userId,
      startDate: '2030-01-01',
      endDate: '2030-01-31',
    });
    expect(first.state).toBe(200);
    const overlap = await as.college.post('/agent/save', {
      agenterId: as.office.who.userId,
      startDate: '2030-01-15',
      endDate: '2030-02-15',
    });
    expect(overlap).toMatchObject({
      state: ModuleState.DELEGATION_INVALID,
      message: 'Another active delegation covers this period',
    });
    expect(
      (await as.college.post('/agent/save', { agenterId: as.hbcounsellor.who.userId, ...window() })).state,
    ).toBe(ModuleState.USER_NOT_FOUND);
    expect((await as.office.get('/agent/get', { id: first.data.id })).state).toBe(
      ModuleState.DELEGATION_INVALID,
    );
    expect((await as.teacher.get('/agent/get', { id: first.data.id })).data).toMatchObject({
      startDate: Date.parse('2030-01-01T00:00:00+08:00'),
    });
    expect((await as.teacher.post('/agent/setEnable', {}, { id: first.data.id, isEnabled: 'N' })).state).toBe(
      ModuleState.DELEGATION_INVALID,
    );
    expect((await as.teacher.post<number>('/agent/remove', {}, { ids: first.data.id })).data).toBe(0);
    expect(
      (
        await as.college.post('/agent/save', {
          agenterId: as.teacher.who.userId,
          startDate: 'soon',
          endDate: 1,
        })
      ).message,
    ).toBe('startDate: Please enter a valid date');
  });
});
