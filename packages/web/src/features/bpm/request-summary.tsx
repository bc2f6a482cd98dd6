import type { ReactNode } from 'react';
import type { FormAttributes } from '../../api/bpm';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';
import styles from './request-summary.module.css';

/** The head of a request or task screen: what it is, whose, since when, where it stands. */
export function RequestSummary({ attributes, tag }: { attributes: FormAttributes; tag?: ReactNode }) {
  const { t } = useWorkflowTexts();
  const starter = attributes.creatorName ?? attributes.starterName;
  return (
    <header className={styles.summary}>
      <div className={styles.head}>
        <h1 className={styles.subject}>{attributes.subject ?? attributes.procDefName}</h1>
        {tag}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bpm.list.process')}</dt>
          <dd>{attributes.procDefName}</dd>
        </div>
        {starter && (
          <div>
            <dt>{t('bpm.list.starter')}</dt>
            <dd>{starter}</dd>
          </div>
        )}
        {attributes.taskId && (
          <div>
            <dt>{t('bpm.list.node')}</dt>
            <dd>{attributes.nodeName}</dd>
          </div>
        )}
        {attributes.createTime !== undefined && (
          <div>
            <dt>{t('bpm.list.time')}</dt>
            <dd>{formatDateTime(attributes.createTime, 'YYYY-MM-DD HH:mm')}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
