import { z } from 'zod';
import { SERVICE_PREFIXES } from '../constants.js';
import { formDefinitionSchema } from '../forms/schema.js';
import { recordSummariesSchema } from '../forms/references.js';
import { LANGUAGES } from '../messages/languages.js';
import type { FormDefinition } from '../forms/types.js';
import type { AffairModuleDescriptor, ColumnFormat, ColumnSource } from './types.js';
import { recordId } from '../api/inputs.js';
import { academicYearInput, moduleKey } from './inputs.js';
import { AFFAIR_STATUSES } from './types.js';
import { COLLECTIVE_KINDS, RECORD_FIGURES } from './policies.js';

/**
 * What the group and module routes answer (types.ts lists the routes), as schemas: the endpoint
 * declarations (api/affairs/) reply with them and the types are what they infer. Replies carry no
 * defaults or transforms: what the server sends is what the schema names.
 */

/** A text in several languages: one string or one per language. */
const localizedSchema = z.union([z.string(), z.partialRecord(z.enum(LANGUAGES), z.string())]);

/**
 * A form definition as replies carry it: held against formDefinitionSchema, written whole. (Its
 * fields have a property named `required`, which the reply serializer takes for the JSON-schema
 * keyword and drops, so it is not described to the serializer field by field.)
 */
export const formDefinitionReplySchema = z.custom<FormDefinition>(
  (value) => formDefinitionSchema.safeParse(value).success,
  'form definition',
);

export const affairStatusSchema = z.enum(AFFAIR_STATUSES);

const columnSourceSchema = z.enum(['form', 'instance', 'starter', 'record']);
const columnFormatSchema = z.enum([
  'text',
  'date',
  'datetime',
  'dateRange',
  'days',
  'money',
  'dictionary',
  'status',
]);

/** A column with everything filled in, in the reader's language (what meta returns). */
export const resolvedColumnSchema = z.object({
  key: z.string(),
  source: columnSourceSchema,
  label: z.string(),
  format: columnFormatSchema,
  dictionary: z.string().optional(),
  /** A choice field's own options: what each value is called. */
  options: z.record(z.string(), z.string()).optional(),
  primary: z.boolean().optional(),
});
export type ResolvedColumn = z.infer<typeof resolvedColumnSchema>;

/** A node of the approval route the applicant will go through (shown before submitting). */
export const approvalStepSchema = z.object({
  nodeId: z.string(),
  name: z.string(),
  /** Who would act, for this applicant (names), or the rule when it depends on the form. */
  assignees: z.array(z.string()),
  /** When the step depends on the form (e.g. leave over 2 days), the condition in words. */
  condition: z.string().optional(),
});
export type ApprovalStep = z.infer<typeof approvalStepSchema>;

export const affairRowSchema = z.object({
  /** Process instance id. */
  id: z.string(),
  /** The module the request belongs to. */
  module: z.string(),
  subject: z.string(),
  status: affairStatusSchema,
  curNode: z.string().nullable(),
  createTime: z.number(),
  endTime: z.number().nullable(),
  /** Column values by column key. */
  values: z.record(z.string(), z.unknown()),
  /**
   * Sent back to the applicant, who changes and resubmits it (still running): the approver's
   * reason and when. Null (or absent, on rows other lists build) otherwise.
   */
  returned: z.object({ reason: z.string().nullable(), at: z.number() }).nullable().optional(),
});
export type AffairRow = z.infer<typeof affairRowSchema>;

export const affairReviewRowSchema = affairRowSchema.extend({
  taskId: z.string(),
  nodeName: z.string(),
  starter: z.object({ id: z.string(), name: z.string(), number: z.string(), className: z.string() }),
  /** Risk flags for the counsellor's triage (e.g. longLeave, repeated, overdue). */
  flags: z.array(z.string()),
});
export type AffairReviewRow = z.infer<typeof affairReviewRowSchema>;

/** A request's place in its batch and its publicity. */
export const requestStandingSchema = z.object({
  batchId: z.string().nullable(),
  batchName: z.string().nullable(),
  academicYear: z.string().nullable(),
  outcome: z.string().nullable(),
  amount: z.number().nullable(),
  publicityStart: z.number().nullable(),
  publicityEnd: z.number().nullable(),
  openObjections: z.number(),
});
export type RequestStanding = z.infer<typeof requestStandingSchema>;

