import { useQuery } from '@tanstack/react-query';
import { affairs } from '../../api/affairs';
import { dataOf } from '../../api/core/reply-data';
import { dashboardApi } from '../../api/dashboard';
import { newsApi } from '../../api/news';
import { pinImportant } from '../../lib/pinned';
import { useViewStore } from '../../stores/view';

/** How many announcements the workbench shows; the rest are a tap away. */
const LATEST_NOTICES = 3;

export const workflowCountsKey = ['dashboard', 'workflowCounts'] as const;
export const latestNoticesKey = ['news', 'latest'] as const;

/** To-do, done and my-request counts. */
export function useWorkflowCounts() {
  return useQuery({ queryKey: workflowCountsKey, queryFn: () => dashboardApi.workflowCounts() });
}

/** The newest published announcements, important ones pinned first. */
export function useLatestNotices() {
  return useQuery({
    queryKey: latestNoticesKey,
    queryFn: async () => {
      const list = dataOf(await newsApi.query('publish', { pageNo: 1, limit: LATEST_NOTICES }));
      return pinImportant(list.dataResult);
    },
  });
}

export const affairCatalogueKey = ['affairs', 'catalogue'] as const;

/** The student-affairs groups the user applies in, reviews or manages (the server decides). */
export function useAffairCatalogue() {
  const language = useViewStore((s) => s.language);
  return useQuery({
    queryKey: [...affairCatalogueKey, language],
    queryFn: () => affairs.catalogue(),
    staleTime: 60_000,
  });
}
