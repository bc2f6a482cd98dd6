import type { LeaveRecord } from '@campus/contract/affairs/lxgl';
import { Tag } from 'antd-mobile';
import { ListCard } from '../../../../components/list-card';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';

/** One student's leave on the counsellor's today screen. */
export function LeaveRecordCard({ record, onOpen }: { record: LeaveRecord; onOpen: () => void }) {
  const { t } = useWorkflowTexts();
  return (
    <ListCard
      title={`${record.studentName} · ${record.studentNumber}`}
      tag={
        record.overdue ? (
          <Tag color="danger">{t('leave.today.overdueTag')}</Tag>
        ) : (
          <Tag color="primary" fill="outline">
            {t('affairs.days', { n: record.days })}
          </Tag>
        )
      }
      lines={[
        { label: t('affairs.detail.class'), value: record.className },
        { label: t('leave.field.period'), value: `${record.startDate} ~ ${record.endDate}` },
        ...(record.destination ? [{ label: t('leave.field.destination'), value: record.destination }] : []),
      ]}
      onClick={onOpen}
    />
  );
}