export const affairDetailSchema = z.object({
  row: affairRowSchema,
  form: formDefinitionReplySchema,
  /** The values the caller may see (hidden fields removed). */
  values: z.record(z.string(), z.unknown()),
  starter: z.object({
    id: z.string(),
    name: z.string(),
    number: z.string(),
    className: z.string(),
    mobile: z.string().nullable(),
  }),
  /** Module-specific record (e.g. a leave's return time); null when the module keeps none. */
  record: z.record(z.string(), z.unknown()).nullable(),
  /** What the mechanism keeps beside the request: batch, publicity, outcome, amount. */
  standing: requestStandingSchema.nullable(),
  /** What the caller may do here, besides BPM task actions. */
  actions: z.array(z.string()),
  /** The caller's open task on this request, if any (for the BPM action bar). */
  taskId: z.string().nullable(),
  /**
   * Where the figures of the module's record fields come from, by field key, in the caller's
   * language ("来自综合测评 2025-2026", or "学生填写，未核实" where the school has no record).
   */
  figureNotes: z.record(z.string(), z.string()).optional(),
  /** The records the form's referring fields name, for a caller who may read them (forms/references.ts). */
  references: recordSummariesSchema.optional(),
});
export type AffairDetail = z.infer<typeof affairDetailSchema>;

export const affairStatisticsSchema = z.object({
  byStatus: z.record(affairStatusSchema, z.number()),
  /** Module-specific figures (e.g. on leave today, overdue). */
  figures: z.record(z.string(), z.number()),
});
export type AffairStatistics = z.infer<typeof affairStatisticsSchema>;

export const affairAppliedSchema = z.object({ proInstId: z.string(), subject: z.string() });
export type AffairApplied = z.infer<typeof affairAppliedSchema>;

/** A batch (批次) as staff and students see it; dates are the school's (yyyy-MM-dd, inclusive). */
export const affairBatchSchema = z.object({
  id: z.string(),
  module: z.string(),
  academicYear: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Empty lists mean everyone: grades are enrolment years ('2024'), colleges org ids. */
  audience: z.object({ grades: z.array(z.string()), colleges: z.array(z.string()) }),
  perStudent: z.number(),
  publicityDays: z.number(),
  /** Closed early by staff. */
  closed: z.boolean(),
  /** On the school's date today. */
  state: z.enum(['upcoming', 'open', 'ended']),
  version: z.number(),
  createdAt: z.number(),
  /** Applications submitted in the batch (staff lists only). */
  applied: z.number().optional(),
});
export type AffairBatch = z.infer<typeof affairBatchSchema>;

const batchDate = z.string('validation.required').max(10, 'validation.maxLength');

/** Opening or editing a batch; `version` is required for an edit (a stale one is refused). */
export const batchInputSchema = z.object({
  id: recordId.optional(),
  version: z.number().int().min(1).optional(),
  module: moduleKey,
  academicYear: academicYearInput,
  name: z
    .string('validation.required')
    .trim()
    .min(2, 'validation.minLength')
    .max(100, 'validation.maxLength'),
  startDate: batchDate,
  endDate: batchDate,
  audience: z
    .object({
      grades: z.array(z.string().max(8)).max(20).optional(),
      colleges: z.array(recordId).max(100).optional(),
    })
    .optional(),
  perStudent: z.number().int().min(1, 'validation.min').max(10, 'validation.max').optional(),
  publicityDays: z.number().int().min(1, 'validation.min').max(30, 'validation.max').optional(),
});
/** As the screens send it. */
export type BatchInput = z.input<typeof batchInputSchema>;

/** A college's places in a batch: the quota staff set (null: no limit) and how many passed. */
export const batchQuotaSchema = z.object({
  collegeId: z.string(),
  collegeName: z.string(),
  quota: z.number().nullable(),
  used: z.number(),
});
export type BatchQuota = z.infer<typeof batchQuotaSchema>;

/** Whether the caller may apply, and why not, in their language. */
export const eligibilitySchema = z.object({ ok: z.boolean(), reasons: z.array(z.string()) });
export type Eligibility = z.infer<typeof eligibilitySchema>;

/** A module's list column as its descriptor declares it (types.ts AffairColumn). */
const affairColumnSchema = z.object({
  key: z.string(),
  source: columnSourceSchema,
  label: localizedSchema.optional(),
  format: columnFormatSchema.optional(),
  dictionary: z.string().optional(),
  options: z.record(z.string(), localizedSchema).optional(),
  primary: z.boolean().optional(),
  masked: z.boolean().optional(),
  as: z.string().optional(),
});

