import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { NavTitle } from './nav-title';
import styles from './title-bar.module.css';

interface TitleBarProps {
  title: ReactNode;
  /** Actions at the right end, e.g. "make an announcement". */
  right?: ReactNode;
  /** Shown under the title row and kept in view with it (tabs, a search bar). */
  children?: ReactNode;
}

/** The top bar of a tab page (no back: tab pages are where one goes back to), kept in view. */
export function TitleBar({ title, right, children }: TitleBarProps) {
  return (
    <header className={styles.bar}>
      <NavBar back={null} right={right}>
        <NavTitle>{title}</NavTitle>
      </NavBar>
      {children}
    </header>
  );
}
