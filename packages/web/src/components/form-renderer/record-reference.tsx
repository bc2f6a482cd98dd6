import type { RecordSummaries, RecordSummary } from '@campus/contract';
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import styles from './record-reference.module.css';

/**
 * Fields that name another record (an appeal's sanction, an objection's request in publicity: a
 * text field with `refers`) show the record the server read for the caller (contract
 * forms/references.ts), never its raw id. A screen that shows a form hands the summaries it was
 * given to ReferencesProvider; ReadOnlyValue asks for the field's.
 */
const References = createContext<RecordSummaries>({});

export function ReferencesProvider({
  references,
  children,
}: {
  references: RecordSummaries | undefined;
  children: ReactNode;
}) {
  return <References.Provider value={references ?? {}}>{children}</References.Provider>;
}

export const useReference = (fieldKey: string): RecordSummary | undefined => useContext(References)[fieldKey];

/** The record a field names: its kind, title, the facts that matter and, where allowed, a link. */
export function RecordReference({ summary }: { summary: RecordSummary | undefined }) {
  const { t } = useWorkflowTexts();
  if (!summary) return <span className={styles.unreadable}>{t('form.reference.unreadable')}</span>;
  return (
    <section className={styles.card} aria-label={summary.kindName} data-record-kind={summary.kind}>
      <div className={styles.kind}>{summary.kindName}</div>
      <div className={styles.title}>{summary.title}</div>
      <dl className={styles.facts}>
        {summary.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {summary.link && (
        <Link className={styles.link} to={summary.link}>
          {t('form.reference.open')}
        </Link>
      )}
    </section>
  );
}
