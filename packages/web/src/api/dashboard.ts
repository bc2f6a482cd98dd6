import type { ListReply } from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';
import { listBody } from './list-body';

/** The workbench's workflow counts, from the BPM lists (/business/v3/bpm) with one row each. */
export interface WorkflowCounts {
  /** Tasks waiting for the caller (to-do). */
  pending: number;
  /** Requests the caller has acted on (done). */
  handled: number;
  /** The caller's own requests. */
  requested: number;
}

const LISTS: Record<keyof WorkflowCounts, string> = {
  pending: '/received/query/pending',
  handled: '/received/query/handled',
  requested: '/initiated/query/my/requested',
};

export function createDashboardApi(client: HttpClient) {
  const total = async (url: string) => {
    const reply = await client.request<ListReply<unknown>>({
      method: 'POST',
      service: 'business',
      url: `/bpm${url}`,
      data: listBody({ pageNo: 1, limit: 1 }),
    });
    return dataOf(reply).pageResult.totalCount;
  };
  return {
    async workflowCounts(): Promise<WorkflowCounts> {
      const [pending, handled, requested] = await Promise.all([
        total(LISTS.pending),
        total(LISTS.handled),
        total(LISTS.requested),
      ]);
      return { pending, handled, requested };
    },
  };
}

export const dashboardApi = createDashboardApi(http);
