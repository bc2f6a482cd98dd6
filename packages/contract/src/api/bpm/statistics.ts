import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { fileBytes } from '../endpoint.js';
import { recordId } from '../inputs.js';

/**
 * Process statistics (流程统计, issue 34; SPEC §2.4's business-process lists; docs/API.md "Process
 * statistics"): what the engine knows about the requests of the students in the caller's charge
 * (a counsellor their classes, a college's staff the college, the office the school), for one
 * calendar year, optionally one college and one process. Staff only: a student is refused.
 * Durations are milliseconds; the web app says them in days and hours.
 */
export const BPM_STATISTICS_READER = 'bpm.statisticsReader';

/** The filters: the year (the school's calendar year; this year when absent), a college, a process. */
export const processStatisticsFilter = z.object({
  year: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(2000, 'validation.min')
    .max(2100, 'validation.max')
    .optional(),
  collegeId: recordId.optional(),
  /** A process key (bpm_instance.def_key). */
  process: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'validation.format')
    .optional(),
  /** A task waiting longer than this many days is overdue (the engine keeps no per-step deadline). */
  overdueDays: z.coerce
    .number('validation.integer')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(60, 'validation.max')
    .optional(),
});
export type ProcessStatisticsFilter = z.infer<typeof processStatisticsFilter>;

/** A count under a key, with the key said in the reader's language (a process's or a step's name as the school named it). */
const keyedCount = z.object({ key: z.string(), label: z.string(), count: z.number() });
export type KeyedCount = z.infer<typeof keyedCount>;

/** How long one step of one process takes, over its completed tasks. */
const stepDuration = z.object({
  process: z.string(),
  processName: z.string(),
  nodeId: z.string(),
  step: z.string(),
  /** Completed tasks measured. */
  count: z.number(),
  medianMs: z.number(),
  p90Ms: z.number(),
});
export type StepDuration = z.infer<typeof stepDuration>;

/** A member of staff who acted on steps, by their average time to act. */
const approverPace = z.object({
  approverId: z.string(),
  name: z.string(),
  count: z.number(),
  averageMs: z.number(),
  longestMs: z.number(),
});
export type ApproverPace = z.infer<typeof approverPace>;

/** Tasks waiting past the limit, per person holding them (null: shared, nobody has taken them yet). */
const overdueRow = z.object({
  approverId: z.string().nullable(),
  name: z.string(),
  count: z.number(),
  /** How long the oldest of them has been waiting. */
  oldestMs: z.number(),
});
export type OverdueRow = z.infer<typeof overdueRow>;

/** Per process: its submitted requests, how many were sent back at least once, how many refused. */
const returnShare = z.object({
  process: z.string(),
  processName: z.string(),
  total: z.number(),
  sentBack: z.number(),
  refused: z.number(),
});
export type ReturnShare = z.infer<typeof returnShare>;

export const processStatistics = z.object({
  year: z.number(),
  overdueDays: z.number(),
  total: z.number(),
  running: z.number(),
  overdue: z.number(),
  byProcess: z.array(keyedCount),
  byStatus: z.array(keyedCount),
  /** Requests waiting now, by the step they wait at. */
  byStep: z.array(keyedCount),
  /** The year's twelve months, `yyyy-MM`. */
  byMonth: z.array(keyedCount),
  /** The slowest steps first (by their 90th percentile). */
  stepDurations: z.array(stepDuration),
  slowApprovers: z.array(approverPace),
  overdueByApprover: z.array(overdueRow),
  returns: z.array(returnShare),
});
export type ProcessStatistics = z.infer<typeof processStatistics>;

/** What the filters offer the caller: years with requests, the colleges in their charge, the processes. */
export const processStatisticsOptions = z.object({
  years: z.array(z.number()),
  colleges: z.array(z.object({ id: z.string(), name: z.string() })),
  processes: z.array(z.object({ key: z.string(), name: z.string() })),
});
export type ProcessStatisticsOptions = z.infer<typeof processStatisticsOptions>;

const business = endpointsOf({ service: 'business', access: { relation: BPM_STATISTICS_READER } });

export const statisticsEndpoints = {
  /** The figures for the filters. */
  figures: business.get('/bpm/statistics/figures', {
    query: processStatisticsFilter,
    reply: processStatistics,
  }),
  /** The filters' choices. */
  options: business.get('/bpm/statistics/options', { reply: processStatisticsOptions }),
  /** The same figures as an xlsx workbook, one sheet per table. */
  export: business.get('/bpm/statistics/export', { query: processStatisticsFilter, reply: fileBytes }),
};
