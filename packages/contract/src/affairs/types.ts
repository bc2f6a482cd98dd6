import type { ServicePrefix } from '../constants.js';
import type { FormDefinition, FormValues, LocalizedText } from '../forms/types.js';

/**
 * The student-affairs module mechanism (DESIGN §7). A module declares its service prefix, its
 * routes, its process and form, its lists and statistics; generic server routes and generic
 * screens render it. A module gets its own code only where its behaviour really differs.
 *
 * Generic API of every module, under /api/<service>/v3/affairs/<module key>/ (single mode:
 * /api/affairs/<module key>/):
 *   GET  meta            -> AffairMeta (descriptor, form in the caller's language, approval route)
 *   POST apply           {data, draftId?} -> AffairApplied
 *   POST mine            list body -> ListReply<AffairRow>        (the caller's own requests)
 *   POST review          list body -> ListReply<AffairReviewRow>  (tasks the caller may act on)
 *   POST publicity       list body -> ListReply<AffairRow>        (approved, personal fields masked;
 *                                                                  only modules with lists.publicity)
 *   GET  detail?id=      -> AffairDetail
 *   GET  statistics      -> AffairStatistics
 * Task actions, history and the diagram use the BPM API (/api/business/v3/bpm/...).
 */

/** Where a list column's value comes from. */
export type ColumnSource = 'form' | 'instance' | 'starter' | 'record';

/** How the screens show a value. */
export type ColumnFormat =
  'text' | 'date' | 'datetime' | 'dateRange' | 'days' | 'money' | 'dictionary' | 'status';

export interface AffairColumn {
  /** form: a field key; instance: subject | status | result | createTime | endTime | curNode;
   *  starter: name | number | className | collegeName; record: a module record field. */
  key: string;
  source: ColumnSource;
  label: LocalizedText;
  format?: ColumnFormat;
  dictionary?: string;
  /** Shown as the row's title line rather than in the detail lines. */
  primary?: boolean;
}

export interface AffairModuleDescriptor {
  key: string;
  service: ServicePrefix;
  title: LocalizedText;
  /** The BPMN process (its key) deployed in every tenant. */
  processKey: string;
  /** Route group under /app, e.g. '/xgxt/leave'; the group redirects to `routes.default`. */
  basePath: string;
  /** Route names under basePath (SPEC §2.4 screen names). */
  routes: {
    default: string;
    apply: string;
    mine: string;
    review: string;
    detail: string;
    success: string;
    publicity?: string;
    statistics?: string;
  };
  /** Role codes that see the apply and the review entries (and may call them). */
  audience: { apply: string[]; review: string[] };
  lists: {
    mine: AffairColumn[];
    review: AffairColumn[];
    publicity?: { columns: AffairColumn[]; masked: string[] };
  };
  /** Where the workbench groups it. */
  category: 'daily' | 'dormitory' | 'funding' | 'onboarding' | 'other';
}

/** A node of the approval route the applicant will go through (shown before submitting). */
export interface ApprovalStep {
  nodeId: string;
  name: string;
  /** Who would act, for this applicant (names), or the rule when it depends on the form. */
  assignees: string[];
  /** When the step depends on the form (e.g. leave over 2 days), the condition in words. */
  condition?: string;
}

export interface AffairMeta {
  module: AffairModuleDescriptor;
  form: FormDefinition;
  /** The process definition new requests start on. */
  defId: string;
  route: ApprovalStep[];
  /** Whether the caller may apply / review (drives the screens' entries). */
  mayApply: boolean;
  mayReview: boolean;
}

export interface AffairApplied {
  proInstId: string;
  subject: string;
}

export type AffairStatus = 'draft' | 'running' | 'approved' | 'rejected' | 'withdrawn' | 'ended';

export interface AffairRow {
  /** Process instance id. */
  id: string;
  subject: string;
  status: AffairStatus;
  curNode: string | null;
  createTime: number;
  endTime: number | null;
  /** Column values by column key. */
  values: Record<string, unknown>;
}

export interface AffairReviewRow extends AffairRow {
  taskId: string;
  nodeName: string;
  starter: { id: string; name: string; number: string; className: string };
  /** Risk flags for the counsellor's triage (e.g. longLeave, repeated, overdue). */
  flags: string[];
}

export interface AffairDetail {
  row: AffairRow;
  form: FormDefinition;
  /** The values the caller may see (hidden fields removed). */
  values: FormValues;
  starter: { id: string; name: string; number: string; className: string; mobile: string | null };
  /** Module-specific record (e.g. a leave's return time); null when the module keeps none. */
  record: Record<string, unknown> | null;
  /** What the caller may do here, besides BPM task actions. */
  actions: string[];
  /** The caller's open task on this request, if any (for the BPM action bar). */
  taskId: string | null;
}

export interface AffairStatistics {
  byStatus: Record<AffairStatus, number>;
  /** Module-specific figures (e.g. on leave today, overdue). */
  figures: Record<string, number>;
}
