import type { InfoChangeField, StudentInfoCard } from '@campus/contract/affairs/xsxx';
import { Button, Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../../components/section-card';
import { useInfoTexts, type InfoTextKey } from './texts';
import styles from './xsxx.module.css';

interface CardFieldsProps {
  card: StudentInfoCard;
  /** The student's own record: a button to ask for a change of each changeable field. */
  onChange?: (field: InfoChangeField) => void;
  onPending?: (id: string, field: InfoChangeField) => void;
}

/** One student's record, whole, in three sections (the student's own, or a card for the staff in charge). */
export function CardFields({ card, onChange, onPending }: CardFieldsProps) {
  const t = useInfoTexts();
  const line = (label: InfoTextKey, value: ReactNode) => (
    <div className={styles.field} key={label}>
      <span>{t(label)}</span>
      <span>{value ?? '—'}</span>
    </div>
  );
  const changeable = (field: InfoChangeField, label: InfoTextKey, value: ReactNode) => {
    const pending = card.pending[field];
    return (
      <div key={field}>
        {line(label, value)}
        {onChange && (
          <div className={styles.actions}>
            {pending ? (
              <Tag color="warning" onClick={() => onPending?.(pending, field)}>
                {t('pending')}
              </Tag>
            ) : (
              <Button size="mini" fill="outline" color="primary" onClick={() => onChange(field)}>
                {t('change')}
              </Button>
            )}
          </div>
        )}
      </div>
    );
  };
  return (
    <>
      <SectionCard title={t('section.basic')}>
        {line('name', card.name)}
        {line('number', card.number)}
        {line('gender', t(`gender.${card.gender}`))}
        {line('college', card.collegeName)}
        {line('className', card.className)}
        {line('idNumber', card.idNumber)}
        {line('birthDate', card.birthDate)}
        {line('ethnicity', card.ethnicity)}
        {line(
          'politicalStatus',
          card.politicalStatus ? t(`political.${card.politicalStatus}` as InfoTextKey) : null,
        )}
        {line('province', card.province)}
      </SectionCard>
      <SectionCard title={t('section.contact')}>
        {changeable('phone', 'mobile', card.mobile)}
        {changeable('address', 'address', card.address)}
        {changeable('bankCard', 'bankCard', card.bankCard ? `${card.bankName ?? ''} ${card.bankCard}` : null)}
      </SectionCard>
      <SectionCard title={t('section.family')}>
        {line(
          'familyIncome',
          card.familyIncome === null ? null : t('yuan', { amount: card.familyIncome.toLocaleString() }),
        )}
      </SectionCard>
    </>
  );
}
