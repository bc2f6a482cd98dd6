import type { ReactNode } from 'react';
import { FactList } from './fact-list';
import styles from './summary-card.module.css';

/** The head of a request or task screen: its title with a tag beside it, and its facts (Fact lines) below. */
export function SummaryCard({
  title,
  tag,
  children,
}: {
  title: ReactNode;
  tag?: ReactNode;
  children: ReactNode;
}) {
  return (
    <header className={styles.summary}>
      <div className={styles.head}>
        <h1 className={styles.title}>{title}</h1>
        {tag}
      </div>
      <FactList>{children}</FactList>
    </header>
  );
}
