import type { Language } from '@campus/contract';
import { initiatedEndpoints } from '@campus/contract/routes/api/bpm/initiated';
import { receivedEndpoints } from '@campus/contract/routes/api/bpm/received';
import { NEWS_VIEW_PARAMETER, newsEndpoints } from '@campus/contract/routes/api/platform/news';
import { queryOptions } from '@tanstack/react-query';
import { affairs } from './affairs';
import { endpointQuery } from './http';
import { listBody } from './list-body';

/**
 * The workbench's workflow counts: the totals of three BPM lists (/business/v3/bpm), each asked
 * for one row. Each count is its list's query, so a command that changes a list (use-command.ts
 * WORKFLOW_QUERIES) reloads its count too.
 */
const COUNTED = {
  /** Tasks waiting for the caller (to-do). */
  pending: receivedEndpoints.pending,
  /** Requests the caller has acted on (done). */
  handled: receivedEndpoints.handled,
  /** The caller's own requests. */
  requested: initiatedEndpoints.requested,
} as const;

export type WorkflowCounts = Record<keyof typeof COUNTED, number>;
export const WORKFLOW_COUNTS = Object.keys(COUNTED) as (keyof WorkflowCounts)[];

/** The query of one count. */
export const workflowCountQuery = (count: keyof WorkflowCounts) =>
  queryOptions({
    ...endpointQuery(COUNTED[count], { body: listBody({ pageNo: 1, limit: 1 }) }),
    select: (list) => list.pageResult.totalCount,
  });

/** The newest published announcements (one page of `limit`). */
export const latestNoticesQuery = (limit: number) =>
  endpointQuery(newsEndpoints.query, {
    body: listBody({ pageNo: 1, limit, filters: { [NEWS_VIEW_PARAMETER]: 'publish' } }),
  });

/**
 * The student-affairs groups the user applies in, reviews or manages, in the reader's language.
 * Its route (GET /business/v3/affairs/catalogue) is not yet declared in the contract: its key is
 * kept here until it is.
 */
export const AFFAIR_CATALOGUE_KEY = ['affairs', 'catalogue'] as const;
export const affairCatalogueQuery = (language: Language) =>
  queryOptions({
    queryKey: [...AFFAIR_CATALOGUE_KEY, language],
    queryFn: () => affairs.catalogue(),
    staleTime: 60_000,
  });
