import { ModuleState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, injectEnvelope, type TestApp } from '../../test/app.js';
import {
  bpmCallers,
  BPM,
  defIdOf,
  LEAVE,
  pendingTask,
  startRequest,
  type BpmCaller,
} from '../../test/bpm.js';
import { PDF, PNG, upload } from '../../test/files.js';

/** Form data through the BPM API: validated at the node, attachments from the tenant's files. */
let t: TestApp;
let as: Record<'student' | 'counsellor' | 'hbstudent', BpmCaller>;

beforeAll(async () => {
  t = await createTestApp();
  as = await bpmCallers(t.app, ['student', 'counsellor', 'hbstudent']);
});
afterAll(async () => t.close());

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
  it('computes the days itself and lets an approver change only their own fields', async () => {
    const id = await startRequest(as.student, 'leave', { ...LEAVE(2), days: 1 });
    expect(await formOf(as.student, id)).toMatchObject({ days: 2 });
    const task = await pendingTask(as.counsellor, id);
    const agreed = await as.counsellor.post('/task/agree', {
      taskId: task.taskId,
      data: { approverNote: '路上注意安全', reason: '改掉学生的理由', days: 1 },
    });
    expect(agreed.state).toBe(200);
    expect(await formOf(as.student, id)).toMatchObject({
      approverNote: '路上注意安全',
      reason: LEAVE(2).reason,
      days: 2,
    });
  });

  it('names the approver’s own fields at fault, in the caller’s language', async () => {
    const id = await startRequest(as.student, 'leave', LEAVE(1));
    const task = await pendingTask(as.counsellor, id);
    const refused = await injectEnvelope(t.app, {
      method: 'POST',
      url: `${BPM}/task/agree`,
      headers: { ...as.counsellor.who.headers, 'accept-language': 'ja-JP' },
      payload: { taskId: task.taskId, data: { approverNote: 'x'.repeat(501) } },
    });
    expect(refused.body).toMatchObject({
      state: ModuleState.FORM_DATA_INVALID,
      message: '承認者のメモ：500文字以内で入力してください',
      variables: { fields: [{ field: 'approverNote' }] },
    });
  });
});
