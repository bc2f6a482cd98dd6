import { z } from 'zod';
import { aliasOf } from '../alias.js';
import type { AnyEndpoint } from '../endpoint.js';
import { endpointsOf } from '../endpoints-of.js';
import { idList, opinion, recordId } from '../inputs.js';
import { changeEndpoints } from './change.js';
import { historyItem } from './history.js';
import { cacheBuster, commandResult, flattenParameters, platformBody, requestVariables } from './shared.js';
import { batchResult, rejectAction, taskEndpoints as task, taskQuery } from './task.js';

/**
 * Compatibility: the task calls of the platform's stock front end (issue 32; docs/API.md
 * "Compatibility: the stock client's task calls"). Each one is an alias or an adapter of one of
 * our task endpoints (api/bpm/task.ts) and counts as it (`countsAs`): the server hands it to the
 * same service call, with the same checks, in the same rate-limit bucket.
 */

/** What `task/complete`'s `actionName` names, and the endpoint each one is. */
export const stockActions = {
  agree: task.agree,
  oppose: task.oppose,
  abandon: task.abandon,
  reject: task.reject,
  rejectToPrevious: task.rejectToPrevious,
  rejectToStart: task.rejectToStart,
  revoke: task.revoke,
} as const satisfies Record<string, AnyEndpoint>;
export type StockAction = keyof typeof stockActions;

const stockActionName = z.enum(
  Object.keys(stockActions) as [StockAction, ...StockAction[]],
  'validation.oneOf',
);

/** The endpoint a `task/complete` body's `actionName` names (plain or `{parameters}` body). */
function completedAs(body: unknown): AnyEndpoint | undefined {
  const name = (flattenParameters(body) as { actionName?: unknown } | undefined)?.actionName;
  return typeof name === 'string' && Object.hasOwn(stockActions, name)
    ? stockActions[name as StockAction]
    : undefined;
}

/** Where a task can be sent back to, as the stock reject dialog reads it. */
const rejectNode = z.object({ nodeId: z.string(), name: z.string() });
const rejectChoices = z.object({
  /** Sent back, the request comes straight back to this step once the earlier one is done. */
  bpmExecUserNode: z.array(rejectNode),
  /** Sent back, the request follows the diagram again from there. */
  bpmExecGoMapUserNode: z.array(rejectNode),
});
export type RejectChoices = z.infer<typeof rejectChoices>;

/**
 * What the stock approval dialog reads before an agree or an oppose (`agreeData/vo`, in the
 * envelope's `variables`). Our engine follows the diagram itself (the next step and its handlers
 * come from the process, and a decision naming `nodeUsers` is refused), so the one way on is the
 * normal one (`jumpType: 'common'`) with no path to choose: the dialog shows the opinion only.
 */
const decisionChoices = z.object({
  /** The platform's comma list of ways on (`common`, `select`, `free`): ours is `common` only. */
  jumpType: z.literal('common'),
  hidePath: z.literal(true),
  hideOpinion: z.literal(false),
  /** Steps a choosing dialog would offer: none, the diagram decides. */
  pathOutgoingNodes: z.array(z.never()),
  pathOutgoingNodesUsersMap: z.record(z.string(), z.never()),
});
export type DecisionChoices = z.infer<typeof decisionChoices>;

/** The diagram's popup on one step: that step's approvals (`hasApproval` false and `data` null: none). */
const nodeApproval = z.object({
  hasApproval: z.boolean(),
  data: z.array(historyItem).nullable(),
});

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const stockTaskEndpoints = {
  /**
   * The stock client's one call for a decision: `{parameters: [opinion, actionName, taskId,
   * data]}` (or the plain object), answered as the action named.
   */
  complete: business.post('/bpm/task/complete', {
    body: platformBody(rejectAction.extend({ actionName: stockActionName })),
    reply: commandResult,
    variables: requestVariables,
    countsAs: completedAs,
  }),
  /** Batch agreeing as the stock client sends it: `taskIds` a comma list or an array. */
  completeBatch: business.post('/bpm/task/completeBatch', {
    body: platformBody(
      z.object({ taskIds: idList, opinion, actionName: z.enum(['agree'], 'validation.oneOf').optional() }),
    ),
    reply: z.array(batchResult),
    countsAs: task.agreeBatch,
  }),
  /** The reject dialog's choices: every earlier step the task may be sent back to. */
  toReject: business.get('/bpm/task/toReject', {
    query: taskQuery,
    reply: rejectChoices,
    countsAs: task.rejectNodes,
  }),
  /** The "send back one step" dialog: the step before, the one it would go to. */
  toRejectToPrevious: business.get('/bpm/task/toRejectToPrevious', {
    query: taskQuery,
    reply: rejectChoices,
    countsAs: task.rejectNodes,
  }),
  /** Keeping the form's edits without deciding (ours: `task/save/task`). */
  save: aliasOf(task.save, '/bpm/task/save'),
  /** Transfer or proxy in the platform's own spelling (ours: `task/change/save`). */
  changeSave: aliasOf(changeEndpoints.save, '/bpm/task/chage/save'),
  /**
   * The approval dialog's choices before agreeing or opposing: `{taskId, actionName, busData}`
   * (the form as JSON text, not needed to answer). Asked of the task's holder for an action its
   * step allows, as the action itself would check; the choices in `data` and in `variables`.
   */
  agreeData: business.post('/bpm/task/agreeData/vo', {
    body: platformBody(
      z.object({
        taskId: recordId,
        actionName: z.enum(['agree', 'oppose', 'abandon'], 'validation.oneOf').default('agree'),
        busData: z
          .union([z.string().max(200_000, 'validation.maxLength'), z.record(z.string(), z.unknown())])
          .optional(),
      }),
    ),
    reply: decisionChoices,
    variables: decisionChoices,
  }),
  /**
   * The approvals of one step of a request (the diagram's popup): its entries of the approval
   * timeline (`instance/flowHistory`), done and waiting. The request by `instId` (the mobile
   * client's `bpmnInstId`), `taskId` or `bizKey`, read as the timeline is (only by who may read it).
   */
  nodeApproval: business.get('/bpm/task/nodeApproval', {
    query: z
      .object({
        nodeId: z.string('validation.required').regex(/^[A-Za-z_][\w.-]{0,199}$/, 'validation.format'),
        instId: recordId.optional(),
        bpmnInstId: recordId.optional(),
        taskId: recordId.optional(),
        bizKey: recordId.optional(),
        _t: cacheBuster,
      })
      .refine((q) => q.instId || q.bpmnInstId || q.taskId || q.bizKey, {
        message: 'validation.required',
        path: ['instId'],
      }),
    reply: nodeApproval,
  }),
  /** Taking a completion back from the handled list (ours: `task/revoke`). */
  receivedRevoke: aliasOf(task.revoke, '/bpm/received/revoke'),
};
