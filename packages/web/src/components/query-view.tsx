import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStillLoading } from '../lib/use-still-loading';
import styles from './query-view.module.css';
import { FailureBlock } from './failure-block';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A detail screen's data: a skeleton while it loads, the failure with a retry, then the screen. */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  // The screen with its data is drawn in a deferred render, in slices (issue 31).
  const loading = useStillLoading(query);
  if (loading || query.isPending) {
    return (
      <div className={styles.loading} role="status" aria-busy="true" aria-label={t('nav.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  }
  if (query.isError) {
    return <FailureBlock error={query.error} onRetry={() => void query.refetch()} className={styles.error} />;
  }
  return <>{children(query.data)}</>;
}
