import type { ReactNode } from 'react';
import styles from './record-list.module.css';

/**
 * One record of a staff group's list (szgz, zgdw): a head line with its title and, at the right,
 * a tag or figure; then whatever lines the record has, and its buttons last.
 */
export function RecordItem({
  title,
  aside,
  label,
  actions,
  children,
}: {
  title: ReactNode;
  /** At the right of the head line (a status tag, points). */
  aside?: ReactNode;
  /** The item's accessible name, where a list is searched by it. */
  label?: string;
  /** Buttons under the record's lines. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={styles.item} aria-label={label}>
      <div className={styles.head}>
        <span>{title}</span>
        {aside}
      </div>
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  );
}
