import type {
  FormValues,
  WorkOrderRecord,
  WorkOrderStage,
  WorkOrderSteps,
  WorkOrderWork,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { BpmInstance, DB } from '../../db/schema.js';
import type { AffairExtension } from './extension.js';
import { formValuesOf } from './rows.js';
import { isUnderway } from './status.js';

/**
 * A work order's stage (contract affairs/work-order.ts) from its workflow, for any repair of any
 * group: while it runs, the stage its open step means (the module's `steps`); once ended, rated
 * when the last step agreed with a rating, closed when it was agreed without one (a school's
 * auto-close of unrated orders), declined when refused; withdrawn by the reporter otherwise. The
 * workers' and the reporter's fields are read from the form values under the shared keys
 * (worker, workerNote, rating, ratingComment).
 */
export function workOrderStage(
  instance: Pick<BpmInstance, 'status' | 'result'>,
  openStep: string | undefined,
  steps: WorkOrderSteps,
  work: Pick<WorkOrderWork, 'rating'>,
): WorkOrderStage {
  // A suspended order still waits at its step (docs/BPMN.md "Lock and suspension").
  if (isUnderway(instance.status)) return (openStep && steps[openStep]) || 'submitted';
  if (instance.status === 'end') {
    if (instance.result !== 'agree') return 'declined';
    return work.rating ? 'rated' : 'closed';
  }
  return 'withdrawn';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function workOrderWork(values: FormValues): WorkOrderWork {
  const rating = Number(values.rating);
  return {
    worker: text(values.worker),
    workerNote: text(values.workerNote),
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    ratingComment: text(values.ratingComment),
  };
}

/** The open step (task node) of each running instance. */
export async function openSteps(
  db: Kysely<DB>,
  instances: readonly BpmInstance[],
): Promise<Map<string, string>> {
  const running = instances.filter((i) => isUnderway(i.status)).map((i) => i.id);
  if (running.length === 0) return new Map();
  const tasks = await db
    .selectFrom('bpmTask')
    .select(['instanceId', 'nodeId'])
    .where('instanceId', 'in', running)
    .where('status', '=', 'pending')
    .execute();
  return new Map(tasks.map((t) => [t.instanceId, t.nodeId]));
}

/** An order's record: its stage and the work so far. */
export function workOrderOf(
  instance: BpmInstance,
  openStep: string | undefined,
  steps: WorkOrderSteps,
): WorkOrderRecord {
  const work = workOrderWork(formValuesOf(instance));
  return { stage: workOrderStage(instance, openStep, steps, work), work };
}

/** A repair module's extension: each request's record is its stage and the work so far. */
export function workOrderExtension(steps: WorkOrderSteps): AffairExtension<WorkOrderRecord> {
  return {
    async records({ db }, instances) {
      const open = await openSteps(db, instances);
      return new Map(instances.map((i) => [i.id, workOrderOf(i, open.get(i.id), steps)]));
    },
  };
}
