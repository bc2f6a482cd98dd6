import { Link } from 'react-router';
import { usePortalTexts } from '../../i18n/portal-texts';
import { AppIcon } from './app-icon';
import type { AppEntry } from './catalogue';
import { useAppTitle } from './app-title';
import styles from './app-grid.module.css';

/** Entries as a grid of tiles, four to a row at phone width. */
export function AppGrid({ entries }: { entries: readonly AppEntry[] }) {
  const { t } = usePortalTexts();
  const titleOf = useAppTitle();
  return (
    <ul className={styles.grid}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link to={entry.path} className={styles.tile}>
            <AppIcon name={entry.icon} />
            <span className={styles.title}>{titleOf(entry.title)}</span>
            {entry.review && (
              <span className={styles.review}>
                {entry.badge ? `${t('dashboard.review')} ${entry.badge}` : t('dashboard.review')}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
