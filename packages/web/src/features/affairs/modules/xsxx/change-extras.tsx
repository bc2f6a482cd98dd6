import type { InfoChangeRecord } from '@campus/contract/affairs/xsxx';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import type { DetailExtrasProps } from '../../group-screens';
import { useInfoTexts, type InfoTextKey } from './texts';
import styles from './xsxx.module.css';

const LABEL: Record<InfoChangeRecord['field'], InfoTextKey> = {
  phone: 'mobile',
  address: 'address',
  bankCard: 'bankCard',
};

/** A change request's detail: the value on record when it was asked, the one asked for, and when it was applied. */
export function ChangeDetailExtras({ detail }: DetailExtrasProps) {
  const t = useInfoTexts();
  const record = detail.record as InfoChangeRecord | null;
  if (!record) return null;
  return (
    <SectionCard title={t(LABEL[record.field])}>
      <div className={styles.field}>
        <span>{t('change.before')}</span>
        <span>{record.before ?? '—'}</span>
      </div>
      <div className={styles.field}>
        <span>{t('change.after')}</span>
        <span>{record.after}</span>
      </div>
      {record.appliedAt !== null && (
        <div className={styles.field}>
          <span>{t('change.applied')}</span>
          <span>{formatDateTime(record.appliedAt, 'YYYY-MM-DD HH:mm')}</span>
        </div>
      )}
    </SectionCard>
  );
}
