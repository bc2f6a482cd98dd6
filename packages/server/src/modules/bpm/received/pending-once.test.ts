import type { ListReply } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { startRequest, type BpmCaller } from '../../../test/bpm.js';
import { bpmTestApp } from '../../../test/signed-in-app.js';

/**
 * The pending list counts and pages tasks, not the ways they reached the user: the branches it is
 * built from (engine/queries.ts, actableTasks) never name one task twice, and the count is theirs
 * without a join (issue 33). Here the counsellor reaches tasks in two ways at once: a shared task
 * they are a candidate of and also hold as the other candidate's proxy, and a task whose holder
 * named them both proxy and standing delegate.
 */
const { as } = bpmTestApp(['admin', 'student', 'counsellor', 'teacher', 'college']);

const DAY = 86_400_000;
const KEY = 'pending_once';
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:campus="https://campus-affairs.dev/schema/bpmn/1.0" id="defs" targetNamespace="https://campus-affairs.dev/tests">
  <bpmn:process id="${KEY}" name="${KEY}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:parallelGateway id="fork" />
    <bpmn:userTask id="shared" name="shared" campus:assignee="user:counsellor, user:teacher" />
    <bpmn:userTask id="college" name="college" campus:assignee="user:college" />
    <bpmn:parallelGateway id="join" />
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="fork" />
    <bpmn:sequenceFlow id="f1" sourceRef="fork" targetRef="shared" />
    <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="college" />
    <bpmn:sequenceFlow id="f3" sourceRef="shared" targetRef="join" />
    <bpmn:sequenceFlow id="f4" sourceRef="college" targetRef="join" />
    <bpmn:sequenceFlow id="f5" sourceRef="join" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
const FORM = { key: KEY, name: KEY, fields: [{ key: 'note', label: '说明', type: 'text' }] };

interface Row {
  taskId: string;
  id: string;
  name: string;
  status: string;
}

/** The whole list in pages of `limit`, with the count each page reported. */
async function allPages(caller: BpmCaller, limit: number): Promise<{ rows: Row[]; totals: number[] }> {
  const rows: Row[] = [];
  const totals: number[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const body = await caller.post<ListReply<Row>>('/received/query/pending', {
      requestPage: { pageNo, limit },
    });
    if (body.state !== 200) throw new Error(`${body.state} ${body.message}`);
    rows.push(...body.data.dataResult);
    totals.push(body.data.pageResult.totalCount);
    if (body.data.dataResult.length < limit) return { rows, totals };
  }
}

const ok = (body: { state: number; message?: string }) => {
  if (body.state !== 200) throw new Error(`${body.state} ${body.message}`);
};

describe('the pending list names each task once', () => {
  it('counts a task reached two ways once, and pages through it once', async () => {
    ok(await as.admin.post('/definition/deploy', { xml: XML, form: FORM }));
    const before = await allPages(as.counsellor, 100);
    const instId = await startRequest(as.student, KEY, { note: 'twice' });
    const taskOf = async (caller: BpmCaller, name: string) =>
      (await caller.rows<Row>('/received/query/pending')).find((r) => r.id === instId && r.name === name)!
        .taskId;
    const proxy = async (holder: BpmCaller, name: string) =>
      ok(
        await holder.post('/task/change/save', {
          taskId: await taskOf(holder, name),
          changeType: 'assignee',
          bpmTaskChangeAssignPoList: [{ type: 'employee', executor: as.counsellor.who.userId }],
        }),
      );
    // The teacher, the other candidate, names the counsellor their proxy on the shared task.
    await proxy(as.teacher, 'shared');
    // The college's holder names the counsellor their proxy, and their standing delegate too.
    await proxy(as.college, 'college');
    ok(
      await as.college.post('/agent/save', {
        agenterId: as.counsellor.who.userId,
        agentType: 'part',
        procDefKey: KEY,
        startDate: Date.now() - DAY,
        endDate: Date.now() + DAY,
      }),
    );

    const after = await allPages(as.counsellor, 100);
    const mine = after.rows.filter((r) => r.id === instId);
    expect(mine.map((r) => r.name).sort()).toEqual(['college', 'shared']);
    expect(after.rows).toHaveLength(before.rows.length + 2);
    expect(after.totals).toEqual([after.rows.length]);
    // In pages of 1: every task once, the count the same on every page.
    const onePerPage = await allPages(as.counsellor, 1);
    expect(onePerPage.rows.map((r) => r.taskId).sort()).toEqual(after.rows.map((r) => r.taskId).sort());
    expect(new Set(onePerPage.totals)).toEqual(new Set([after.rows.length]));
  });
});
