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

/**
 * On a leave's detail: where the student stands on coming back (销假), by the server's one rule
 * (record.returnState: the 销假 screen shows the same), and the button to come back.
 */
export function LeaveDetailExtras({ detail }: LeaveDetailExtrasProps) {
  const { t } = useWorkflowTexts();
  const record = detail.record as LeaveRecord | null;
  if (!record?.returnState) return null;
  const state = {
    back: () => (
      <span>
        {t('leave.return.backAt', { time: formatDateTime(record.returnedAt ?? 0, 'YYYY-MM-DD HH:mm') })}
      </span>
    ),
    overdue: () => <Tag color="danger">{t('leave.return.overdue', { date: record.endDate })}</Tag>,
    away: () => <span>{t('leave.return.away', { date: record.endDate })}</span>,
    notStarted: () => <span>{t('leave.return.notStarted', { date: record.startDate })}</span>,
  }[record.returnState];
  return (
    <SectionCard title={t('leave.return.title')}>
      <div className={styles.returnState}>{state()}</div>
      {detail.actions.includes('cancel') && <CancelLeaveButton id={detail.row.id} block />}
    </SectionCard>
  );
}
