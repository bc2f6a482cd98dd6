import { z } from 'zod';
import type { ServicePrefix } from '../../constants.js';
import { formData, recordId } from '../inputs.js';
import { recordSummarySchema } from '../../forms/references.js';
import {
  affairAppliedSchema,
  affairMetaSchema,
  affairRowSchema,
  affairStatisticsSchema,
  objectionFiledSchema,
  objectionInputSchema,
} from '../../affairs/wire.js';
import { declaredOnce } from './declared-once.js';
import { endpointsOf } from '../endpoints-of.js';
import { requestDetailEndpoint, reviewEndpoint } from './request-endpoints.js';
import { moduleAccess } from './access.js';

/**
 * The generic API of every student-affairs module, under its group's service at
 * /affairs/<module key>/ (contract affairs/types.ts): meta, reference, apply, mine, review, detail,
 * statistics, and objection for modules with publicity. `moduleEndpoints(module)` gives the same
 * objects every time.
 */

/** A module as its routes need it: where they live. */
export interface ModuleRef {
  key: string;
  service: ServicePrefix;
}

export const applyInputSchema = z.object({ data: formData, draftId: recordId.optional() });
export type ApplyInput = z.input<typeof applyInputSchema>;

function declare(module: ModuleRef) {
  const { service } = module;
  const base = `/affairs/${module.key}` as const;
  const api = endpointsOf({ service, access: 'signedIn' });

  return {
    /** What the module's screens need first: descriptor, form, route, batch, eligibility. */
    meta: api.get(`${base}/meta`, { reply: affairMetaSchema }),
    /**
     * The record a referring field of the apply form names (an appeal's sanction, chosen by the
     * link from its page), as the caller may read it; null when they may not. The form shows the
     * record, not its id.
     */
    reference: api.get(`${base}/reference`, {
      query: z.object({ field: z.string().min(1).max(64), id: recordId }),
      reply: recordSummarySchema.nullable(),
    }),
    /** Submits a request (or the caller's draft of one). */
    apply: api.post(`${base}/apply`, {
      body: applyInputSchema,
      reply: affairAppliedSchema,
      access: moduleAccess.applicant,
      idempotent: true,
    }),
    /** The caller's own requests of the module, drafts included. */
    mine: api.list(`${base}/mine`, affairRowSchema),
    /** The caller's open tasks on the module's requests. */
    review: reviewEndpoint({ service, base }, moduleAccess.reviewer),
    /** One request, to whoever may read it. */
    detail: requestDetailEndpoint({ service, base }),
    /** Counts by status and the module's own figures. */
    statistics: api.get(`${base}/statistics`, { reply: affairStatisticsSchema }),
    /** An objection to a request in publicity (mounted for modules with publicity). */
    objection: api.post(`${base}/objection`, {
      body: objectionInputSchema,
      reply: objectionFiledSchema,
      idempotent: true,
    }),
  };
}

export type ModuleEndpoints = ReturnType<typeof declare>;

const declaredFor = declaredOnce((module: ModuleRef) => `${module.service}/${module.key}`, declare);

/** The generic endpoints of one module (the same objects on every call). */
export function moduleEndpoints(module: ModuleRef): ModuleEndpoints {
  return declaredFor(module);
}
