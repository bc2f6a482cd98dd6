import { ModuleState } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { injectEnvelope } from '../../test/app.js';
import { bpmTestApp } from '../../test/signed-in-app.js';
import {
  BPM,
  defIdOf,
  DORM_CHANGE,
  LEAVE,
  pendingTask,
  startRequest,
  type BpmCaller,
} from '../../test/bpm.js';
import { PDF, PNG, upload } from '../../test/files.js';

/** Form data through the BPM API: validated at the node, attachments from the tenant's files. */
const { t, as } = bpmTestApp(['student', 'counsellor', 'dorm', 'hbstudent']);

const formOf = async (caller: BpmCaller, proInstId: string) =>
  (
    await caller.get<{ formModel: { formValue: Record<string, unknown> } }>('/instance/getFormData', {
      proInstId,
    })
  ).data.formModel.formValue;

describe('attachments in form values', () => {
  it('keeps the tenant’s own record of an uploaded proof, whatever the client claims', async () => {
    const { body } = await upload(t.app, as.student.who, {
      name: '病历.png',
      type: 'image/png',
      content: PNG,
    });
    const id = await startRequest(as.student, 'leave', {
      ...LEAVE(3),
      leaveType: 'sick',
      proof: [{ id: body.data.id, name: 'renamed.exe', size: 1, type: 'application/x-msdownload' }],
    });
    expect((await formOf(as.student, id)).proof).toEqual([
      { id: body.data.id, name: '病历.png', size: PNG.length, type: 'image/png' },
    ]);
  });

  it('refuses unknown files, other schools’ files and files the field does not take', async () => {
    const leaveId = await defIdOf(as.student, 'leave');
    const theirs = (await upload(t.app, as.hbstudent.who, { name: 'a.png', type: 'image/png', content: PNG }))
      .body.data;
    const pdf = (
      await upload(t.app, as.student.who, { name: 'a.pdf', type: 'application/pdf', content: PDF })
    ).body.data;
    for (const [proof, message] of [
      [[{ id: 'AAAAAAAAAAAAAAAAAAAAAA' }], 'Proof: Attachment not found'],
      [[{ id: theirs.id }], 'Proof: Attachment not found'],
      [[{ id: pdf.id }], 'Proof: File type not allowed'],
    ] as const) {
      const start = await as.student.post('/instance/start', {
        defId: leaveId,
        data: { ...LEAVE(1), proof },
      });
      expect(start).toMatchObject({ state: ModuleState.FORM_DATA_INVALID, message });
    }
  });
});

describe('what each step may change', () => {
  /** A dormitory change at the dormitory office, which assigns the room (its own field). */
  async function atDormOffice() {
    const id = await startRequest(as.student, 'dorm_change', DORM_CHANGE());
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, id)).taskId });
    return { id, task: await pendingTask(as.dorm, id) };
  }

  it('computes the days itself and lets an approver change only their own fields', async () => {
    const leave = await startRequest(as.student, 'leave', { ...LEAVE(2), days: 1 });
    expect(await formOf(as.student, leave)).toMatchObject({ days: 2 });
    const { id, task } = await atDormOffice();
    const agreed = await as.dorm.post('/task/agree', {
      taskId: task.taskId,
      data: { assignedRoom: '7-501', reason: '改掉学生的理由', currentRoom: '1-101' },
    });
    expect(agreed.state).toBe(200);
    expect(await formOf(as.student, id)).toMatchObject({
      assignedRoom: '7-501',
      reason: DORM_CHANGE().reason,
      currentRoom: DORM_CHANGE().currentRoom,
    });
  });

  it('names the approver’s own fields at fault, in the caller’s language', async () => {
    const { task } = await atDormOffice();
    const refused = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${BPM}/task/agree`,
      headers: { ...as.dorm.who.headers, 'accept-language': 'ja-JP' },
      payload: { taskId: task.taskId, data: { assignedRoom: 'x'.repeat(51) } },
    });
    expect(refused.body).toMatchObject({
      state: ModuleState.FORM_DATA_INVALID,
      message: '割り当てられた部屋：50文字以内で入力してください',
      variables: { fields: [{ field: 'assignedRoom' }] },
    });
  });
});
