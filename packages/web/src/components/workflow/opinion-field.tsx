import { TextArea } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './opinion-field.module.css';
import { OPINION_MAX } from './opinion-max';
import { PhrasePicker } from './phrase-picker';

export { OPINION_MAX } from './opinion-max';

interface OpinionFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The approver's opinion, typed or taken from their saved phrases: their one comment on the
 * request, and it says who reads it (a process's form asks for a separate remark only where it
 * really needs one, e.g. a recommendation).
 */
export function OpinionField({ value, onChange }: OpinionFieldProps) {
  const { t } = useWorkflowTexts();
  const [picking, setPicking] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="opinion-label" aria-describedby="opinion-audience">
      <header className={styles.header}>
        <label id="opinion-label" htmlFor="opinion" className={styles.label}>
          {t('bpm.opinion.label')}
        </label>
        <button type="button" className={styles.phrases} onClick={() => setPicking(true)}>
          <MessageOutline aria-hidden /> {t('bpm.opinion.phrases')}
        </button>
      </header>
      <p id="opinion-audience" className={styles.audience}>
        {t('bpm.opinion.audience')}
      </p>
      <TextArea
        id="opinion"
        value={value}
        onChange={onChange}
        placeholder={t('bpm.opinion.placeholder')}
        maxLength={OPINION_MAX}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      <PhrasePicker visible={picking} onClose={() => setPicking(false)} onPick={onChange} current={value} />
    </section>
  );
}
