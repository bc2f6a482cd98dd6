import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { failureText } from '../api/core/failure-text';
import { useViewStore } from '../stores/view';
import { ErrorBlock } from './error-block';

interface FailureBlockProps {
  /** What the query failed with. */
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/**
 * A query's failure with a retry. The server's own words ("不支持的排序字段：number", no such
 * request) say more than "failed"; the network text is shown only offline.
 */
export function FailureBlock({ error, onRetry, className }: FailureBlockProps) {
  const { t } = useTranslation();
  const language = useViewStore((s) => s.language);
  const failure = failureText(error, language);
  return (
    <ErrorBlock
      status={failure.offline ? 'disconnected' : 'default'}
      title={failure.text}
      description={failure.requestId ? t('error.requestId', { id: failure.requestId }) : ''}
      className={className}
    >
      <Button color="primary" fill="outline" size="small" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </ErrorBlock>
  );
}
