import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { idList, opinion, recordId } from '../inputs.js';
import { cacheBuster, epochMsInput, platformBody } from './shared.js';

/**
 * Handing a task over (IBPS-API.md §2 /task/change/*: shift transfers it, assignee names a proxy)
 * and standing delegations (/agent/*: someone acts on the caller's tasks between two dates).
 */

/** A transfer or proxy the caller made or received. */
const changeRow = z.object({
  id: z.string(),
  taskId: z.string(),
  instanceId: z.string(),
  taskSubject: z.string(),
  taskName: z.string(),
  changeType: z.enum(['shift', 'assignee']),
  /** Running while its task is open and nobody withdrew it; then finished or cancelled. */
  status: z.enum(['running', 'finish', 'cancel']),
  ownerId: z.string(),
  ownerName: z.string(),
  executorId: z.string(),
  executorName: z.string(),
  comment: z.string().nullable(),
  createTime: z.number(),
  updateTime: z.number(),
});
export type ChangeRow = z.infer<typeof changeRow>;

/** A standing delegation the caller gave or received. */
const agentRow = z.object({
  id: z.string(),
  title: z.string(),
  delegatorId: z.string(),
  delegatorName: z.string(),
  agenterId: z.string(),
  agenterName: z.string(),
  /** Every process, or only `procDefKey`'s. */
  agentType: z.enum(['all', 'part']),
  procDefKey: z.string().nullable(),
  startDate: z.number(),
  endDate: z.number(),
  isEnabled: z.enum(['Y', 'N']),
  createTime: z.number(),
});
export type AgentRow = z.infer<typeof agentRow>;

const changeBody = platformBody(
  z.object({
    taskId: recordId,
    changeType: z.enum(['shift', 'assignee'], 'validation.oneOf'),
    comment: opinion,
    bpmTaskChangeAssignPoList: z
      .array(
        z.object({
          type: z.string().max(32).optional(),
          executor: recordId,
          executorName: z.string().max(100).optional(),
        }),
      )
      .min(1, 'validation.required')
      .max(1, 'validation.max'),
  }),
);

const enabled = z
  .union([z.boolean(), z.enum(['Y', 'N', 'enabled', 'disabled', 'true', 'false'])])
  .transform((v) => v === true || v === 'Y' || v === 'enabled' || v === 'true');

const agentBody = platformBody(
  z.object({
    id: recordId.optional(),
    title: z.string().max(200, 'validation.maxLength').optional(),
    agenterId: recordId,
    agentType: z.enum(['all', 'part'], 'validation.oneOf').optional().default('all'),
    procDefKey: z.string().max(64).optional(),
    startDate: epochMsInput,
    endDate: epochMsInput,
    isEnabled: enabled.optional().default(true),
  }),
);
/** A delegation as the editor sends it (dates as epoch ms or the platform's date text). */
export type AgentBody = z.input<typeof agentBody>;
export type AgentInput = z.output<typeof agentBody>;

const byId = z.object({ id: recordId, _t: cacheBuster });
const saved = z.object({ id: z.string() });

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const changeEndpoints = {
  /** The holder hands the task over (shift) or names a proxy (assignee). */
  save: business.post('/bpm/task/change/save', { body: changeBody, reply: saved }),
  query: business.list('/bpm/task/change/query', changeRow),
  get: business.get('/bpm/task/change/get', { query: byId, reply: changeRow }),
  /** The one who made a running change takes it back (the only status one may set). */
  setStatus: business.post('/bpm/task/change/setStatus', {
    query: z.object({
      id: recordId,
      status: z.literal('cancel', 'validation.oneOf').optional().default('cancel'),
    }),
    reply: z.object({ id: z.string(), status: z.literal('cancel') }),
  }),
};

export const agentEndpoints = {
  query: business.list('/bpm/agent/query', agentRow),
  /** Creates or updates one of the caller's delegations. */
  save: business.post('/bpm/agent/save', { body: agentBody, reply: saved }),
  get: business.get('/bpm/agent/get', { query: byId, reply: agentRow }),
  /** Deletes delegations of the caller's; answers how many went. */
  remove: business.post('/bpm/agent/remove', { query: z.object({ ids: idList }), reply: z.number() }),
  setEnable: business.post('/bpm/agent/setEnable', {
    query: z.object({ id: recordId, isEnabled: enabled }),
    reply: z.object({ id: z.string(), isEnabled: z.enum(['Y', 'N']) }),
  }),
};
