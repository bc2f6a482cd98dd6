import { useQuery } from '@tanstack/react-query';
import { Skeleton, Steps } from 'antd-mobile';
import { historyEndpoints, readerQuery, type HistoryItem } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';
import { useStillLoading } from '../../lib/use-still-loading';
import { useViewStore } from '../../stores/view';
import styles from './approval-timeline.module.css';
import { SectionCard } from '../section-card';
import { ErrorBlock } from '../error-block';

export interface InstanceRef {
  instId?: string;
  taskId?: string;
}

const REFUSALS = new Set(['oppose', 'reject', 'rejectToPrevious', 'rejectToStart', 'endProcess']);

function stepStatus(item: HistoryItem): 'process' | 'finish' | 'error' {
  if (item.status === 'pending') return 'process';
  return REFUSALS.has(item.status) ? 'error' : 'finish';
}

/** The approval history of a request, oldest first, ending with who is handling it now. */
export function ApprovalTimeline({ instId, taskId }: InstanceRef) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const history = useQuery(
    readerQuery(historyEndpoints.flowHistory, { body: instId ? { instId } : { taskId } }, language),
  );

  // The steps are drawn in a deferred render, in slices (issue 31).
  const loading = useStillLoading(history);
  let body;
  if (loading || history.isPending) body = <Skeleton.Paragraph lineCount={4} animated />;
  else if (history.isError)
    body = <ErrorBlock status="default" title={t('bpm.timeline.failed')} description="" />;
  else {
    body = (
      <Steps direction="vertical" current={history.data.length}>
        {history.data.map((item) => (
          <Steps.Step
            key={item.id}
            status={stepStatus(item)}
            title={
              <span className={styles.title}>
                <span>{item.taskName}</span>
                <span className={styles[stepStatus(item)]}>{item.statusName}</span>
              </span>
            }
            description={
              <div className={styles.description}>
                <div>
                  {item.status === 'pending'
                    ? t('bpm.timeline.waiting', { names: item.auditorName })
                    : item.onBehalfOfName
                      ? t('bpm.timeline.onBehalf', { name: item.auditorName, owner: item.onBehalfOfName })
                      : item.auditorName}
                </div>
                {item.opinion && <p className={styles.opinion}>{item.opinion}</p>}
                <time className={styles.time}>
                  {formatDateTime(item.completeTime ?? item.createTime, 'YYYY-MM-DD HH:mm')}
                </time>
              </div>
            }
          />
        ))}
      </Steps>
    );
  }
  return <SectionCard title={t('bpm.timeline.title')}>{body}</SectionCard>;
}
