import type { Envelope, ListReply } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { addDays, schoolDate } from '../lib/school-date.js';
import { injectEnvelope } from './app.js';
import { signIn, type SignedIn } from './auth.js';

/** Calls the BPM API as a signed-in demo account (English messages, for readable assertions). */
export const BPM = '/api/business/v3/bpm';

type Query = Record<string, string | number | undefined>;

const withQuery = (path: string, query?: Query) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `${path}?${params.toString()}`;
};

export interface BpmCaller {
  who: SignedIn;
  post<T = unknown>(path: string, payload?: unknown, query?: Query): Promise<Envelope<T>>;
  get<T = unknown>(path: string, query?: Query): Promise<Envelope<T>>;
  /** A list endpoint's rows (POST with a list body). */
  rows<T = Record<string, unknown>>(path: string, parameters?: Record<string, string>): Promise<T[]>;
}

export function bpmCaller(app: FastifyInstance, who: SignedIn, base = BPM, lang = 'en-US'): BpmCaller {
  const headers = { ...who.headers, 'accept-language': lang };
  const caller: BpmCaller = {
    who,
    post: async (path, payload, query) =>
      (
        await injectEnvelope(app, {
          method: 'POST',
          url: withQuery(`${base}${path}`, query),
          headers,
          payload: (payload ?? {}) as Record<string, unknown>,
        })
      ).body as never,
    get: async (path, query) =>
      (await injectEnvelope(app, { method: 'GET', url: withQuery(`${base}${path}`, query), headers }))
        .body as never,
    rows: async <T>(path: string, parameters: Record<string, string> = {}) => {
      const body = await caller.post<ListReply<T>>(path, {
        parameters: Object.entries(parameters).map(([key, value]) => ({ key, value })),
        requestPage: { pageNo: 1, limit: 100 },
      });
      if (body.state !== 200) throw new Error(`${path}: ${body.state} ${body.message}`);
      return body.data.dataResult;
    },
  };
  return caller;
}

/** Signs the accounts in and returns a caller per account. */
export async function bpmCallers<A extends string>(
  app: FastifyInstance,
  accounts: readonly A[],
): Promise<Record<A, BpmCaller>> {
  const entries = await Promise.all(
    accounts.map(async (account) => [account, bpmCaller(app, await signIn(app, account))] as const),
  );
  return Object.fromEntries(entries) as Record<A, BpmCaller>;
}

export interface ProcessRow {
  id: string;
  key: string;
  name: string;
}

/** The defId of a seeded process (its newest version) as the caller's new process list shows it. */
export async function defIdOf(caller: BpmCaller, key: string): Promise<string> {
  const rows = await caller.rows<ProcessRow>('/initiated/query/process/new');
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`no process ${key}`);
  return row.id;
}

/** The leave period of `days` days starting tomorrow (school time), as the form takes it. */
export const PERIOD = (days: number, fromToday = 1): [string, string] => {
  const start = addDays(schoolDate(Date.now()), fromToday);
  return [start, addDays(start, days - 1)];
};

/** The first day (from today) the next LEAVE takes. */
let nextLeaveDay = 1;

/**
 * A valid leave form of `days` days; the server computes `days` itself from the period. Each
 * call takes the days after the previous one's (from tomorrow on), because a student cannot be
 * on two leaves at once: a test file's leaves never overlap unless a test sets the period itself.
 */
export const LEAVE = (days: number) => {
  const period = PERIOD(days, nextLeaveDay);
  nextLeaveDay += days;
  return {
    leaveType: 'personal',
    period,
    reason: '家中有事需要回家',
    contactPhone: '13900000002',
  };
};

/** A valid scholarship form. */
export const SCHOLARSHIP = {
  scholarshipType: 'academic',
  academicYear: '2025-2026',
  gpa: 3.5,
  achievements: '竞赛一等奖',
};

/** A valid dormitory change form (the dormitory office adds `assignedRoom` when it agrees). */
export const DORM_CHANGE = (moveInDays = 7) => ({
  currentRoom: '7-302',
  preferredRoom: '7-405',
  reasonType: 'schedule',
  moveDate: PERIOD(1, moveInDays)[0],
  reason: '作息不同',
});

/** Starts a request and returns its instance id (fails the test on any refusal). */
export async function startRequest(
  caller: BpmCaller,
  key: string,
  data: Record<string, unknown>,
): Promise<string> {
  const body = await caller.post<{ proInstId: string }>('/instance/start', {
    defId: await defIdOf(caller, key),
    data: JSON.stringify(data),
  });
  if (body.state !== 200) throw new Error(`start ${key}: ${body.state} ${body.message} ${body.cause ?? ''}`);
  return body.data.proInstId;
}

export interface PendingRow {
  taskId: string;
  id: string;
  name: string;
  status: string;
  subject: string;
  remindTimes: number;
  allowShfit: string;
  ownerName: string;
}

/** The caller's pending task of an instance (fails when there is none). */
export async function pendingTask(caller: BpmCaller, instId: string): Promise<PendingRow> {
  const rows = await caller.rows<PendingRow>('/received/query/pending');
  const row = rows.find((r) => r.id === instId);
  if (!row) throw new Error(`${caller.who.account} has no pending task of ${instId}`);
  return row;
}

export async function hasPending(caller: BpmCaller, instId: string): Promise<boolean> {
  return (await caller.rows<PendingRow>('/received/query/pending')).some((r) => r.id === instId);
}

/** A new leave of the student, waiting for the counsellor: its instance id and the counsellor's task. */
export async function leaveAtCounsellor(
  as: Record<'student' | 'counsellor', BpmCaller>,
  data: Record<string, unknown> = LEAVE(1),
): Promise<{ id: string; taskId: string }> {
  const id = await startRequest(as.student, 'leave', data);
  return { id, taskId: (await pendingTask(as.counsellor, id)).taskId };
}

/**
 * A new scholarship application the counsellor has agreed to: at the college's panel, a
 * countersign. Its instance id and the college member's task there.
 */
export async function scholarshipAtPanel(
  as: Record<'student' | 'counsellor' | 'college', BpmCaller>,
): Promise<{ id: string; task: PendingRow }> {
  const id = await startRequest(as.student, 'scholarship', SCHOLARSHIP);
  await as.counsellor.post('/task/agree', { taskId: (await pendingTask(as.counsellor, id)).taskId });
  return { id, task: await pendingTask(as.college, id) };
}
