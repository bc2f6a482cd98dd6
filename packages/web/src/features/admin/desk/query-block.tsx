import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { FailureBlock } from '../../../components/failure-block';
import styles from './desk.module.css';

interface QueryBlockProps<T> {
  query: UseQueryResult<T>;
  /** Said under 暂无数据 when the reply holds nothing. */
  emptyText: string;
  /** Whether the reply holds nothing (a list's rows, a page's data result). */
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** An administration screen's reply in its states: loading, failed with a retry, empty, or shown. */
export function QueryBlock<T>({ query, emptyText, isEmpty, children }: QueryBlockProps<T>) {
  if (query.isPending)
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  if (query.isError) return <FailureBlock error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState description={emptyText} />;
  return <>{children(query.data)}</>;
}

/** A list reply's emptiness (rows of a page, or a plain array). */
export const noRows = (data: { dataResult: unknown[] } | unknown[]) =>
  (Array.isArray(data) ? data : data.dataResult).length === 0;
