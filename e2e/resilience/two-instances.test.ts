import { ModuleState } from '@campus/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataOf, describe as describeOutcome, signIn, type Outcome } from './support/api.js';
import { query } from './support/cluster.js';
import { startFleet, type Fleet } from './support/fleet.js';
import { agree, leaveDefId, newTag, pendingTaskOf, startLeave } from './support/leave.js';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer: the counsellor's
 * clicks on one task arrive at both at once. Exactly one succeeds, every other click is told the
 * task was handled meanwhile (6050106), and the request moves on to exactly one next task.
 */
const CLICKS = 12;

let fleet: Fleet;
let student: string;
let counsellor: string;
let defId: string;

beforeAll(async () => {
  fleet = await startFleet(['instance-1', 'instance-2']);
  const [one, two] = fleet.instances;
  // Tokens live in the database: signed in at one instance, accepted by the other.
  student = await signIn(one!.url, 'student');
  counsellor = await signIn(two!.url, 'counsellor');
  defId = await leaveDefId(one!.url, student);
});
afterAll(async () => fleet?.close());

const bodyOf = (outcome: Outcome) => (outcome.kind === 'reply' ? outcome.body : undefined);

it.each([1, 2, 3])('gives one success across both instances when clicks race (round %i)', async () => {
  const [one, two] = fleet.instances;
  const instanceId = dataOf<{ proInstId: string }>(
    await startLeave(one!.url, student, defId, newTag()),
    'start',
  ).proInstId;
  const taskId = await pendingTaskOf(two!.url, counsellor, instanceId);

  const replies = await Promise.all(
    Array.from({ length: CLICKS }, (_, i) => agree((i % 2 ? one : two)!.url, counsellor, taskId)),
  );

  const states = replies.map((outcome) => bodyOf(outcome)?.state);
  const unclear = replies.filter(
    (outcome) =>
      outcome.kind !== 'reply' ||
      outcome.http !== 200 ||
      ![200, ModuleState.TASK_ALREADY_HANDLED].includes(outcome.body?.state ?? -1),
  );
  expect(unclear.map(describeOutcome)).toEqual([]);
  expect(states.filter((s) => s === 200)).toHaveLength(1);
  expect(states.filter((s) => s === ModuleState.TASK_ALREADY_HANDLED)).toHaveLength(CLICKS - 1);
  for (const outcome of replies) {
    if (bodyOf(outcome)?.state === ModuleState.TASK_ALREADY_HANDLED) {
      expect(bodyOf(outcome)?.message).toBe('The task has already been handled, please refresh');
    }
  }

  const open = await query<{ node_id: string }>(
    fleet.databaseUrl,
    `select node_id from bpm_task where instance_id = $1 and status = 'pending'`,
    [instanceId],
  );
  expect(open).toEqual([{ node_id: 'college' }]);
  const agreed = await query(
    fleet.databaseUrl,
    `select id from bpm_history where instance_id = $1 and action = 'agree'`,
    [instanceId],
  );
  expect(agreed).toHaveLength(1);
  const tokens = await query<{ node_id: string }>(
    fleet.databaseUrl,
    'select node_id from bpm_execution where instance_id = $1',
    [instanceId],
  );
  expect(tokens).toEqual([{ node_id: 'college' }]);
});
