import { randomUUID } from 'node:crypto';
import { dataOf, send, type Outcome } from './api.js';

/** The leave journey over HTTP: what the load drivers and the race tests do. */
const BPM = '/api/business/v3/bpm';

/** A date `days` from today in China time, as the leave form takes it. */
function chinaDate(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day of the next leave: each takes its own days, as one student cannot be on two leaves at once. */
let nextDay = 1;

/**
 * A five-day leave (the counsellor, then the college approve it), on the five days after the
 * previous one's. The reason carries a unique tag, so the database can be searched for exactly
 * the request that was sent.
 */
export function leaveForm(tag: string) {
  const first = nextDay;
  nextDay += 5;
  return {
    leaveType: 'personal',
    period: [chinaDate(first), chinaDate(first + 4)],
    reason: `压力测试请假 ${tag}`,
    contactPhone: '13900000002',
  };
}

export const newTag = () => randomUUID();

export async function leaveDefId(base: string, token: string): Promise<string> {
  const outcome = await send(base, 'POST', `${BPM}/initiated/query/process/new`, {
    token,
    body: { parameters: [{ key: 'Q^key_^S', value: 'leave' }] },
  });
  const rows = dataOf<{ dataResult: { id: string }[] }>(outcome, 'the leave process').dataResult;
  if (!rows[0]) throw new Error('no leave process');
  return rows[0].id;
}

export function startLeave(base: string, token: string, defId: string, tag: string): Promise<Outcome> {
  return send(base, 'POST', `${BPM}/instance/start`, {
    token,
    body: { defId, data: JSON.stringify(leaveForm(tag)) },
  });
}

export function agree(base: string, token: string, taskId: string): Promise<Outcome> {
  return send(base, 'POST', `${BPM}/task/agree`, { token, body: { taskId, opinion: '同意' } });
}

export interface PendingRow {
  id: string;
  taskId: string;
}

export function pendingTasks(base: string, token: string): Promise<Outcome> {
  return send(base, 'POST', `${BPM}/received/query/pending`, {
    token,
    body: { requestPage: { pageNo: 1, limit: 100 } },
  });
}

/** The caller's pending task of one request. */
export async function pendingTaskOf(base: string, token: string, instanceId: string): Promise<string> {
  const rows = dataOf<{ dataResult: PendingRow[] }>(await pendingTasks(base, token), 'pending').dataResult;
  const row = rows.find((r) => r.id === instanceId);
  if (!row) throw new Error(`no pending task of ${instanceId}`);
  return row.taskId;
}
