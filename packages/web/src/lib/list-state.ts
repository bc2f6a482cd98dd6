import type { ListReply } from '@campus/contract';

/**
 * List states of SPEC §4.5, pure:
 * - the result is 'empty' with no rows, 'finished' when every row is loaded, 'error' on failure,
 *   'network' when the failure is the server's 500 or no answer at all;
 * - the page number advances only when a page returned rows;
 * - after a failure the list stops loading (it counts as finished).
 */
export type ListResult = 'empty' | 'finished' | 'error' | 'network';

export interface ListFailure {
  /** The reply's state, when the server answered. */
  state?: number;
  /** The request layer's kind of failure ('network' when nothing answered). */
  kind?: string;
}

export function listResult(
  loaded: number,
  lastPage: ListReply<unknown> | undefined,
  failure?: ListFailure,
): ListResult | undefined {
  if (failure) return failure.state === 500 || failure.kind === 'network' ? 'network' : 'error';
  if (!lastPage) return undefined;
  if (loaded === 0) return 'empty';
  if (lastPage.dataResult.length === 0 || loaded >= lastPage.pageResult.totalCount) return 'finished';
  return undefined;
}

/** The next page to ask for, or undefined when there is nothing more. */
export function nextPage(lastPage: ListReply<unknown>, loaded: number): number | undefined {
  if (lastPage.dataResult.length === 0 || loaded >= lastPage.pageResult.totalCount) return undefined;
  return lastPage.pageResult.page + 1;
}
