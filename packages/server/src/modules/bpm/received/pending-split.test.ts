import { LoginState, PENDING_REACH_PATHS, PENDING_REACHES, type PendingReach } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { bpmCallers, startRequest, type BpmCaller } from '../../../test/bpm.js';

/**
 * The pending list split by how each task reached the user (the platform's
 * /received/query/pending/<way>). One request of a process made for it opens a task per way at
 * once, for the counsellor: named by account, as the class's counsellor (a duty: org manager),
 * by role (shared, and as a countersign vote), by position, as a member of the college, the
 * first of two rules, then one transferred to them, one they hold as a proxy and one as a
 * standing delegate.
 */

const BRANCHES: Record<string, string> = {
  byUser: 'user:counsellor',
  byDuty: 'relation:counsellor',
  byRole: 'role:counsellor',
  byPosition: 'position:counsellor',
  byOrg: 'org:C01',
  firstRule: 'relation:counsellor, role:counsellor',
  vote: 'role:counsellor',
  toShift: 'user:office',
  toProxy: 'user:teacher',
  toDelegate: 'user:college',
};

const task = (id: string, rule: string) =>
  `<bpmn:userTask id="${id}" name="${id}" campus:assignee="${rule}">${
    id === 'vote' ? '<bpmn:multiInstanceLoopCharacteristics />' : ''
  }</bpmn:userTask>`;

const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:campus="https://campus-affairs.dev/schema/bpmn/1.0" id="defs" targetNamespace="https://campus-affairs.dev/tests">
  <bpmn:process id="reach_test" name="分流测试" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:parallelGateway id="fork" />
    ${Object.entries(BRANCHES)
      .map(([id, rule]) => task(id, rule))
      .join('\n    ')}
    <bpmn:parallelGateway id="join" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="fork" />
    ${Object.keys(BRANCHES)
      .map(
        (id) =>
          `<bpmn:sequenceFlow id="to_${id}" sourceRef="fork" targetRef="${id}" /><bpmn:sequenceFlow id="from_${id}" sourceRef="${id}" targetRef="join" />`,
      )
      .join('\n    ')}
    <bpmn:sequenceFlow id="f9" sourceRef="join" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const FORM = {
  key: 'reach_test',
  name: '分流测试',
  fields: [{ key: 'title', label: '标题', type: 'text', required: true }],
};

/** What the counsellor should find under each split, for this request. */
const EXPECTED: Record<PendingReach, string[]> = {
  user: ['byUser'],
  org: ['byOrg'],
  orgManager: ['byDuty', 'firstRule'],
  role: ['byRole', 'vote'],
  position: ['byPosition'],
  group: [],
  shift: ['toShift'],
  assignee: ['toDelegate', 'toProxy'],
};

interface Row {
  taskId: string;
  id: string;
  name: string;
  status: string;
  reach: string;
}

let t: TestApp;
let as: Record<'admin' | 'student' | 'counsellor' | 'office' | 'teacher' | 'college' | 'dorm', BpmCaller>;
let instId: string;

const DAY = 86_400_000;
const changeTo = (taskId: string, changeType: 'shift' | 'assignee', executor: BpmCaller) => ({
  taskId,
  changeType,
  bpmTaskChangeAssignPoList: [
    { type: 'employee', executor: executor.who.userId, executorName: executor.who.account },
  ],
});

const split = (caller: BpmCaller, reach: PendingReach, parameters?: Record<string, string>) =>
  caller.rows<Row>(`/received/query/pending/${PENDING_REACH_PATHS[reach]}`, parameters);
const nodesOf = (rows: Row[]) =>
  rows
    .filter((r) => r.id === instId)
    .map((r) => r.name)
    .sort();

async function taskAt(caller: BpmCaller, node: string): Promise<string> {
  const row = (await caller.rows<Row>('/received/query/pending')).find(
    (r) => r.id === instId && r.name === node,
  );
  if (!row) throw new Error(`${caller.who.account} has no task at ${node}`);
  return row.taskId;
}

beforeAll(async () => {
  t = await createTestApp();
  as = await bpmCallers(t.app, ['admin', 'student', 'counsellor', 'office', 'teacher', 'college', 'dorm']);
  const deployed = await as.admin.post('/definition/deploy', { xml: XML, form: FORM });
  if (deployed.state !== 200) throw new Error(`deploy: ${deployed.message} ${deployed.cause ?? ''}`);
  instId = await startRequest(as.student, 'reach_test', { title: '分流' });

  const shifted = await as.office.post(
    '/task/change/save',
    changeTo(await taskAt(as.office, 'toShift'), 'shift', as.counsellor),
  );
  // The teacher also shares byOrg (a member of the college): the proxy is for their own task.
  const proxied = await as.teacher.post(
    '/task/change/save',
    changeTo(await taskAt(as.teacher, 'toProxy'), 'assignee', as.counsellor),
  );
  const delegated = await as.college.post('/agent/save', {
    agenterId: as.counsellor.who.userId,
    agentType: 'part',
    procDefKey: 'reach_test',
    startDate: Date.now() - DAY,
    endDate: Date.now() + DAY,
  });
  for (const reply of [shifted, proxied, delegated]) {
    if (reply.state !== 200) throw new Error(`${reply.state} ${reply.message}`);
  }
}, 60_000);
afterAll(async () => t.close());

