import type { RegistrationBatch } from '@campus/contract/affairs/lxgl';
import type { ReactNode } from 'react';
import { useWorkflowTexts } from '../../../../i18n/workflow-texts';
import styles from './leave-pages.module.css';

/** The open registration: its name, the days it covers, and what to do now. */
export function BatchCard({ batch, children }: { batch: RegistrationBatch; children?: ReactNode }) {
  const { t } = useWorkflowTexts();
  return (
    <section className={styles.batch}>
      <h1>{batch.name}</h1>
      <p>{t('leave.batch.period', { start: batch.startDate, end: batch.endDate })}</p>
      {children}
    </section>
  );
}
