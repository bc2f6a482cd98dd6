import { HEADER_TOKEN, ModuleState, type Envelope } from '@campus/contract';
import { expect, it } from 'vitest';
import { openTestApp } from '../../test/signed-in-app.js';
import { bpmCallers, LEAVE, pendingTask, startRequest, type BpmCaller } from '../../test/bpm.js';
import { listenLocally } from '../../test/over-http.js';

/**
 * Many approvers' clicks on one task at the same moment, over real HTTP (on PostgreSQL through a
 * pool of connections, so the transactions truly overlap): exactly one succeeds, the others are
 * told the task was handled, and the request has exactly one next task.
 */
const PARALLEL = 16;

let as: Record<'student' | 'counsellor', BpmCaller>;
let baseUrl: string;
const t = openTestApp(async (app) => {
  as = await bpmCallers(app, ['student', 'counsellor']);
  baseUrl = await listenLocally(app);
});

// Regression: a click that read the task as open just before another click completed it was once
// told "not your task" (6050105) instead of "already handled"; several rounds make that race likely.
it.each([1, 2, 3])(
  'gives one success and one next task when many agree on one task at once (round %i)',
  async () => {
    const instId = await startRequest(as.student, 'leave', LEAVE(5));
    const task = await pendingTask(as.counsellor, instId);

    const agree = () =>
      fetch(`${baseUrl}/api/business/v3/bpm/task/agree`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADER_TOKEN]: as.counsellor.who.accessToken },
        body: JSON.stringify({ taskId: task.taskId, opinion: 'ok' }),
      }).then(async (response) => ({ http: response.status, body: (await response.json()) as Envelope }));
    const replies = await Promise.all(Array.from({ length: PARALLEL }, agree));

    const states = replies.map((r) => r.body.state);
    const others = replies.filter(
      (r) => r.body.state !== 200 && r.body.state !== ModuleState.TASK_ALREADY_HANDLED,
    );
    expect(others.map((r) => `${r.http} ${r.body.state} ${r.body.message}`)).toEqual([]);
    expect(states.filter((s) => s === 200)).toHaveLength(1);
    expect(states.filter((s) => s === ModuleState.TASK_ALREADY_HANDLED)).toHaveLength(PARALLEL - 1);
    expect(replies.every((r) => r.http === 200)).toBe(true);

    const { db } = t.database;
    const open = await db
      .selectFrom('bpmTask')
      .select(['nodeId'])
      .where('instanceId', '=', instId)
      .where('status', '=', 'pending')
      .execute();
    expect(open).toEqual([{ nodeId: 'college' }]);
    const agreed = await db
      .selectFrom('bpmHistory')
      .select('id')
      .where('instanceId', '=', instId)
      .where('action', '=', 'agree')
      .execute();
    expect(agreed).toHaveLength(1);
    const tokens = await db
      .selectFrom('bpmExecution')
      .select('nodeId')
      .where('instanceId', '=', instId)
      .execute();
    expect(tokens).toEqual([{ nodeId: 'college' }]);
  },
);
