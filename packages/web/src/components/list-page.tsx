import type { AnyRoute, ListReply } from '@campus/contract';
import { translate } from '../i18n/contract-messages';
import { useInfiniteQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { DotLoading, InfiniteScroll, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../api/endpoint-call';
import { RequestError } from '../api/core/request-error';
import { listResult, nextPage, type ListFailure } from '../lib/list-state';
import { useProgressiveCount } from '../lib/progressive';
import { useStillLoading } from '../lib/use-still-loading';
import { useViewStore } from '../stores/view';
import styles from './list-page.module.css';
import { ErrorBlock } from './error-block';
import { FailureBlock } from './failure-block';
import { PullRefresh } from './pull-refresh';

/**
 * The key of a list screen's pages of a list endpoint (with the filters that make it another
 * list): it starts with the declaration's key, so invalidating the endpoint reloads it, and it
 * differs from a single call's key (the pages are not one reply).
 */
export function listKey(endpoint: AnyRoute, filters: unknown = null): QueryKey {
  return endpointKey(endpoint, { list: filters });
}

export interface ListPageProps<Row> {
  /** Identifies the list in the cache; include every filter, so a new filter is a new list. */
  queryKey: QueryKey;
  /** Loads one page (1-based). */
  fetchPage: (pageNo: number, limit: number) => Promise<ListReply<Row>>;
  /** Renders the loaded rows (all pages), e.g. as cards or a checkable list. */
  renderRows: (rows: Row[]) => ReactNode;
  limit?: number;
  /**
   * Shown above the rows and kept while refreshing (search bar, filters); as a function it is
   * given how many rows the list has in all (undefined until the first page is in).
   */
  header?: ReactNode | ((list: { total: number | undefined }) => ReactNode);
  /** Replaces 暂无数据 on an empty list. */
  emptyText?: string;
  /**
   * Replaces the whole empty-list block, e.g. nothing at all (null) where the header already
   * shows something (an org with sub-orgs but no members of its own).
   */
  emptyContent?: ReactNode;
}

function failureOf(error: unknown): ListFailure | undefined {
  if (!error) return undefined;
  if (error instanceof RequestError) return { state: error.state, kind: error.kind };
  return { kind: 'error' };
}

/**
 * A list with infinite scroll, pull to refresh and the result states of SPEC §4.5: loading,
 * 暂无数据 when empty, "no more" when finished, and a retry after a failure.
 */
export function ListPage<Row>({
  queryKey,
  fetchPage,
  renderRows,
  limit = 20,
  header,
  emptyText,
  emptyContent,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const language = useViewStore((s) => s.language);
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => fetchPage(pageParam, limit),
    getNextPageParam: (last, pages) =>
      nextPage(
        last,
        pages.reduce((n, p) => n + p.dataResult.length, 0),
      ),
  });
  // The first cards are drawn in a deferred render, in slices (issue 31).
  const pending = useStillLoading(query);
  const rows = pending ? [] : (query.data?.pages.flatMap((p) => p.dataResult) ?? []);
  const result = listResult(rows.length, query.data?.pages.at(-1), failureOf(query.error));
  const shown = useProgressiveCount(rows.length);

  // Pull to refresh clears the list first, then loads page 1 again.
  const refresh = async () => {
    await client.resetQueries({ queryKey, exact: true });
  };

  let body: ReactNode;
  if (pending) {
    body = (
      <div className={styles.skeleton} aria-busy="true" aria-label={t('nav.loading')}>
        <Skeleton.Paragraph lineCount={4} animated />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  } else if (result === 'empty' && emptyContent !== undefined) {
    body = emptyContent;
  } else if (result === 'empty') {
    body = (
      <ErrorBlock
        status="empty"
        title={emptyText ?? translate(language, 'common.empty')}
        description=""
        className={styles.block}
      />
    );
  } else if ((result === 'error' || result === 'network') && rows.length === 0) {
    body = <FailureBlock error={query.error} onRetry={() => void query.refetch()} className={styles.block} />;
  } else {
    body = (
      <>
        {renderRows(shown < rows.length ? rows.slice(0, shown) : rows)}
        {/* Once every loaded row is in: the scroll's sentinel would otherwise ask for the next page early. */}
        {shown === rows.length && (
          <InfiniteScroll
            hasMore={query.hasNextPage && !query.isError}
            loadMore={async () => {
              await query.fetchNextPage();
            }}
          >
            {() => (
              <div className={styles.footer}>
                {query.isFetchingNextPage ? (
                  <DotLoading />
                ) : query.isError ? (
                  <button type="button" className={styles.retry} onClick={() => void query.fetchNextPage()}>
                    {t('list.loadFailedRetry')}
                  </button>
                ) : (
                  t('list.noMore')
                )}
              </div>
            )}
          </InfiniteScroll>
        )}
      </>
    );
  }

  const total = pending ? undefined : query.data?.pages[0]?.pageResult.totalCount;
  return (
    <div className={styles.list}>
      {typeof header === 'function' ? header({ total }) : header}
      <PullRefresh onRefresh={refresh}>{body}</PullRefresh>
    </div>
  );
}
