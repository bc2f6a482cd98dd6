import { afterAll, beforeAll, expect, it } from 'vitest';
import { dataOf, send, signIn, type Outcome } from './support/api.js';
import { query } from './support/cluster.js';
import { startFleet, type Fleet } from './support/fleet.js';
import { agree, leaveDefId, newTag, pendingTaskOf, startLeave, type PendingRow } from './support/leave.js';
import { pause, startLoad } from './support/load.js';
import type { ServerInstance } from './support/server-instance.js';

/**
 * kill -9 of one of two instances in the middle of a load of starts and agrees. What a client
 * was told succeeded (state 200) must be in the database exactly once; nothing is duplicated or
 * half written (every request has one open task, one token where that task waits, and a history
 * that matches); and the surviving instance goes on serving.
 */
const STUDENTS = ['student', '202411107', '202411108', '202411109'];
const TAG = '压力测试请假';

type Action =
  | { kind: 'start'; tag: string; instanceId?: string; via: string }
  | { kind: 'agree'; instanceId: string; taskId: string; via: string }
  | { kind: 'list'; via: string };

let fleet: Fleet;
let tokens: Record<string, string>;
let counsellor: string;
let defId: string;

beforeAll(async () => {
  fleet = await startFleet(['instance-1', 'instance-2']);
  const base = fleet.instances[0]!.url;
  tokens = Object.fromEntries(
    await Promise.all(STUDENTS.map(async (account) => [account, await signIn(base, account)] as const)),
  );
  counsellor = await signIn(base, 'counsellor');
  defId = await leaveDefId(base, tokens.student!);
});
afterAll(async () => fleet?.close());

const acknowledged = (outcome: Outcome) => outcome.kind === 'reply' && outcome.body?.state === 200;

