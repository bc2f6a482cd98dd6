/**
 * The opening minute itself: N students arrive spread evenly (with jitter) over the window, an
 * open loop (a student arrives on time however slow the server is, as a real crowd does). Each
 * loads the session list, picks a session that still shows a free place (any, for the waiting
 * list, when none does) and signs up once. A share of them tap twice: the second sign-up goes at
 * the same moment to the other instance, the race the server has to settle in the database.
 * Student i talks to instance i mod n: the load balancer's round robin.
 */
import { HEADER_TENANT_ID, HEADER_TOKEN } from '@campus/contract';
import { seededRandom } from '../../packages/server/src/db/seed/random.js';
import type { Acknowledged, SignupStatus } from './checks.js';
import { Tally, type Instance, type Reply } from './client.js';
import type { BenchStudent } from './seed.js';
import { addressOf } from './sign-in.js';

const SZGZ = '/api/szgz/v3';

export interface CrowdOptions {
  seconds: number;
  /** Share of the students who tap "sign up" twice. */
  doubleTap: number;
  tenantId: string;
  sessionIds: readonly string[];
}

export interface CrowdResult {
  list: Tally;
  apply: Tally;
  acknowledged: Acknowledged[];
  /** From the first arrival to the last reply. */
  wallSeconds: number;
  /** How late the generator started students (ms, p99): above a few ms it, not the server, was short of CPU. */
  lateP99: number;
  doubleTappers: number;
}

interface SessionCard {
  id: string;
  capacity: number;
  signed: number;
}

export async function runCrowd(
  instances: Instance[],
  students: readonly BenchStudent[],
  options: CrowdOptions,
): Promise<CrowdResult> {
  const list = new Tally();
  const apply = new Tally();
  const acknowledged: Acknowledged[] = [];
  const late: number[] = [];
  const rand = seededRandom(33);
  const ours = new Set(options.sessionIds);
  const windowMs = options.seconds * 1000;
  const plan = students.map((student, index) => ({
    student,
    index,
    at: ((index + rand()) / students.length) * windowMs,
    twice: rand() < options.doubleTap,
    pick: rand(),
  }));

  const acknowledge = (reply: Reply, studentId: string, sessionId: string) => {
    apply.add(reply);
    if (reply.outcome !== 'ok') return;
    const status = (reply.data as { mine: SignupStatus | null }).mine;
    // A state-200 sign-up whose reply does not show the student on the session is a failure too.
    if (status !== 'signedUp' && status !== 'waiting') {
      apply.ok--;
      apply.errors++;
      apply.errorSamples.push(`200 without the sign-up (mine: ${String(status)})`);
      return;
    }
    acknowledged.push({ studentId, sessionId, status });
  };

  const arrive = async (entry: (typeof plan)[number], start: number) => {
    late.push(performance.now() - start - entry.at);
    const { student, index } = entry;
    const instance = instances[index % instances.length]!;
    const headers = {
      [HEADER_TOKEN]: student.accessToken,
      [HEADER_TENANT_ID]: options.tenantId,
      'x-forwarded-for': addressOf(index),
    };
    const shown = await instance.request('GET', `${SZGZ}/moral/sessions`, headers);
    list.add(shown);
    const cards = shown.outcome === 'ok' ? (shown.data as SessionCard[]).filter((c) => ours.has(c.id)) : [];
    const free = cards.filter((c) => c.signed < c.capacity).map((c) => c.id);
    const choices = free.length > 0 ? free : options.sessionIds;
    const sessionId = choices[Math.floor(entry.pick * choices.length)]!;
    const body = { sessionId };
    const taps = [instance.request('POST', `${SZGZ}/moral/signup`, headers, body)];
    if (entry.twice) {
      const other = instances[(index + 1) % instances.length]!;
      taps.push(other.request('POST', `${SZGZ}/moral/signup`, headers, body));
    }
    for (const reply of await Promise.all(taps)) acknowledge(reply, student.id, sessionId);
  };

  const start = performance.now();
  const running: Promise<void>[] = [];
  await new Promise<void>((resolve) => {
    let started = 0;
    for (const entry of plan) {
      setTimeout(() => {
        running.push(arrive(entry, start));
        if (++started === plan.length) resolve();
      }, entry.at);
    }
    if (plan.length === 0) resolve();
  });
  await Promise.all(running);
  late.sort((a, b) => a - b);
  return {
    list,
    apply,
    acknowledged,
    wallSeconds: (performance.now() - start) / 1000,
    lateP99: late.length ? late[Math.min(late.length - 1, Math.ceil(0.99 * late.length) - 1)]! : 0,
    doubleTappers: plan.filter((p) => p.twice).length,
  };
}
