import type { FormDefinition, FormValues } from '../forms/types.js';
import type {
  AffairGroupDescriptor,
  AffairModuleDescriptor,
  AffairRow,
  AffairStatus,
  ApprovalStep,
  ResolvedColumn,
  ScreenAudience,
} from './types.js';

/** What the group and module routes answer (types.ts lists the routes). */

/** A batch (批次) as staff and students see it; dates are the school's (yyyy-MM-dd, inclusive). */
export interface AffairBatch {
  id: string;
  module: string;
  academicYear: string;
  name: string;
  startDate: string;
  endDate: string;
  /** Empty lists mean everyone: grades are enrolment years ('2024'), colleges org ids. */
  audience: { grades: string[]; colleges: string[] };
  perStudent: number;
  publicityDays: number;
  /** Closed early by staff. */
  closed: boolean;
  /** On the school's date today. */
  state: 'upcoming' | 'open' | 'ended';
  version: number;
  createdAt: number;
  /** Applications submitted in the batch (staff lists only). */
  applied?: number;
}

/** Opening or editing a batch; `version` is required for an edit (a stale one is refused). */
export interface BatchInput {
  id?: string;
  version?: number;
  module: string;
  academicYear: string;
  name: string;
  startDate: string;
  endDate: string;
  audience?: { grades?: string[]; colleges?: string[] };
  perStudent?: number;
  publicityDays?: number;
}

/** A college's places in a batch: the quota staff set (null: no limit) and how many passed. */
export interface BatchQuota {
  collegeId: string;
  collegeName: string;
  quota: number | null;
  used: number;
}

/** Whether the caller may apply, and why not, in their language. */
export interface Eligibility {
  ok: boolean;
  reasons: string[];
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
  /** The lists' columns, labels in the caller's language. */
  columns: { mine: ResolvedColumn[]; review: ResolvedColumn[]; publicity: ResolvedColumn[] };
  /** For batched modules: the batch the caller would apply in now, else the next one, else null. */
  batch: AffairBatch | null;
  /** Whether the caller may apply now and, if not, why (batch, eligibility, one per batch). */
  eligibility: Eligibility;
  /** The school's figures of the module (amounts, caps), by setting key. */
  settings: Record<string, unknown>;
  /** First values of the form (from records on file: the hardship level, the academic year). */
  initial: FormValues;
}

/** One module on the group's schemes list (applicationList), for the caller. */
export interface SchemeCard {
  module: string;
  title: string;
  summary: string;
  /** The amount the school gives (from its settings), when the module has one. */
  amount: string | null;
  batch: AffairBatch | null;
  eligibility: Eligibility;
  /** The caller's request in this batch, if any. */
  applied: { id: string; status: AffairStatus } | null;
}

export interface GroupSchemes {
  schemes: SchemeCard[];
}

/** A request across a group's modules and years (records, the staff query, exports). */
export interface AffairRecordRow extends AffairRow {
  moduleTitle: string;
  batchName: string | null;
  academicYear: string | null;
  outcome: string | null;
  amount: number | null;
  starter: {
    id: string;
    name: string;
    number: string;
    className: string;
    collegeName: string;
    grade: string;
  };
}

/** A publicity row: who got what, personal fields masked. */
export interface PublicityRow {
  id: string;
  module: string;
  moduleTitle: string;
  batchName: string | null;
  name: string;
  number: string;
  collegeName: string;
  className: string;
  outcome: string | null;
  amount: number | null;
  status: 'publicity' | 'objection' | 'final';
  publicityEnd: number | null;
  values: Record<string, unknown>;
}

export interface ObjectionInput {
  id: string;
  reason: string;
}

export interface ObjectionFiled {
  objectionId: string;
}

/** A count per key, for the charts. */
export interface Count {
  key: string;
  label: string;
  count: number;
}

export interface GroupStatistics {
  total: number;
  byStatus: Count[];
  byModule: Count[];
  byCollege: Count[];
  byGrade: Count[];
  /** Submissions per month (yyyy-MM). */
  byMonth: Count[];
  /** Amount awarded per college (approved and final requests with an amount). */
  amountByCollege: Count[];
  figures: Record<string, number>;
  /** The group's own figures and charts beside these (its server extension's `statistics`). */
  extra: GroupExtraStatistics;
}

/** A figure of a group's own (the dormitory's occupancy rate), labelled in the caller's language. */
export interface ExtraFigure {
  key: string;
  label: string;
  value: number;
  /** Shown after the value ('%'), or ''. */
  unit: string;
}

/** A chart of a group's own: counts by a label, drawn as a ring (shares), bars (by name) or columns. */
export interface ExtraChart {
  key: string;
  title: string;
  kind: 'pie' | 'bar' | 'column';
  counts: Count[];
  /** After each bar's value ('%'), or ''. */
  unit: string;
}

export interface GroupExtraStatistics {
  figures: ExtraFigure[];
  charts: ExtraChart[];
}

/** A school figure as the settings screen shows it. */
export interface SettingValue {
  module: string;
  key: string;
  label: string;
  type: 'money' | 'integer' | 'number' | 'text' | 'moneyByOutcome';
  value: unknown;
  default: unknown;
  unit: string;
  national: boolean;
  help: string;
  /** The range a number (or each amount of a moneyByOutcome) must be in. */
  min: number | null;
  max: number | null;
  /** moneyByOutcome: what each outcome is called ('first' is 一等奖), in the default's order. */
  options: { key: string; label: string }[];
}

/** What the staff screens choose from (query filters, a batch's audience), for the caller. */
export interface StaffOptions {
  /** The colleges the caller answers for (every college for the office). */
  colleges: { id: string; name: string }[];
  /** Enrolment years of the school's classes, newest first. */
  grades: string[];
  /** Academic years with batches or requests in the group, and the current one, newest first. */
  academicYears: string[];
}

export interface PayoutRow {
  id: string;
  requestId: string;
  module: string;
  moduleTitle: string;
  academicYear: string | null;
  period: string;
  amount: number;
  dueDate: string;
  paidAt: number | null;
  state: 'pending' | 'paid' | 'failed';
}

/** The caller's entry into a group (the workbench and More). */
export interface AffairCatalogueEntry {
  group: string;
  title: string;
  path: string;
  category: AffairGroupDescriptor['category'];
  audience: ScreenAudience;
  /** The caller's open tasks in the group (reviewers). */
  pending: number;
}
