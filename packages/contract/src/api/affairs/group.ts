import { z } from 'zod';
import type { ServicePrefix } from '../../constants.js';
import { listQuerySchema } from '../../list.js';
import { academicYearInput, moduleKey } from '../../affairs/inputs.js';
import { recordId } from '../inputs.js';
import {
  affairBatchSchema,
  affairCatalogueEntrySchema,
  affairCohortSchema,
  affairRecordRowSchema,
  batchInputSchema,
  batchQuotaSchema,
  groupSchemesSchema,
  groupStatisticsSchema,
  payoutRowSchema,
  publicityRowSchema,
  settingValueSchema,
  staffOptionsSchema,
} from '../../affairs/wire.js';
import { declaredOnce } from './declared-once.js';
import { fileBytes } from '../endpoint.js';
import { endpointsOf } from '../endpoints-of.js';
import { requestDetailEndpoint, reviewEndpoint } from './request-endpoints.js';
import { groupAccess } from './access.js';

/**
 * The generic API of every student-affairs group, under its service at /affairs/<group key>/
 * (contract affairs/types.ts, wire.ts): what a student may apply for, their records and payouts;
 * the staff's review list across the group's modules, the query and its export, the statistics,
 * batches and quotas, the school's figures; the publicity list for everyone. Declared once per
 * group: `groupEndpoints(group)` gives the same objects every time.
 */

/** A group as its routes need it: where they live. */
export interface GroupRef {
  key: string;
  service: ServicePrefix;
}

export const quotasInputSchema = z.object({
  batchId: recordId,
  quotas: z
    .array(
      z.object({
        collegeId: recordId,
        quota: z.number().int().min(0, 'validation.min').max(100_000, 'validation.max').nullable(),
      }),
    )
    .max(200),
});
export type QuotasInput = z.input<typeof quotasInputSchema>;

export const settingsInputSchema = z.object({
  settings: z
    .array(z.object({ module: moduleKey, key: moduleKey, value: z.unknown() }))
    .min(1)
    .max(100),
});
export type SettingsInput = z.input<typeof settingsInputSchema>;

function declare(group: GroupRef) {
  const { service } = group;
  const base = `/affairs/${group.key}` as const;
  const api = endpointsOf({ service, access: groupAccess.reviewer });

  return {
    /** The modules the student may apply to now, and why not (applicationList). */
    schemes: api.get(`${base}/schemes`, { reply: groupSchemesSchema, access: 'signedIn' }),
    /** The caller's own requests across the group's modules and years. */
    records: api.list(`${base}/records`, affairRecordRowSchema, { access: 'signedIn' }),
    /** The caller's payments across the group's modules. */
    payouts: api.get(`${base}/payouts`, { reply: z.array(payoutRowSchema), access: 'signedIn' }),
    /** Approved names in their publicity period, masked, for anyone in the school. */
    publicity: api.list(`${base}/publicity`, publicityRowSchema, { access: 'signedIn' }),
    /** The caller's open tasks over the group's modules they review. */
    review: reviewEndpoint({ service, base }, groupAccess.reviewer),
    /** A request of any of the group's modules, for a link that names only its id. */
    detail: requestDetailEndpoint({ service, base }),
    /** The staff query over the requests of the students in the caller's charge. */
    query: api.list(`${base}/query`, affairRecordRowSchema),
    /** What the staff screens choose from: the caller's colleges, the grades, the academic years. */
    options: api.get(`${base}/options`, { reply: staffOptionsSchema }),
    /** The staff query as an xlsx workbook (the same filters, every matching row). */
    export: api.post(`${base}/export`, { body: listQuerySchema, reply: fileBytes }),
    statistics: api.get(`${base}/statistics`, {
      query: z.object({ batchId: recordId.optional(), module: moduleKey.optional() }),
      reply: groupStatisticsSchema,
    }),
    batches: api.get(`${base}/batches`, {
      query: z.object({ module: moduleKey.optional(), academicYear: academicYearInput.optional() }),
      reply: z.array(affairBatchSchema),
    }),
    /** Opens a batch, or edits one at its version. */
    saveBatch: api.post(`${base}/batch/save`, {
      body: batchInputSchema,
      reply: affairBatchSchema,
      access: groupAccess.manager,
      idempotent: true,
    }),
    /** Closes a batch early: no new applications; requests already in it go on. */
    closeBatch: api.post(`${base}/batch/close`, {
      body: z.object({ id: recordId, version: z.number().int().min(1) }),
      reply: affairBatchSchema,
      access: groupAccess.manager,
    }),
    quotas: api.get(`${base}/quotas`, {
      query: z.object({ batchId: recordId }),
      reply: z.array(batchQuotaSchema),
    }),
    saveQuotas: api.post(`${base}/quotas/save`, {
      body: quotasInputSchema,
      reply: z.array(batchQuotaSchema),
      access: groupAccess.manager,
    }),
    /** The school's figures of the group's modules and its own, and the calendar. */
    settings: api.get(`${base}/settings`, { reply: z.array(settingValueSchema), access: 'signedIn' }),
    /** Saves figures (each checked first); answers them all as settings does. */
    saveSettings: api.post(`${base}/settings/save`, {
      body: settingsInputSchema,
      reply: z.array(settingValueSchema),
      access: groupAccess.manager,
    }),
  };
}

export type GroupEndpoints = ReturnType<typeof declare>;

const declaredFor = declaredOnce((group: GroupRef) => `${group.service}/${group.key}`, declare);

/** The generic endpoints of one group (the same objects on every call). */
export function groupEndpoints(group: GroupRef): GroupEndpoints {
  return declaredFor(group);
}

const business = endpointsOf({ service: 'business', access: 'signedIn' });

/** The caller's entries into every group, for the workbench (under the business service). */
export const affairsEndpoints = {
  catalogue: business.get('/affairs/catalogue', { reply: z.array(affairCatalogueEntrySchema) }),
  /** The caller's cohort this academic year (who graduates), for the screens of graduates only. */
  cohort: business.get('/affairs/cohort', { reply: affairCohortSchema }),
};
