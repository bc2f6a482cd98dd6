import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { recordId } from '../inputs.js';

/**
 * Holding and stopping (issue 32 item 5; docs/BPMN.md "Lock and suspension"): the stock front
 * end's `task/lock` and `task/unlock` (a candidate takes a shared task, and gives it back) and
 * `task/suspendProcess` and `task/recoverProcess` (the request of a task stops, and goes on). The
 * stock client posts each with `?taskId=` and no body, and reads the envelope's state and message.
 */
const byTask = z.object({ taskId: recordId });

/** The task after a lock or an unlock: who holds it by a lock (null: shared again, or never locked). */
const lockState = z.object({
  taskId: z.string(),
  lockedBy: z.string().nullable(),
  lockedByName: z.string().nullable(),
});
export type LockState = z.infer<typeof lockState>;

/** The request after a suspension or a recovery: the platform's status of it. */
const suspension = z.object({
  proInstId: z.string(),
  status: z.enum(['running', 'suspend']),
});
export type Suspension = z.infer<typeof suspension>;

const business = endpointsOf({ service: 'business', access: 'signedIn' });

export const controlEndpoints = {
  /** A candidate of a shared task takes it: the other candidates no longer see it or act on it. */
  lock: business.post('/bpm/task/lock', { query: byTask, reply: lockState }),
  /** The locker (or whoever manages the request) hands a locked task back to its candidates. */
  unlock: business.post('/bpm/task/unlock', { query: byTask, reply: lockState }),
  /** Whoever manages the request stops it: none of its tasks can be handled, by any path. */
  suspendProcess: business.post('/bpm/task/suspendProcess', { query: byTask, reply: suspension }),
  /** Whoever manages the request lets it go on. */
  recoverProcess: business.post('/bpm/task/recoverProcess', { query: byTask, reply: suspension }),
};
