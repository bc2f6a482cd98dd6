import type { CSSProperties, ReactNode } from 'react';
import styles from './desk.module.css';

interface DeskTableProps {
  /** Each column's header; '' for a column of buttons. */
  headers: readonly string[];
  /** The desk's column widths (CSS grid tracks); a phone shows each row as a card. */
  columns: string;
  busy?: boolean;
  children: ReactNode;
}

/** A table at a desk, cards on a phone: the header row, then the rows the screen gives. */
export function DeskTable({ headers, columns, busy, children }: DeskTableProps) {
  return (
    <div
      className={styles.table}
      role="table"
      style={{ '--columns': columns } as CSSProperties}
      aria-busy={busy}
    >
      <div className={styles.head} role="row">
        {headers.map((header, i) => (
          <span role="columnheader" key={i}>
            {header}
          </span>
        ))}
      </div>
      {children}
    </div>
  );
}
