import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { idList, opinion, recordId } from '../inputs.js';
import { cacheBuster, platformBody } from './shared.js';

/** A request's approval timeline, its diagram, and copying it to colleagues (IBPS-API.md §2). */

/** One entry of the approval timeline; `status` 'pending' marks the steps waiting now. */
export const historyItem = z.object({
  id: z.string(),
  taskId: z.string().nullable(),
  nodeId: z.string(),
  taskName: z.string(),
  /** Who acted, or who holds a waiting step (ids and names joined with ','). */
  auditor: z.string(),
  auditorName: z.string(),
  onBehalfOf: z.string().nullable(),
  onBehalfOfName: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  opinion: z.string().nullable(),
  createTime: z.number(),
  completeTime: z.number().nullable(),
});
export type HistoryItem = z.infer<typeof historyItem>;

/** One approval step of a route, in the reader's language. */
const flowStep = z.object({
  nodeId: z.string(),
  name: z.string(),
  /** Why a request comes here, when only some do. */
  condition: z.string().optional(),
  /** As in styleMap: what was done there, or 'current'; absent before the step is reached. */
  status: z.string().optional(),
});
export type FlowStep = z.infer<typeof flowStep>;

const flowImage = z.object({
  xml: z.string(),
  /** By BPMN element id: its status and colour (done steps, and 'current' for the waiting ones). */
  styleMap: z.record(z.string(), z.object({ status: z.string(), color: z.string() })),
  statusColorList: z.array(z.object({ status: z.string(), color: z.string(), name: z.string() })),
  /** The route as steps (a request's own, or every step a form may bring in): the phone's list view. */
  steps: z.array(flowStep),
  /** The request has ended. */
  ended: z.boolean(),
});
export type FlowImage = z.infer<typeof flowImage>;

/** A request named by its id, by one of its tasks, or by its business key. */
const ref = z.object({
  instId: recordId.optional(),
  taskId: recordId.optional(),
  bizKey: recordId.optional(),
});
const oneOf = { message: 'validation.required', path: ['instId'] };

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const historyEndpoints = {
  /** The approval timeline: every action, then who is handling the request now. */
  flowHistory: business.post('/bpm/instance/flowHistory', {
    body: platformBody(ref.refine((b) => b.instId || b.taskId || b.bizKey, oneOf)),
    reply: z.array(historyItem),
  }),
  /** The BPMN XML to draw, with done and current steps coloured (a process's own by defId). */
  flowImage: business.get('/bpm/instance/flowImageXml', {
    query: ref
      .extend({ defId: recordId.optional(), _t: cacheBuster })
      .refine((q) => q.instId || q.taskId || q.defId, oneOf),
    reply: flowImage,
  }),
  /** Sends colleagues a copy of a request: a message, and read access to it. */
  copyTo: business.post('/bpm/instance/copyTo', {
    body: platformBody(z.object({ instId: recordId, receiverIds: idList, opinion })),
    reply: z.object({ copied: z.number() }),
    idempotent: true,
  }),
};
