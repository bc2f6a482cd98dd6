import { z } from 'zod';
import { listQuerySchema } from '../../list.js';
import { PENDING_REACH_PATHS, PENDING_REACHES, type PendingReach } from '../../pending-reach.js';
import { endpointsOf } from '../endpoints-of.js';
import { instanceResult, instanceStatus } from './shared.js';

/**
 * The approver's lists (IBPS-API.md §2), all POST with the list body. Subjects, process names and
 * step names come in the reader's language.
 */

/** A task waiting for the caller. */
const pendingRow = z.object({
  taskId: z.string(),
  /** The request's id. */
  id: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  procDefName: z.string(),
  nodeId: z.string(),
  /** The step's name. */
  name: z.string(),
  createTime: z.number(),
  /** Whose task it is when the caller holds it for someone else ('' when nobody). */
  ownerName: z.string(),
  /** NORMAL, DELIVERTO (transferred to the caller) or AGENT (as a proxy or standing delegate). */
  status: z.enum(['NORMAL', 'DELIVERTO', 'AGENT']),
  /** How the task reached the caller (the pending list's split; filter `Q^reach^SIN`). */
  reach: z.enum(Object.keys(PENDING_REACH_PATHS) as [PendingReach, ...PendingReach[]]),
  creatorId: z.string(),
  creatorName: z.string(),
  remindTimes: z.number(),
  typeId: z.string().nullable(),
  /** Whether the step allows transferring the task ('Y'/'N', the platform's spelling). */
  allowShfit: z.enum(['Y', 'N']),
  /** The request's status: `suspend` while it is suspended (shown, not handled, until recovered). */
  instStatus: z.enum(['running', 'suspend']),
  /** 'Y' when the caller holds the task by locking it (unlocking hands it back to the candidates). */
  locked: z.enum(['Y', 'N']),
  /**
   * When the task is due, if its step has a deadline (campus:dueHours; docs/BPMN.md "Deadlines and
   * copies"); null without one. Optional: added with issue 29.
   */
  dueTime: z.number().nullable().optional(),
});
export type PendingRow = z.infer<typeof pendingRow>;

/** A request the caller acted on, with where it waits now. */
const handledRow = z.object({
  id: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  procDefName: z.string(),
  createTime: z.number(),
  endTime: z.number().nullable(),
  status: instanceStatus,
  result: instanceResult.nullable(),
  creatorName: z.string(),
  curNode: z.string(),
});
export type HandledRow = z.infer<typeof handledRow>;

/** A task the caller completed. */
const handledTaskRow = z.object({
  id: z.string(),
  taskId: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  taskName: z.string(),
  nodeId: z.string(),
  /** What the caller did (agree, oppose, reject, ...). */
  status: z.string().nullable(),
  opinion: z.string().nullable(),
  createTime: z.number(),
  completeTime: z.number(),
  procInstId: z.string(),
  procDefName: z.string(),
});
export type HandledTaskRow = z.infer<typeof handledTaskRow>;

/** A completion of the caller's that nothing has happened after: they may take it back. */
const revocableRow = z.object({
  id: z.string(),
  taskId: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  procDefName: z.string(),
  myNode: z.string(),
  nodeId: z.string(),
  taskEndTime: z.number(),
  curNode: z.string(),
});
export type RevocableRow = z.infer<typeof revocableRow>;

/** A request copied to the caller. */
const copyRow = z.object({
  id: z.string(),
  copyId: z.string(),
  subject: z.string(),
  procDefId: z.string(),
  procDefName: z.string(),
  senderName: z.string(),
  opinion: z.string().nullable(),
  createTime: z.number(),
  isRead: z.enum(['Y', 'N']),
  status: instanceStatus,
});
export type CopyRow = z.infer<typeof copyRow>;

const business = endpointsOf({ service: 'business', access: 'signedIn' });
const pending = business.list('/bpm/received/query/pending', pendingRow);

export const receivedEndpoints = {
  /** Tasks waiting for the caller; the body may narrow them with `Q^reach^S|SIN`. */
  pending,
  /** Requests the caller completed a task of. */
  handled: business.list('/bpm/received/query/handled', handledRow),
  /** The same, only those that have ended. */
  concluded: business.list('/bpm/received/query/completed', handledRow),
  /** The caller's completed tasks, one row each. */
  handledTasks: business.list('/bpm/received/query/handled/task', handledTaskRow),
  revocable: business.list('/bpm/received/query/handled/revokable', revocableRow),
  copiedToMe: business.list('/bpm/received/query/copyto', copyRow),
};

/**
 * The pending list split by how each task reached the caller: /pending/user, /org, /org/manager,
 * /role, /position, /group, /shift (transferred) and /assignee (as a delegate).
 */
export const pendingByReach = Object.fromEntries(
  PENDING_REACHES.map((reach) => [
    reach,
    business.post(`/bpm/received/query/pending/${PENDING_REACH_PATHS[reach]}`, {
      body: listQuerySchema,
      reply: pending.reply,
    }),
  ]),
) as Record<PendingReach, typeof pending>;
