import { LoginState, ModuleState } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';

/** GET /instance/instFormInfo?instId=: the request's form as scripts of the platform read it. */

interface InstFormInfo {
  formModel: { type: string; formData: { key: string; fields: { key: string }[] }; formValue: unknown };
  boData: string;
  permissions: { fields: Record<string, string> };
  buttons: { alias: string }[];
  attributes: Record<string, unknown>;
  version: number;
}

let t: TestApp;
let as: Record<'student' | 'counsellor' | 'teacher' | 'dorm' | 'hbcounsellor', BpmCaller>;
let leave: string;
const form = LEAVE(2);

beforeAll(async () => {
  t = await createTestApp();
  as = await bpmCallers(t.app, ['student', 'counsellor', 'teacher', 'dorm', 'hbcounsellor']);
  leave = await startRequest(as.student, 'leave', form);
});
afterAll(async () => t.close());

const info = (caller: BpmCaller, instId: string) =>
  caller.get<InstFormInfo>('/instance/instFormInfo', { instId, _t: Date.now() });

describe('instFormInfo', () => {
  it('gives the starter the form values as a JSON string in boData, with the form and its permissions', async () => {
    const reply = await info(as.student, leave);
    expect(reply.state).toBe(200);
    expect(typeof reply.data.boData).toBe('string');
    expect(JSON.parse(reply.data.boData)).toMatchObject({
      leaveType: form.leaveType,
      period: form.period,
      reason: form.reason,
      days: 2,
    });
    expect(reply.data.formModel).toMatchObject({ type: 'INNER', formData: { key: 'leave' } });
    expect(reply.data.permissions.fields.reason).toBe('read');
    expect(reply.data.attributes).toMatchObject({ proInstId: leave, status: 'running', defKey: 'leave' });
    expect(reply.data.buttons.map((b) => b.alias)).toContain('urge');
  });

  it('reads the same as the request’s view (getFormData), for the approver too', async () => {
    const view = await as.counsellor.get<InstFormInfo & { boData: object }>('/instance/getFormData', {
      proInstId: leave,
    });
    const reply = await info(as.counsellor, leave);
    expect(reply.state).toBe(200);
    expect(JSON.parse(reply.data.boData)).toEqual(view.data.boData);
    expect({ ...reply.data, boData: null }).toEqual({ ...view.data, boData: null });
    // Still readable once the approver has acted.
    await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, leave)).taskId });
    expect((await info(as.counsellor, leave)).state).toBe(200);
  });

  it('refuses whoever may not read the request, as the request’s view does', async () => {
    for (const caller of [as.dorm, as.teacher]) {
      const refused = await info(caller, leave);
      expect(refused).toMatchObject({ state: ModuleState.INSTANCE_NOT_FOUND, data: null });
      expect((await caller.get('/instance/getFormData', { proInstId: leave })).state).toBe(refused.state);
    }
    // Another school's request is not there at all, like an unknown id.
    expect((await info(as.hbcounsellor, leave)).state).toBe(ModuleState.INSTANCE_NOT_FOUND);
    expect((await info(as.student, '1234567890123456789')).state).toBe(ModuleState.INSTANCE_NOT_FOUND);
  });

  it('names a missing or malformed instId, answers in single mode, and never without a sign-in', async () => {
    expect(await as.student.get('/instance/instFormInfo')).toMatchObject({ state: 400 });
    expect((await as.student.get('/instance/instFormInfo')).message).toContain('instId');
    expect((await as.student.get('/instance/instFormInfo', { instId: 'x y' })).state).toBe(400);
    const single = await t.app.inject({
      method: 'GET',
      url: `/api/bpm/instance/instFormInfo?instId=${leave}`,
      headers: as.student.who.headers,
    });
    expect(JSON.parse(single.json().data.boData)).toMatchObject({ reason: form.reason });
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/business/v3/bpm/instance/instFormInfo?instId=${leave}`,
    });
    expect(anonymous.json()).toMatchObject({ state: LoginState.NOT_LOGGED_IN, data: null });
  });
});