const settingDescriptorSchema = z.object({
  key: z.string(),
  label: localizedSchema,
  type: z.enum(['money', 'integer', 'number', 'text', 'moneyByOutcome']),
  default: z.union([z.number(), z.string(), z.record(z.string(), z.number())]),
  unit: localizedSchema.optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  national: z.boolean().optional(),
  atLeast: z.string().optional(),
  help: localizedSchema.optional(),
});

const eligibilityRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('yearOfStudy'), min: z.number().optional(), max: z.number().optional() }),
  z.object({ kind: z.literal('graduating') }),
  z.object({ kind: z.literal('outcome'), outcome: z.string(), values: z.array(z.string()) }),
  z.object({ kind: z.literal('noSanction') }),
  z.object({ kind: z.literal('exclusive'), modules: z.array(z.string()) }),
  z.object({ kind: z.literal('formMax'), field: z.string(), max: z.number() }),
  z.object({ kind: z.literal('formMaxSetting'), field: z.string(), setting: z.string() }),
  z.object({
    kind: z.literal('formRatio'),
    numerator: z.string(),
    denominator: z.string(),
    max: z.number(),
  }),
  z.object({ kind: z.literal('evaluationRank'), scope: z.enum(['class', 'major']), max: z.number() }),
]);

const prefillSourceSchema = z.union([
  z.object({ outcome: z.string() }),
  z.object({ setting: z.string() }),
  z.object({ settingByOutcome: z.string(), outcome: z.string() }),
  z.object({ profile: z.enum(['name', 'number', 'className', 'collegeName', 'majorName', 'grade']) }),
  z.object({ academicYear: z.literal(true) }),
  z.object({ idNumber: z.literal(true) }),
]);

/** A module as meta sends it: its descriptor (types.ts AffairModuleDescriptor), as the group declares it. */
export const affairModuleDescriptorSchema = z.object({
  key: z.string(),
  title: localizedSchema,
  summary: localizedSchema.optional(),
  processKey: z.string(),
  process: z.object({ bpmn: z.string(), form: z.string(), description: localizedSchema.optional() }),
  subject: localizedSchema.optional(),
  applyRoute: z.string(),
  audience: z.object({ apply: z.array(z.string()), review: z.array(z.string()) }),
  lists: z.object({ mine: z.array(affairColumnSchema), review: z.array(affairColumnSchema) }),
  batches: z
    .object({
      perStudent: z.number().optional(),
      publicityDays: z.number().optional(),
      minPublicityDays: z.number().optional(),
    })
    .optional(),
  quota: z.object({ node: z.string() }).optional(),
  eligibility: z.array(eligibilityRuleSchema).optional(),
  publicity: z.object({ columns: z.array(z.string()), masked: z.array(z.string()).optional() }).optional(),
  outcome: z
    .object({
      field: z.string().optional(),
      kind: z.string().optional(),
      amount: z
        .union([
          z.object({ field: z.string() }),
          z.object({ setting: z.string() }),
          z.object({ settingByOutcome: z.string() }),
        ])
        .optional(),
    })
    .optional(),
  payout: z.object({ plan: z.enum(['once', 'terms', 'months']), count: z.number().optional() }).optional(),
  prefill: z.record(z.string(), prefillSourceSchema).optional(),
  recordFields: z.record(z.string(), z.enum(RECORD_FIGURES)).optional(),
  collective: z.object({ field: z.string(), by: z.string(), rooms: z.array(z.string()) }).optional(),
  settings: z.array(settingDescriptorSchema).optional(),
  finalLabel: localizedSchema.optional(),
  listed: z.boolean().optional(),
  lockedFields: z.record(z.string(), localizedSchema).optional(),
  group: z.string(),
  service: z.enum(SERVICE_PREFIXES),
  basePath: z.string(),
  category: z.enum(['daily', 'dormitory', 'funding', 'onboarding', 'other']),
});

/** The schemas name every field of the descriptor and its columns, and nothing else (checked by the compiler). */
type Complete<T> = T extends (infer E)[]
  ? Complete<E>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<T[K]> }
    : T;
type Same<A, B> = [Complete<A>] extends [Complete<B>]
  ? [Complete<B>] extends [Complete<A>]
    ? true
    : false
  : false;
type Assert<T extends true> = T;
export type DescriptorSchemaMatches = Assert<
  Same<z.output<typeof affairModuleDescriptorSchema>, AffairModuleDescriptor>
>;
export type ColumnSchemasMatch = Assert<
  Same<z.output<typeof columnSourceSchema>, ColumnSource> &
    Same<z.output<typeof columnFormatSchema>, ColumnFormat>
