import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import styles from './route-progress.module.css';

/**
 * A thin bar at the top while the next route's code loads, so a slow network still gives
 * feedback. A progressbar needs a name for screen readers (axe: aria-progressbar-name).
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-busy aria-label={t('nav.loading')} />;
}
