import type { ReactNode } from 'react';
import styles from './fact-list.module.css';

/** Label and value lines, the labels in a column of their own: a request's facts. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}

/** One line of a FactList. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