>;

export const affairMetaSchema = z.object({
  module: affairModuleDescriptorSchema,
  form: formDefinitionReplySchema,
  /** The process definition new requests start on. */
  defId: z.string(),
  route: z.array(approvalStepSchema),
  /** Whether the caller may apply / review (drives the screens' entries). */
  mayApply: z.boolean(),
  mayReview: z.boolean(),
  /** The lists' columns, labels in the caller's language. */
  columns: z.object({
    mine: z.array(resolvedColumnSchema),
    review: z.array(resolvedColumnSchema),
    publicity: z.array(resolvedColumnSchema),
  }),
  /** For batched modules: the batch the caller would apply in now, else the next one, else null. */
  batch: affairBatchSchema.nullable(),
  /** Whether the caller may apply now and, if not, why (batch, eligibility, one per batch). */
  eligibility: eligibilitySchema,
  /** The school's figures of the module (amounts, caps), by setting key. */
  settings: z.record(z.string(), z.unknown()),
  /** First values of the form (from records on file: the hardship level, the academic year). */
  initial: z.record(z.string(), z.unknown()),
  /**
   * The fields the system fills (policies.ts `systemSources`), by field key: where the value comes
   * from in the caller's language ("取自学校校历，不可修改", "来自综合测评 2025-2026") and whether
   * the system holds it. A verified field's value is in `initial` and shown read-only; an
   * unverified one the student types ("学生填写，未核实"). The server takes the system's values
   * at submission.
   */
  systemFields: z.record(z.string(), z.object({ note: z.string(), verified: z.boolean() })),
  /**
   * For a module naming a collective (`collective`): the classes the caller leads or counsels and
   * the room they live in, the only values its field takes.
   */
  collectives: z.array(z.object({ name: z.string(), kind: z.enum(COLLECTIVE_KINDS) })).optional(),
});
export type AffairMeta = z.infer<typeof affairMetaSchema>;

/** One module on the group's schemes list (applicationList), for the caller. */
export const schemeCardSchema = z.object({
  module: z.string(),
  title: z.string(),
  summary: z.string(),
  /** The amount the school gives (from its settings), when the module has one. */
  amount: z.string().nullable(),
  batch: affairBatchSchema.nullable(),
  eligibility: eligibilitySchema,
  /** The caller's request in this batch, if any. */
  applied: z.object({ id: z.string(), status: affairStatusSchema }).nullable(),
});
export type SchemeCard = z.infer<typeof schemeCardSchema>;

export const groupSchemesSchema = z.object({ schemes: z.array(schemeCardSchema) });
export type GroupSchemes = z.infer<typeof groupSchemesSchema>;

/** A request across a group's modules and years (records, the staff query, exports). */
export const affairRecordRowSchema = affairRowSchema.extend({
  moduleTitle: z.string(),
  batchName: z.string().nullable(),
  academicYear: z.string().nullable(),
  outcome: z.string().nullable(),
  amount: z.number().nullable(),
  starter: z.object({
    id: z.string(),
    name: z.string(),
    number: z.string(),
    className: z.string(),
    collegeName: z.string(),
    grade: z.string(),
  }),
});
export type AffairRecordRow = z.infer<typeof affairRecordRowSchema>;

/** A publicity row: who got what, personal fields masked. */
export const publicityRowSchema = z.object({
  id: z.string(),
  module: z.string(),
  moduleTitle: z.string(),
  batchName: z.string().nullable(),
  name: z.string(),
  number: z.string(),
  collegeName: z.string(),
  className: z.string(),
  outcome: z.string().nullable(),
  amount: z.number().nullable(),
  status: z.enum(['publicity', 'objection', 'final']),
  publicityEnd: z.number().nullable(),
  values: z.record(z.string(), z.unknown()),
  /**
   * Where the figures of the module's record fields come from, by field key, in the caller's
   * language ("来自综合测评 2025-2026", or "学生填写，未核实" where the school has no record).
   */
  figureNotes: z.record(z.string(), z.string()).optional(),
});
export type PublicityRow = z.infer<typeof publicityRowSchema>;

/** Objection reasons: long enough to be checked, short enough to read (MODULES-RESEARCH §0.4). */
export const objectionInputSchema = z.object({
  id: recordId,
  reason: z
    .string('validation.required')
    .trim()
    .min(10, 'validation.minLength')
    .max(1000, 'validation.maxLength'),
});
export type ObjectionInput = z.input<typeof objectionInputSchema>;

