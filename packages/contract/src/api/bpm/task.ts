import { z } from 'zod';
import type { TaskVia } from '../../pending-reach.js';
import { endpointsOf } from '../endpoints-of.js';
import { formData, idList, opinion, recordId } from '../inputs.js';
import { cacheBuster, commandResult, formView, nodeUsers, platformBody, requestVariables } from './shared.js';

/**
 * An approver's task (IBPS-API.md §2): its form, the decisions (agree, oppose, abandon, send
 * back), batch agreeing, ending the request, saving, adding signers, taking a completion back,
 * and the starter's urge.
 */

export const taskAction = z.object({ taskId: recordId, data: formData, opinion, nodeUsers });
export const rejectAction = taskAction.extend({
  destination: z.string().max(200).optional(),
  rejectMode: z.string().max(32).optional(),
  backHandMode: z.enum(['normal', 'direct'], 'validation.oneOf').optional(),
});
export const taskQuery = z.object({ taskId: recordId, _t: cacheBuster });

/** What a decision on a task sends: the step's form values (as JSON text) and the opinion. */
export type TaskActionBody = z.input<typeof taskAction>;
export type TaskActionInput = z.output<typeof taskAction>;
export type RejectActionBody = z.input<typeof rejectAction>;
export type RejectActionInput = z.output<typeof rejectAction>;

/** A decision on a task: answered with the command's result and the request's variables. */
const decisions = endpointsOf({ service: 'business', access: 'signedIn', variables: requestVariables });
const vote = { body: platformBody(taskAction), reply: commandResult };
const sendBack = { body: platformBody(rejectAction), reply: commandResult };

const via = z.enum([
  'user',
  'org',
  'orgManager',
  'role',
  'position',
  'group',
] as const satisfies readonly TaskVia[]);

/** When a countersign passes: every voter agrees, any one does, or a share of them. */
const completion = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('any') }),
  z.object({ kind: z.literal('percentage'), percent: z.number() }),
]);

/** A countersign's voters now, and whether signers may be added. */
const addSignInfo = z.object({
  taskId: z.string(),
  nodeId: z.string(),
  nodeName: z.string(),
  allowed: z.boolean(),
  sequential: z.boolean(),
  /** Null where the step is not a countersign. */
  completion: completion.nullable(),
  signers: z.array(z.object({ id: z.string(), name: z.string(), via: via.optional() })),
});
export type AddSignInfo = z.infer<typeof addSignInfo>;

/** One task of a batch: 200 when agreed, else the refusal's state and message. */
export const batchResult = z.object({ taskId: z.string(), state: z.number(), message: z.string() });
export type BatchResult = z.infer<typeof batchResult>;

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const taskEndpoints = {
  /** The task's form as this approver sees it; read-only for someone who may only read the request. */
  formData: business.get('/bpm/task/getFormData', { query: taskQuery, reply: formView }),
  agree: decisions.post('/bpm/task/agree', vote),
  oppose: decisions.post('/bpm/task/oppose', vote),
  abandon: decisions.post('/bpm/task/abandon', vote),
  /** Sends the task back to an earlier step (`destination`), by default the one before. */
  reject: decisions.post('/bpm/task/reject', sendBack),
  rejectToPrevious: decisions.post('/bpm/task/reject/previous', sendBack),
  rejectToStart: decisions.post('/bpm/task/reject/starter', sendBack),
  /** Where the task can be sent back to. */
  rejectNodes: business.get('/bpm/task/rejectNodes', {
    query: taskQuery,
    reply: z.array(z.object({ nodeId: z.string(), nodeName: z.string() })),
  }),
  /** Agrees to each task on its own; one refusal does not stop the others. */
  agreeBatch: business.post('/bpm/task/agree/batch', {
    body: platformBody(z.object({ taskIds: idList, opinion })),
    reply: z.array(batchResult),
  }),
  endProcess: business.post('/bpm/task/doEndProcess', {
    query: z.object({ taskId: recordId, endReason: opinion }),
    reply: commandResult,
  }),
  /** Keeps the task's form edits and opinion without completing it. */
  save: business.post('/bpm/task/save/task', {
    body: platformBody(taskAction),
    reply: z.object({ taskId: z.string() }),
  }),
  toAddSign: business.get('/bpm/task/toAddSignTask', { query: taskQuery, reply: addSignInfo }),
  addSign: business.post('/bpm/task/doAddSignTask', {
    body: platformBody(z.object({ taskId: recordId, addSignTaskUserId: idList, addReason: opinion })),
    reply: commandResult,
  }),
  /** An approver takes back their completion while nothing has happened since. */
  revoke: business.post('/bpm/task/revoke', {
    body: platformBody(z.object({ taskId: recordId, opinion, backHandMode: z.string().max(32).optional() })),
    reply: commandResult,
  }),
  /**
   * The starter reminds whoever holds the request (one task, or every open task); answers how
   * many were urged and each one's count now.
   */
  urge: business.post('/bpm/task/urge', {
    body: platformBody(
      z
        .object({
          taskId: recordId.optional(),
          instId: recordId.optional(),
          message: z.string().max(500, 'validation.maxLength').optional(),
        })
        .refine((b) => b.taskId || b.instId, { message: 'validation.required', path: ['taskId'] }),
    ),
    reply: z.object({
      urged: z.number(),
      remindTimes: z.array(z.object({ taskId: z.string(), remindTimes: z.number() })),
    }),
  }),
};
