import { ModuleState, SecurityState } from '@campus/contract';
import { MAX_BPMN_LENGTH } from '@campus/contract/api/bpm/definition';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_XML_LENGTH } from '../../../engine/compile/parse.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, defIdOf, pendingTask, startRequest, type BpmCaller } from '../../../test/bpm.js';

let t: TestApp;
let as: Record<'admin' | 'student' | 'counsellor', BpmCaller>;

const generalXml = readFileSync(new URL('../../../../processes/general.bpmn', import.meta.url), 'utf8');
const form = {
  key: 'general',
  name: '通用申请表',
  fields: [
    { key: 'title', label: '事项标题', type: 'text', required: true },
    { key: 'content', label: '申请内容', type: 'textarea', required: true },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  as = await bpmCallers(t.app, ['admin', 'student', 'counsellor']);
});
afterAll(async () => t.close());

describe('deploying a process', () => {
  it('deploys a new version that new requests start on, while running ones stay on theirs', async () => {
    const running = await startRequest(as.student, 'general', { title: '旧版', content: 'x' });
    const v1 = await defIdOf(as.student, 'general');
    const renamed = generalXml.replace('name="通用审批"', 'name="通用审批（新版）"');
    const deployed = await as.admin.post<{ id: string; version: number; name: string }>(
      '/definition/deploy',
      { xml: renamed, form },
    );
    expect(deployed).toMatchObject({ state: 200, data: { version: 2, name: '通用审批（新版）' } });
    const v2 = await defIdOf(as.student, 'general');
    expect(v2).toBe(deployed.data.id);
    expect(v2).not.toBe(v1);

    const fresh = await as.student.post<{ proInstId: string }>('/instance/start', {
      defId: v1,
      data: { title: '新', content: 'y' },
    });
    const rows = await as.student.rows('/initiated/query/my/requested');
    expect(rows.find((r) => r.id === fresh.data.proInstId)).toMatchObject({
      procDefId: v2,
      // The school renamed it in zh-CN only: an en-US reader keeps the process's English name.
      procDefName: 'General request',
    });
    expect(rows.find((r) => r.id === running)).toMatchObject({
      procDefId: v1,
      procDefName: 'General request',
    });
    expect(
      (
        await as.counsellor.post('/task/agree', {
          taskId: (await pendingTask(as.counsellor, running)).taskId,
        })
      ).state,
    ).toBe(200);
  });

  it('refuses anyone but a tenant admin', async () => {
    expect(await as.student.post('/definition/deploy', { xml: generalXml })).toMatchObject({
      state: SecurityState.UNAUTHORIZED,
      message: 'Only a tenant administrator can deploy processes',
    });
  });

  it('names the element at fault in an invalid definition', async () => {
    const broken = generalXml.replace(
      '<bpmn:endEvent id="done" name="完成">',
      '<bpmn:serviceTask id="callApi" /><bpmn:endEvent id="done" name="完成">',
    );
    const body = await as.admin.post('/definition/deploy', { xml: broken });
    expect(body).toMatchObject({
      state: ModuleState.PROCESS_INVALID,
      message: 'Invalid process definition at callApi',
      cause: 'callApi: bpmn:ServiceTask is not supported',
    });
  });

  it('refuses field settings that name no field of the form', async () => {
    const xml = generalXml.replace(
      /(<bpmn:userTask id="office"[^>]*>\s*<bpmn:extensionElements>)/,
      '$1<campus:field key="budget" access="edit" />',
    );
    const body = await as.admin.post('/definition/deploy', { xml, form });
    expect(body).toMatchObject({
      state: ModuleState.PROCESS_INVALID,
      cause: 'office: campus:field budget is not a field of the form',
    });
  });

  it('refuses a bad form', async () => {
    const body = await as.admin.post('/definition/deploy', {
      xml: generalXml,
      form: { ...form, fields: [{ key: 'starter', label: 'x', type: 'text' }] },
    });
    expect(body.state).toBe(ModuleState.PROCESS_INVALID);
    expect((await as.admin.post('/definition/deploy', {})).state).toBe(400);
  });
});

describe('the declaration of deploy', () => {
  it('takes the longest BPMN file the engine compiles, in a body larger than the default limit', async () => {
    expect(MAX_BPMN_LENGTH).toBe(MAX_XML_LENGTH);
    // 1.5 MB of text within the length limit: past the app's body limit (1 MiB), so only the route's
    // own limit lets it reach the engine, which refuses it as a process.
    const body = await as.admin.post('/definition/deploy', { xml: `<${'中'.repeat(500_000)}` });
    expect(body.state).toBe(ModuleState.PROCESS_INVALID);
  });
});
