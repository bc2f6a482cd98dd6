import { ModuleState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, defIdOf, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';

let t: TestApp;
let as: Record<'student' | 'counsellor' | 'college' | 'teacher' | 'dorm' | 'hbstudent', BpmCaller>;
let instId: string;
let collegeTaskId: string;

interface HistoryItem {
  taskName: string;
  auditor: string;
  auditorName: string;
  status: string;
  statusName: string;
  opinion: string | null;
  createTime: number;
  completeTime: number | null;
}

beforeAll(async () => {
  t = await createTestApp();
  as = await bpmCallers(t.app, ['student', 'counsellor', 'college', 'teacher', 'dorm', 'hbstudent']);
  instId = await startRequest(as.student, 'leave', LEAVE(5));
  const { taskId } = await pendingTask(as.counsellor, instId);
  await as.counsellor.post('/task/agree', { taskId, opinion: '同意，注意安全' });
  collegeTaskId = (await pendingTask(as.college, instId)).taskId;
});
afterAll(async () => t.close());

describe('approval history', () => {
  it('lists every action with actor, status, opinion and times, then who holds the request now', async () => {
    const body = await as.student.post<HistoryItem[]>('/instance/flowHistory', { instId });
    expect(body.state).toBe(200);
    expect(body.data.map((h) => [h.taskName, h.auditorName, h.status, h.statusName, h.opinion])).toEqual([
      ['Submit', '李明轩', 'start', 'Submitted', null],
      ["Counsellor's approval", '王晓婷', 'agree', 'Agree', '同意，注意安全'],
      ['College approval', '陈志强', 'pending', 'Pending', null],
    ]);
    // The steps as the process names them in the reader's language (issue 17 item 8).
    const chinese = await t.app.inject({
      method: 'POST',
      url: '/api/business/v3/bpm/instance/flowHistory?lang=zh-CN',
      headers: as.student.who.headers,
      payload: { instId },
    });
    expect((chinese.json().data as HistoryItem[]).map((h) => h.taskName)).toEqual([
      '提交申请',
      '辅导员审批',
      '学院审批',
    ]);
    const [, agreed, waiting] = body.data;
    expect(agreed!.completeTime).toBeGreaterThanOrEqual(agreed!.createTime);
    expect(waiting!.completeTime).toBeNull();
    expect(waiting!.auditor).toBe(as.college.who.userId);
  });

  it('finds the request by one of its tasks too, in the parameters shape', async () => {
    const body = await as.college.post<HistoryItem[]>('/instance/flowHistory', {
      parameters: [{ key: 'taskId', value: collegeTaskId }],
    });
    expect(body.data).toHaveLength(3);
  });

  it('refuses strangers and other schools', async () => {
    expect((await as.teacher.post('/instance/flowHistory', { instId })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.hbstudent.post('/instance/flowHistory', { instId })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    expect((await as.student.post('/instance/flowHistory', {})).state).toBe(400);
  });
});

describe('diagram', () => {
  it('gives the definition XML for a process', async () => {
    const body = await as.student.get<{ xml: string; styleMap: object; steps: object[] }>(
      '/instance/flowImageXml',
      { defId: await defIdOf(as.student, 'leave') },
    );
    expect(body.data.xml).toContain('<bpmn:process id="leave"');
    expect(body.data.xml).toContain('<bpmndi:BPMNDiagram');
    expect(body.data.styleMap).toEqual({});
    // The steps phones list instead of the diagram (issue 17 item 3), in the reader's language.
    expect(body.data.steps).toEqual([
      { nodeId: 'counsellor', name: "Counsellor's approval" },
      { nodeId: 'college', name: 'College approval', condition: 'Leave of more than 2 days' },
      { nodeId: 'office', name: 'Student affairs office approval', condition: 'Leave of more than 7 days' },
    ]);
  });

  it('colours done and current nodes of a request', async () => {
    const body = await as.counsellor.get<{
      styleMap: Record<string, { status: string; color: string }>;
      statusColorList: { status: string; name: string; color: string }[];
    }>('/instance/flowImageXml', { instId });
    expect(body.data.styleMap).toEqual({
      submit: { status: 'start', color: '#52c41a' },
      counsellor: { status: 'agree', color: '#52c41a' },
      college: { status: 'current', color: '#1890ff' },
    });
    expect(body.data.statusColorList.find((s) => s.status === 'current')).toMatchObject({
      name: 'Current step',
    });
    // The request's own route: its days decide the branches.
    const { steps, ended } = (
      await as.counsellor.get<{ steps: { nodeId: string; status?: string }[]; ended: boolean }>(
        '/instance/flowImageXml',
        { instId },
      )
    ).data;
    expect(steps.map((s) => [s.nodeId, s.status])).toEqual([
      ['counsellor', 'agree'],
      ['college', 'current'],
    ]);
    expect(ended).toBe(false);
    expect((await as.teacher.get('/instance/flowImageXml', { instId })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
  });
});

describe('copy-to', () => {
  it('sends a message and gives the recipients read access, once per person', async () => {
    expect((await as.teacher.get('/instance/getFormData', { proInstId: instId })).state).toBe(
      ModuleState.INSTANCE_NOT_FOUND,
    );
    const sent = await as.student.post('/instance/copyTo', {
      instId,
      receiverIds: [as.teacher.who.userId, as.dorm.who.userId],
      opinion: '请知悉',
    });
    expect(sent).toMatchObject({ state: 200, data: { copied: 2 } });
    expect(
      (await as.student.post('/instance/copyTo', { instId, receiverIds: as.teacher.who.userId })).data,
    ).toEqual({ copied: 0 });

    const copies = await as.teacher.rows('/received/query/copyto');
    expect(copies).toEqual([
      expect.objectContaining({
        id: instId,
        senderName: '李明轩',
        opinion: '请知悉',
        isRead: 'N',
        status: 'running',
      }),
    ]);
    const message = await t.database.db
      .selectFrom('innerMessage')
      .select(['subject', 'content'])
      .where('receiverId', '=', as.teacher.who.userId)
      .where('bizId', '=', instId)
      .executeTakeFirstOrThrow();
    expect(message.subject).toBe('抄送：李明轩的请假申请（5天）');

    expect((await as.teacher.get('/instance/getFormData', { proInstId: instId })).state).toBe(200);
    expect((await as.teacher.rows('/received/query/copyto'))[0]!.isRead).toBe('Y');
    expect((await as.teacher.post('/instance/flowHistory', { instId })).state).toBe(200);
    expect((await as.teacher.post('/task/agree', { taskId: collegeTaskId })).state).toBe(
      ModuleState.TASK_NOT_ASSIGNEE,
    );
    const history = await as.student.post<HistoryItem[]>('/instance/flowHistory', { instId });
    expect(history.data.find((h) => h.status === 'copyTo')).toMatchObject({
      auditorName: '李明轩',
      opinion: '请知悉',
    });
  });

  it('refuses strangers and unknown recipients', async () => {
    const other = await startRequest(as.student, 'leave', LEAVE(1));
    expect(
      (await as.dorm.post('/instance/copyTo', { instId: other, receiverIds: as.teacher.who.userId })).state,
    ).toBe(ModuleState.INSTANCE_NOT_FOUND);
    expect(
      (await as.student.post('/instance/copyTo', { instId: other, receiverIds: as.hbstudent.who.userId }))
        .state,
    ).toBe(ModuleState.USER_NOT_FOUND);
  });
});
