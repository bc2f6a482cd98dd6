import { localize, type FormDefinition, type Language } from '@campus/contract';
import type { InfoChangeRecord } from '@campus/contract/affairs/xsxx';
import { useViewStore } from '../../../../stores/view';
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

/** A card's bank beside its number (a bank-card change keeps both, before and after). */
const withBank = (value: string | null, bank: string | null) =>
  value === null ? '—' : bank ? `${bank} ${value}` : value;

/** The bank as the form's choice names it in the reader's language (中国银行: Bank of China). */
function bankNamer(form: FormDefinition, language: Language) {
  const field = form.fields.find((f) => f.key === 'bankName');
  const options = field?.type === 'select' ? (field.options ?? []) : [];
  return (bank: string | null) => {
    const option = options.find((o) => o.value === bank);
    return option ? localize(option.label, language) : bank;
  };
}

/** A change request's detail: the value on record when it was asked, the one asked for, and when it was applied. */
export function ChangeDetailExtras({ detail }: DetailExtrasProps) {
  const t = useInfoTexts();
  const language = useViewStore((s) => s.language);
  const record = detail.record as InfoChangeRecord | null;
  if (!record) return null;
  const bank = bankNamer(detail.form, language);
  return (
    <SectionCard title={t(LABEL[record.field])}>
      <div className={styles.field}>
        <span>{t('change.before')}</span>
        <span>{withBank(record.before, bank(record.beforeBank))}</span>
      </div>
      <div className={styles.field}>
        <span>{t('change.after')}</span>
        <span>{withBank(record.after, bank(record.afterBank))}</span>
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