it('keeps every acknowledged action exactly once when an instance is killed mid-load', async () => {
  const [survivor, victim] = fleet.instances as [ServerInstance, ServerInstance];
  const down = new Set<string>();
  // As a load balancer does: an instance that failed a request gets no more.
  const pick = (n: number) => {
    const up = fleet.instances.filter((instance) => !down.has(instance.name));
    return up[n % up.length]!;
  };
  const note = (instance: ServerInstance, outcome: Outcome) => {
    if (outcome.kind === 'network') down.add(instance.name);
    return outcome;
  };
  const started: string[] = [];
  const agreeing = new Set<string>();

  const load = startLoad<Action>(STUDENTS.length, async (worker, iteration) => {
    const instance = pick(worker + iteration);
    const via = instance.name;
    if (iteration % 2 === 0 || started.length === 0) {
      const tag = newTag();
      const outcome = note(instance, await startLeave(instance.url, tokens[STUDENTS[worker]!]!, defId, tag));
      const instanceId = acknowledged(outcome)
        ? (outcome as { body: { data: { proInstId: string } } }).body.data.proInstId
        : undefined;
      if (instanceId) started.push(instanceId);
      return [{ outcome, detail: { kind: 'start', tag, instanceId, via } }];
    }
    const listed = note(
      instance,
      await send(instance.url, 'POST', '/api/business/v3/bpm/received/query/pending', {
        token: counsellor,
        body: { requestPage: { pageNo: 1, limit: 200 } },
      }),
    );
    const records: { outcome: Outcome; detail: Action }[] = [
      { outcome: listed, detail: { kind: 'list', via } },
    ];
    if (!acknowledged(listed)) return records;
    const rows = (listed as { body: { data: { dataResult: PendingRow[] } } }).body.data.dataResult;
    const row = rows.find((r) => started.includes(r.id) && !agreeing.has(r.taskId));
    if (!row) return records;
    agreeing.add(row.taskId);
    const outcome = note(instance, await agree(instance.url, counsellor, row.taskId));
    records.push({ outcome, detail: { kind: 'agree', instanceId: row.id, taskId: row.taskId, via } });
    return records;
  });

  await pause(3000);
  const killedAt = Date.now();
  await victim.kill();
  await pause(4000);
  const records = await load.stop();

  const actions = records.filter((r) => r.detail.kind !== 'list');
  const acked = actions.filter((r) => acknowledged(r.outcome));
  const ackedStarts = acked.flatMap((r) => (r.detail.kind === 'start' ? [r.detail] : []));
  const ackedAgrees = acked.flatMap((r) => (r.detail.kind === 'agree' ? [r.detail] : []));
  const afterKill = acked.filter((r) => r.at > killedAt).length;
  const cut = records.filter((r) => r.outcome.kind === 'network').length;
  console.info(
    `kill -9 under load: ${ackedStarts.length} starts and ${ackedAgrees.length} agrees acknowledged, ` +
      `${afterKill} of them after the kill; ${cut} request(s) cut`,
  );
  // The load really ran on both sides of the kill, and the kill really cut requests.
  expect(ackedStarts.filter((a) => a.via === victim.name).length).toBeGreaterThan(0);
  expect(ackedAgrees.length).toBeGreaterThan(0);
  expect(afterKill, 'acknowledged after the kill').toBeGreaterThan(0);
  expect(cut, 'requests cut by the kill').toBeGreaterThan(0);
  // Whatever was not a network cut was a clean answer.
  const unclear = records.filter(
    (r) =>
      r.outcome.kind === 'timeout' ||
      (r.outcome.kind === 'reply' && (!r.outcome.body || r.outcome.http >= 500)),
  );
  expect(unclear.map((r) => JSON.stringify(r.outcome).slice(0, 300))).toEqual([]);

  const db = fleet.databaseUrl;
  // Every start sent, acknowledged or cut: at most one request, exactly one when acknowledged.
  const rows = await query<{ id: string; data: string }>(
    db,
    'select id, data from bpm_instance where data like $1',
    [`%${TAG}%`],
  );
  const idsByTag = new Map<string, string[]>();
  for (const row of rows) {
    const tag = (JSON.parse(row.data) as { reason: string }).reason.split(' ')[1]!;
    idsByTag.set(tag, [...(idsByTag.get(tag) ?? []), row.id]);
  }
  expect([...idsByTag.values()].filter((ids) => ids.length > 1)).toEqual([]);
  for (const start of ackedStarts)
    expect(idsByTag.get(start.tag), `start ${start.tag}`).toEqual([start.instanceId]);

  // Every acknowledged agree: the task completed, agreed exactly once.
  for (const { taskId } of ackedAgrees) {
    const task = await query<{ status: string }>(db, 'select status from bpm_task where id = $1', [taskId]);
    expect(task, `task ${taskId}`).toEqual([{ status: 'completed' }]);
    const history = await query(db, `select id from bpm_history where task_id = $1 and action = 'agree'`, [
      taskId,
    ]);
    expect(history, `agree of ${taskId}`).toHaveLength(1);
  }

  // No request half written: one open task, one token at the same step, a history that matches.
  const shapes = await query<{
    id: string;
    status: string;
    open: string;
    tokens: string;
    starts: number;
    agrees: number;
  }>(
    db,
    `select i.id, i.status,
            (select string_agg(node_id, ',') from bpm_task t where t.instance_id = i.id and t.status = 'pending') as open,
            (select string_agg(node_id, ',') from bpm_execution e where e.instance_id = i.id) as tokens,
            (select count(*)::int from bpm_history h where h.instance_id = i.id and h.action = 'start') as starts,
            (select count(*)::int from bpm_history h where h.instance_id = i.id and h.action = 'agree') as agrees
       from bpm_instance i where i.data like $1`,
    [`%${TAG}%`],
  );
  expect(shapes.length).toBeGreaterThanOrEqual(ackedStarts.length);
  const broken = shapes.filter(
    (s) =>
      s.status !== 'running' ||
      s.open !== s.tokens ||
      s.starts !== 1 ||
      !((s.open === 'counsellor' && s.agrees === 0) || (s.open === 'college' && s.agrees === 1)),
  );
  expect(broken).toEqual([]);

  // The survivor goes on serving the whole journey.
  expect(survivor.alive()).toBe(true);
  const instanceId = dataOf<{ proInstId: string }>(
    await startLeave(survivor.url, tokens.student!, defId, newTag()),
    'start on the survivor',
  ).proInstId;
  const taskId = await pendingTaskOf(survivor.url, counsellor, instanceId);
  expect(acknowledged(await agree(survivor.url, counsellor, taskId))).toBe(true);
});
