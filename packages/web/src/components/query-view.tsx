import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/core/failure-text';
import { useViewStore } from '../stores/view';
import styles from './query-view.module.css';
import { ErrorBlock } from './error-block';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** A detail screen's data: a skeleton while it loads, the failure with a retry, then the screen. */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const { t } = useTranslation();
  const language = useViewStore((s) => s.language);
  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true" aria-label={t('nav.loading')}>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  }
  if (query.isError) {
    // The server's own words (not visible to you, no such request) say more than "failed".
    const failure = failureText(query.error, language);
    return (
      <ErrorBlock
        status={failure.offline ? 'disconnected' : 'default'}
        title={failure.text}
        description=""
        className={styles.error}
      >
        <Button color="primary" fill="outline" size="small" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  return <>{children(query.data)}</>;
}
