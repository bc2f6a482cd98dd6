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
            <span className={styles.title} data-tile-title>
              {titleOf(entry.title)}
            </span>
            {/* Only something waiting earns a mark: a bare "审批" on every staff tile said nothing (issue 30 item 15). */}
            {entry.review && entry.badge ? (
              <span className={styles.review} data-badge={entry.badge}>
                {`${t('dashboard.review')} ${entry.badge}`}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const ROWS_KEY = 'campus-workbench-rows';
const COLUMNS = 4;

/** How many rows the grid had when it last loaded on this device (2 before it ever has). */
export function rememberedRows(): number {
  try {
    const rows = Number(localStorage.getItem(ROWS_KEY));
    return Number.isInteger(rows) && rows > 0 && rows <= 10 ? rows : 2;
  } catch {
    return 2;
  }
}

/** Keeps the grid's row count for the next start (rememberedRows). */
export function rememberRows(entries: number): void {
  try {
    localStorage.setItem(ROWS_KEY, String(Math.ceil(entries / COLUMNS)));
  } catch {
    // Storage full or blocked: the next start reserves the default.
  }
}

/**
 * Empty tiles while the catalogue loads, as many rows as last time: the cards below stay where
 * they are when the entries arrive (Lighthouse counted that jump as layout shift, issue 16).
 */
export function AppGridPlaceholder({ rows }: { rows: number }) {
  return (
    <ul className={styles.grid} aria-busy="true">
      {Array.from({ length: rows * COLUMNS }, (_, index) => (
        <li key={index} className={styles.tile} aria-hidden="true">
          <span className={styles.placeholderIcon} />
          <span className={styles.placeholderTitle} />
        </li>
      ))}
    </ul>
  );
}
