import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import { greetingFor } from './greeting';
import styles from './workbench-page.module.css';

/** The home tab. Its applications come with the modules that provide them; until then it is empty. */
export function WorkbenchPage() {
  const { t } = useTranslation();
  const now = dayjs();
  return (
    <>
      <PageHeader
        title={t('route.dashboard')}
        subtitle={`${t(greetingFor(now.hour()))} · ${now.format(t('dashboard.dateFormat'))}`}
      />
      <section className={styles.card} aria-labelledby="common-apps">
        <h2 id="common-apps" className={styles.cardTitle}>
          {t('dashboard.commonApps')}
        </h2>
        <EmptyState />
      </section>
    </>
  );
}
