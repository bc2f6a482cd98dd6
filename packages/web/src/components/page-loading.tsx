import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** Shown while the first route's code loads. DotLoading is pure CSS: no animation library in the entry. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-label={t('nav.loading')}>
      <DotLoading color="primary" />
    </div>
  );
}
