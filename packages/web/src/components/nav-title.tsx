import type { ReactNode } from 'react';
import styles from './nav-title.module.css';

interface NavTitleProps {
  children: ReactNode;
  /**
   * Whether the title is the page's heading (h1). False when the page shows its own h1 (a request's
   * summary, a person's card): a page has exactly one, and the page's own names it better.
   */
  heading?: boolean;
}

/** The title inside a top bar (antd-mobile's NavBar), the page's one h1 unless the page has its own. */
export function NavTitle({ children, heading = true }: NavTitleProps) {
  return heading ? (
    <h1 className={styles.title}>{children}</h1>
  ) : (
    <span className={styles.title}>{children}</span>
  );
}
