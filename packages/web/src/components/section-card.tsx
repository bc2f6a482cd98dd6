import type { ReactNode } from 'react';
import styles from './section-card.module.css';

interface SectionCardProps {
  title: ReactNode;
  /** Something at the right of the heading (a link, a count). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A white card with a heading: how the detail screens group what they show. */
export function SectionCard({ title, extra, children }: SectionCardProps) {
  return (
    <section className={styles.card}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  );
}
