import { useQueries, useQuery } from '@tanstack/react-query';
import {
  affairCatalogueQuery,
  latestNoticesQuery,
  WORKFLOW_COUNTS,
  workflowCountQuery,
  type WorkflowCounts,
} from '../../api/dashboard';
import { pinImportant } from '../../lib/pinned';
import { useViewStore } from '../../stores/view';

/** How many announcements the workbench shows; the rest are a tap away. */
const LATEST_NOTICES = 3;

/** To-do, done and my-request counts: undefined until all three are in (or after a failure). */
export function useWorkflowCounts() {
  return useQueries({
    queries: WORKFLOW_COUNTS.map(workflowCountQuery),
    combine: (results): WorkflowCounts | undefined => {
      const [pending, handled, requested] = results.map((result) => result.data);
      return pending === undefined || handled === undefined || requested === undefined
        ? undefined
        : { pending, handled, requested };
    },
  });
}

/** The newest published announcements, important ones pinned first. */
export function useLatestNotices() {
  return useQuery({
    ...latestNoticesQuery(LATEST_NOTICES),
    select: (list) => pinImportant(list.dataResult),
  });
}

/** What the workbench's pull to refresh loads again. */
export const workbenchQueries = (language: ReturnType<typeof useViewStore.getState>['language']) => [
  ...WORKFLOW_COUNTS.map(workflowCountQuery),
  latestNoticesQuery(LATEST_NOTICES),
  affairCatalogueQuery(language),
];

/** The student-affairs groups the user applies in, reviews or manages (the server decides). */
export function useAffairCatalogue() {
  const language = useViewStore((s) => s.language);
  return useQuery(affairCatalogueQuery(language));
}
