import { localize, type AffairDetail, type AffairModuleDescriptor } from '@campus/contract';
import { StatusTag } from '../../components/workflow/status-tag';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';
import { useViewStore } from '../../stores/view';
import styles from './affair-pages.module.css';

/** The head of a request's detail: what, whose (with a phone to call for staff), when, where it waits. */
export function AffairSummary({ detail, module }: { detail: AffairDetail; module: AffairModuleDescriptor }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const finalLabel =
    detail.row.status === 'final' && module.finalLabel ? localize(module.finalLabel, language) : undefined;
  const { row, starter } = detail;
  return (
    <header className={styles.summary}>
      <div className={styles.summaryHead}>
        <h1>{row.subject}</h1>
        <StatusTag state={row.status} label={finalLabel} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('affairs.detail.starter')}</dt>
          <dd>{[starter.name, starter.number].filter(Boolean).join(' · ')}</dd>
        </div>
        {starter.className && (
          <div>
            <dt>{t('affairs.detail.class')}</dt>
            <dd>{starter.className}</dd>
          </div>
        )}
        {starter.mobile && (
          <div>
            <dt>{t('affairs.detail.mobile')}</dt>
            <dd>
              <a href={`tel:${starter.mobile}`}>{starter.mobile}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('bpm.list.time')}</dt>
          <dd>{formatDateTime(row.createTime, 'YYYY-MM-DD HH:mm')}</dd>
        </div>
        {row.status === 'running' && row.curNode && (
          <div>
            <dt>{t('bpm.list.curNode')}</dt>
            <dd>{row.curNode}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
