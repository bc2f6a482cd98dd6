import { ModuleState, type Envelope } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, LEAVE, startRequest, type BpmCaller } from '../../../test/bpm.js';

/**
 * Issue 10: a stranger in the same school probing instance ids must not learn which exist. Every
 * route that names a request by its id answers "exists but not yours" exactly as "does not exist"
 * (shared/access.ts knownInstance): the same state and the same message.
 */

let t: TestApp;
let as: Record<'student' | 'teacher' | 'dorm', BpmCaller>;
let running: string;
let draft: string;
const UNKNOWN = '1234567890123456789';

beforeAll(async () => {
  t = await createTestApp();
  as = await bpmCallers(t.app, ['student', 'teacher', 'dorm']);
  running = await startRequest(as.student, 'leave', LEAVE(2));
  const saved = await as.student.post<{ proInstId?: string; id?: string } | string>('/instance/saveDraft', {
    defId: (
      await t.database.db
        .selectFrom('bpmInstance')
        .select('defId')
        .where('id', '=', running)
        .executeTakeFirstOrThrow()
    ).defId,
    data: LEAVE(1),
  });
  expect(saved.state, saved.message).toBe(200);
  const row = await t.database.db
    .selectFrom('bpmInstance')
    .select('id')
    .where('status', '=', 'draft')
    .where('starterId', '=', as.student.who.userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  draft = row.id;
});
afterAll(async () => t.close());

/** Each instance-id route, as one call of a caller for an id. */
const ROUTES: Record<string, (caller: BpmCaller, id: string) => Promise<Envelope>> = {
  getFormData: (c, id) => c.get('/instance/getFormData', { proInstId: id }),
  getFormDataCopy: (c, id) => c.get('/instance/getFormData', { proInstId: id, copy: 'true' }),
  instFormInfo: (c, id) => c.get('/instance/instFormInfo', { instId: id }),
  flowHistory: (c, id) => c.post('/instance/flowHistory', { instId: id }),
  flowImageXml: (c, id) => c.get('/instance/flowImageXml', { instId: id }),
  nodeApproval: (c, id) => c.get('/task/nodeApproval', { instId: id, nodeId: 'counsellor' }),
  copyTo: (c, id) => c.post('/instance/copyTo', { instId: id, receiverIds: c.who.userId }),
  urge: (c, id) => c.post('/task/urge', { instId: id }),
  revoke: (c, id) => c.post('/instance/revoke', { instId: id }),
  doEndProcess: (c, id) => c.post('/instance/doEndProcess', undefined, { instId: id }),
};

describe('probing instance ids', () => {
  for (const [route, call] of Object.entries(ROUTES)) {
    it(`${route}: a request the caller may not read answers as an unknown id`, async () => {
      const unknown = await call(as.teacher, UNKNOWN);
      expect(unknown.state).toBe(ModuleState.INSTANCE_NOT_FOUND);
      for (const [caller, id] of [
        [as.teacher, running],
        [as.dorm, running],
        [as.teacher, draft],
      ] as const) {
        const probed = await call(caller, id);
        expect({ state: probed.state, message: probed.message, data: probed.data }).toEqual({
          state: unknown.state,
          message: unknown.message,
          data: unknown.data,
        });
      }
    });
  }

  it('still tells the starter their own request', async () => {
    expect((await ROUTES.instFormInfo!(as.student, running)).state).toBe(200);
    expect((await ROUTES.getFormData!(as.student, draft)).state).toBe(200);
  });
});