export const objectionFiledSchema = z.object({ objectionId: z.string() });
export type ObjectionFiled = z.infer<typeof objectionFiledSchema>;

/** A count per key, for the charts. */
export const countSchema = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type Count = z.infer<typeof countSchema>;

/** A figure of a group's own (the dormitory's occupancy rate), labelled in the caller's language. */
export const extraFigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  /** Shown after the value ('%'), or ''. */
  unit: z.string(),
});
export type ExtraFigure = z.infer<typeof extraFigureSchema>;

/** A chart of a group's own: counts by a label, drawn as a ring (shares), bars (by name) or columns. */
export const extraChartSchema = z.object({
  key: z.string(),
  title: z.string(),
  kind: z.enum(['pie', 'bar', 'column']),
  counts: z.array(countSchema),
  /** After each bar's value ('%'), or ''. */
  unit: z.string(),
});
export type ExtraChart = z.infer<typeof extraChartSchema>;

export const groupExtraStatisticsSchema = z.object({
  figures: z.array(extraFigureSchema),
  charts: z.array(extraChartSchema),
});
export type GroupExtraStatistics = z.infer<typeof groupExtraStatisticsSchema>;

export const groupStatisticsSchema = z.object({
  total: z.number(),
  byStatus: z.array(countSchema),
  byModule: z.array(countSchema),
  byCollege: z.array(countSchema),
  byGrade: z.array(countSchema),
  /** Submissions per month (yyyy-MM). */
  byMonth: z.array(countSchema),
  /** Amount awarded per college (approved and final requests with an amount). */
  amountByCollege: z.array(countSchema),
  figures: z.record(z.string(), z.number()),
  /** The group's own figures and charts beside these (its server extension's `statistics`). */
  extra: groupExtraStatisticsSchema,
});
export type GroupStatistics = z.infer<typeof groupStatisticsSchema>;

/** A school figure as the settings screen shows it. */
export const settingValueSchema = z.object({
  module: z.string(),
  key: z.string(),
  label: z.string(),
  type: z.enum(['money', 'integer', 'number', 'text', 'moneyByOutcome']),
  value: z.unknown(),
  default: z.unknown(),
  unit: z.string(),
  national: z.boolean(),
  help: z.string(),
  /** The range a number (or each amount of a moneyByOutcome) must be in. */
  min: z.number().nullable(),
  max: z.number().nullable(),
  /** moneyByOutcome: what each outcome is called ('first' is 一等奖), in the default's order. */
  options: z.array(z.object({ key: z.string(), label: z.string() })),
});
export type SettingValue = z.infer<typeof settingValueSchema>;

/** What the staff screens choose from (query filters, a batch's audience), for the caller. */
export const staffOptionsSchema = z.object({
  /** The colleges the caller answers for (every college for the office). */
  colleges: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Enrolment years of the school's classes, newest first. */
  grades: z.array(z.string()),
  /** Academic years with batches or requests in the group, and the current one, newest first. */
  academicYears: z.array(z.string()),
});
export type StaffOptions = z.infer<typeof staffOptionsSchema>;

export const payoutRowSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  module: z.string(),
  moduleTitle: z.string(),
  academicYear: z.string().nullable(),
  period: z.string(),
  amount: z.number(),
  dueDate: z.string(),
  paidAt: z.number().nullable(),
  state: z.enum(['pending', 'paid', 'failed']),
});
export type PayoutRow = z.infer<typeof payoutRowSchema>;

/** The caller's entry into a group (the workbench and More). */
export const affairCatalogueEntrySchema = z.object({
  group: z.string(),
  title: z.string(),
  path: z.string(),
  category: z.enum(['daily', 'dormitory', 'funding', 'onboarding', 'other']),
  audience: z.enum(['apply', 'review', 'manage', 'all']),
  /** The caller's open tasks in the group (reviewers). */
  pending: z.number(),
});
export type AffairCatalogueEntry = z.infer<typeof affairCatalogueEntrySchema>;

/**
 * The caller's cohort in this academic year and whether they graduate in it: screens for the
 * graduating cohort only (GroupScreen.cohort) are offered by it.
 */
export const affairCohortSchema = z.object({
  graduating: z.boolean(),
  academicYear: z.string(),
  /** The enrolment year of those whose programme ends this academic year ('2023' in 2026-2027). */
  graduatingGrade: z.string(),
  /** The caller's enrolment year; null for staff. */
  grade: z.string().nullable(),
});
export type AffairCohort = z.infer<typeof affairCohortSchema>;
