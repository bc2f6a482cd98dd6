import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataOf, describe as describeOutcome, send, signIn, type Outcome } from './support/api.js';
import { startFleet, type Fleet } from './support/fleet.js';
import { agree, leaveDefId, newTag, pendingTaskOf, pendingTasks, startLeave } from './support/leave.js';
import { pause, startLoad, waitFor } from './support/load.js';

/**
 * PostgreSQL restarted under a load of reads and writes, then stopped for a while and started
 * again, the load flowing throughout. The server process is never restarted: meanwhile every
 * request ends in a clean envelope (503 "The database is unavailable..." or another state; never
 * a 500, internal text or a hang), and once the database is back requests succeed again.
 */
const UNAVAILABLE = 'The database is unavailable, please try again later';
const INTERNAL_TEXT = /ECONN|terminat|Connection|pg_|postgres|at \S+:\d+|stack/i;

let fleet: Fleet;
let base: string;
let student: string;
let counsellor: string;
let defId: string;

beforeAll(async () => {
  fleet = await startFleet(['instance']);
  base = fleet.instances[0]!.url;
  student = await signIn(base, 'student');
  counsellor = await signIn(base, 'counsellor');
  defId = await leaveDefId(base, student);
});
afterAll(async () => fleet?.close());

/** Why an outcome is not a clean answer, or undefined when it is. */
function unclean(outcome: Outcome): string | undefined {
  if (outcome.kind !== 'reply') return describeOutcome(outcome);
  const { http, body, text } = outcome;
  if (!body) return `not the envelope: ${describeOutcome(outcome)}`;
  if (http >= 500 && !(http === 503 && body.state === 503 && body.message === UNAVAILABLE)) {
    return describeOutcome(outcome);
  }
  if (body.state !== 200 && INTERNAL_TEXT.test(text)) return `internal text: ${describeOutcome(outcome)}`;
  return undefined;
}

const healthy = async () => {
  const outcome = await send(base, 'GET', '/api/health');
  return outcome.kind === 'reply' && outcome.http === 200;
};

/** Waits for the instance to answer from the database again; on failure says what it was doing. */
async function recovery(after: string): Promise<void> {
  const instance = fleet.instances[0]!;
  try {
    await waitFor(`the server to answer from the database after ${after}`, healthy);
  } catch (error) {
    const state = instance.alive() ? 'still running' : 'exited';
    throw new Error(`${(error as Error).message} (the process ${state}):\n${instance.output()}`, {
      cause: error,
    });
  }
}

it('answers cleanly while PostgreSQL restarts and is down, and recovers without a restart', async () => {
  // Reads, writes (a transaction each) and health checks, from four workers at once.
  const load = startLoad(4, async (worker, iteration) => {
    const step = (worker + iteration) % 3;
    const outcome =
      step === 0
        ? await startLeave(base, student, defId, newTag())
        : step === 1
          ? await pendingTasks(base, counsellor)
          : await send(base, 'GET', '/api/health');
    return [{ outcome, detail: step }];
  });

  await pause(1500);
  await fleet.cluster.restart();
  await recovery('the restart');
  await pause(1000);

  await fleet.cluster.stopServer();
  const downFrom = Date.now();
  await pause(4000);
  const downUntil = Date.now();
  await fleet.cluster.startServer();
  await recovery('the outage');
  const recoveredAt = Date.now();
  await pause(1500);
  const records = await load.stop();

  expect(fleet.instances[0]!.alive(), fleet.instances[0]!.output()).toBe(true);
  expect(records.map((r) => unclean(r.outcome)).filter(Boolean)).toEqual([]);

  // Sent while the database was down and answered before it came back: the 503 envelope, so
  // promptly (no request waited for the database to return).
  const whileDown = records.filter((r) => r.startedAt > downFrom && r.at < downUntil);
  expect(whileDown.length, 'requests answered while the database was down').toBeGreaterThan(2);
  for (const { outcome } of whileDown) {
    expect(outcome.kind === 'reply' && outcome.http, describeOutcome(outcome)).toBe(503);
  }

  // Sent once it was back: answered as usual.
  const afterwards = records.filter((r) => r.startedAt > recoveredAt);
  expect(afterwards.length).toBeGreaterThan(0);
  expect(
    afterwards
      .filter((r) => !(r.outcome.kind === 'reply' && r.outcome.body?.state === 200))
      .map((r) => describeOutcome(r.outcome)),
  ).toEqual([]);

  // Afterwards the whole journey works again, on the same process.
  const instanceId = dataOf<{ proInstId: string }>(
    await startLeave(base, student, defId, newTag()),
    'start after the outage',
  ).proInstId;
  const taskId = await pendingTaskOf(base, counsellor, instanceId);
  expect(dataOf(await agree(base, counsellor, taskId), 'agree after the outage')).toBeTruthy();
});
