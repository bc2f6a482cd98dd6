/**
 * A work order (报修) as every repair of the app runs it (MODULES-RESEARCH §2.7, §15.1): not an
 * approval chain but a queue of steps — reported, accepted, being repaired, done and waiting for
 * the reporter's rating, rated; or declined (cannot be repaired) or withdrawn by the reporter.
 * A group's BPMN names its open steps; the server's `modules/affairs/work-order.ts` turns a request's
 * workflow state into one of these stages.
 */
export const WORK_ORDER_STAGES = [
  'submitted',
  'accepted',
  'inRepair',
  'done',
  'rated',
  'declined',
  'withdrawn',
] as const;
export type WorkOrderStage = (typeof WORK_ORDER_STAGES)[number];

/** Which stage each open step of a work order's BPMN means (its task's node id -> stage). */
export type WorkOrderSteps = Readonly<Record<string, WorkOrderStage>>;

/** What the workers and the reporter wrote on an order as far as it has gone. */
export interface WorkOrderWork {
  worker: string | null;
  workerNote: string | null;
  /** 1..5 stars once rated. */
  rating: number | null;
  ratingComment: string | null;
}

/** A work order's record (the module's 'record' columns and the detail's record). */
export interface WorkOrderRecord {
  stage: WorkOrderStage;
  work: WorkOrderWork;
}