describe('the pending list split by how a task reached the user', () => {
  it('gives each split exactly the tasks that reached the user that way', async () => {
    for (const reach of PENDING_REACHES) {
      const rows = await split(as.counsellor, reach);
      expect({ reach, nodes: nodesOf(rows) }).toEqual({ reach, nodes: EXPECTED[reach] });
      expect(rows.every((r) => r.reach === reach)).toBe(true);
    }
  });

  it('splits the whole pending list: every task in exactly one split, with the status it has there', async () => {
    const pending = await as.counsellor.rows<Row>('/received/query/pending');
    const splits = await Promise.all(PENDING_REACHES.map((reach) => split(as.counsellor, reach)));
    const splitIds = splits.flat().map((r) => r.taskId);
    expect(new Set(splitIds).size).toBe(splitIds.length);
    expect([...splitIds].sort()).toEqual(pending.map((r) => r.taskId).sort());
    const status = { shift: 'DELIVERTO', assignee: 'AGENT' } as Record<string, string>;
    for (const row of pending) expect(row.status).toBe(status[row.reach] ?? 'NORMAL');
  });

  it('follows the task: the owner of a proxied task keeps it as their own, members of the org see theirs', async () => {
    expect(nodesOf(await split(as.teacher, 'user'))).toEqual(['toProxy']);
    expect(nodesOf(await split(as.teacher, 'org'))).toEqual(['byOrg']);
    expect(nodesOf(await split(as.office, 'user'))).toEqual([]);
    expect(nodesOf(await split(as.college, 'user'))).toEqual(['toDelegate']);
    expect(nodesOf(await split(as.dorm, 'org'))).toEqual([]);
  });

  it('lets the body narrow by the same ways (Q^reach^S|SIN), and refuses a way it does not know', async () => {
    const organisational = await as.counsellor.rows<Row>('/received/query/pending', {
      'Q^reach^SIN': 'org,orgManager,role,position,group',
    });
    expect(nodesOf(organisational)).toEqual(['byDuty', 'byOrg', 'byPosition', 'byRole', 'firstRule', 'vote']);
    expect(await split(as.counsellor, 'role', { 'Q^reach^S': 'user' })).toEqual([]);
    expect(nodesOf(await split(as.counsellor, 'role', { 'Q^reach^SIN': 'role,user' }))).toEqual([
      'byRole',
      'vote',
    ]);
    expect(nodesOf(await split(as.counsellor, 'role', { 'Q^subject_^SL': '分流' }))).toEqual([
      'byRole',
      'vote',
    ]);
    for (const [key, value] of [
      ['Q^reach^S', 'boss'],
      ['Q^reach^S', 'user,role'],
      ['Q^reach^SL', 'user'],
    ] as const) {
      const bad = await as.counsellor.post('/received/query/pending/role', { parameters: [{ key, value }] });
      expect(bad).toMatchObject({ state: 400, message: `Unsupported filter: ${key}` });
    }
  });

  it('pages like pending, answers under every alias, and never without a sign-in', async () => {
    const page = await as.counsellor.post<{ dataResult: Row[]; pageResult: { totalCount: number } }>(
      '/received/query/pending/org/manager',
      { requestPage: { pageNo: 1, limit: 1 } },
    );
    expect(page.data.dataResult).toHaveLength(1);
    expect(page.data.pageResult.totalCount).toBe((await split(as.counsellor, 'orgManager')).length);
    for (const url of [
      '/api/bpm/received/query/pending/org/manager',
      '/api/business/v3/bpm/received/query/pending/org/manager',
    ]) {
      const reply = await t.app.inject({
        method: 'POST',
        url,
        headers: as.counsellor.who.headers,
        payload: {},
      });
      expect(nodesOf(reply.json().data.dataResult)).toEqual(['byDuty', 'firstRule']);
      const anonymous = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(anonymous.json()).toMatchObject({ state: LoginState.NOT_LOGGED_IN, data: null });
    }
  });

  it('drops a task from its split once handled', async () => {
    const [row] = (await split(as.counsellor, 'user')).filter((r) => r.id === instId);
    expect((await as.counsellor.post('/task/agree', { taskId: row!.taskId })).state).toBe(200);
    expect(nodesOf(await split(as.counsellor, 'user'))).toEqual([]);
    expect(nodesOf(await split(as.counsellor, 'shift'))).toEqual(['toShift']);
  });
});
