import type { LeaveRecord } from '@campus/contract/affairs/lxgl';
import { Tag } from 'antd-mobile';
import { SectionCard } from '../../../../components/section-card';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import { formatDateTime } from '../../../../lib/format';
import { CancelLeaveButton } from './cancel-leave-button';
import styles from './leave-pages.module.css';

interface LeaveDetailExtrasProps {
  detail: { row: { id: string }; record: Record<string, unknown> | null; actions: string[] };
}

/** On a leave's detail: whether the student is back (销假), overdue, and the button to come back. */
export function LeaveDetailExtras({ detail }: LeaveDetailExtrasProps) {
  const { t } = useWorkflowTexts();
  const record = detail.record as LeaveRecord | null;
  if (!record || record.status !== 'approved') return null;
  return (
    <SectionCard title={t('leave.return.title')}>
      <div className={styles.returnState}>
        {record.returnedAt !== null ? (
          <span>
            {t('leave.return.backAt', { time: formatDateTime(record.returnedAt, 'YYYY-MM-DD HH:mm') })}
          </span>
        ) : record.overdue ? (
          <Tag color="danger">{t('leave.return.overdue', { date: record.endDate })}</Tag>
        ) : (
          <span>{t('leave.return.away', { date: record.endDate })}</span>
        )}
      </div>
      {detail.actions.includes('cancel') && <CancelLeaveButton id={detail.row.id} block />}
    </SectionCard>
  );
}
