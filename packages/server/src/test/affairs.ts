import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signIn } from './auth.js';
import { bpmCaller, pendingTask, type BpmCaller } from './bpm.js';

/** The leave service (lxgl) as signed-in demo accounts: its module API and the BPM API side by side. */
export const LXGL = '/api/lxgl/v3';

export interface Caller {
  /** /api/lxgl/v3/... : the affairs modules and leave's own API. */
  lx: BpmCaller;
  /** /api/business/v3/bpm/... : task actions, history. */
  bpm: BpmCaller;
}

export async function callers<A extends string>(
  app: FastifyInstance,
  accounts: readonly A[],
): Promise<Record<A, Caller>> {
  const entries = await Promise.all(
    accounts.map(async (account) => {
      const who = await signIn(app, account);
      return [account, { lx: bpmCaller(app, who, LXGL), bpm: bpmCaller(app, who) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<A, Caller>;
}

/** Applies through the leave service's module API (fails the test on a refusal): the request's instance id. */
export async function applyInLxgl(
  who: Caller,
  data: Record<string, unknown>,
  module = 'leave',
): Promise<string> {
  const body = await who.lx.post<{ proInstId: string }>(`/affairs/${module}/apply`, { data });
  if (body.state !== 200) throw new Error(`apply: ${body.state} ${body.message}`);
  return body.data.proInstId;
}

/** The caller agrees to their pending task of the request, and it is taken. */
export async function agreePending(who: Caller, instId: string): Promise<void> {
  const body = await who.bpm.post('/task/agree', { taskId: (await pendingTask(who.bpm, instId)).taskId });
  expect(body.state, `${who.bpm.who.account}: ${body.message}`).toBe(200);
}

/** A group's service as signed-in accounts: the group's and its modules' API beside the BPM API. */
export interface ServiceCaller {
  /** /api/<service>/v3/... */
  api: BpmCaller;
  bpm: BpmCaller;
}

export async function serviceCallers<A extends string>(
  app: FastifyInstance,
  service: string,
  accounts: readonly A[],
): Promise<Record<A, ServiceCaller>> {
  const entries = await Promise.all(
    accounts.map(async (account) => {
      const who = await signIn(app, account);
      return [account, { api: bpmCaller(app, who, `/api/${service}/v3`), bpm: bpmCaller(app, who) }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<A, ServiceCaller>;
}
