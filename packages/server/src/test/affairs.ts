import type { FastifyInstance } from 'fastify';
import { signIn } from './auth.js';
import { bpmCaller, type BpmCaller } from './bpm.js';

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
