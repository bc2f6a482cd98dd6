import { localize, type AffairModuleDescriptor } from '@campus/contract';
import type { ReactNode } from 'react';
import { useViewStore } from '../../stores/view';
import styles from './affair-pages.module.css';

/** The coloured band at the top of a module's screens: its title, a line of help, its entries. */
export function ModuleHeader({
  module,
  subtitle,
  children,
}: {
  module: AffairModuleDescriptor;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const language = useViewStore((s) => s.language);
  return (
    <header className={styles.header}>
      <h1>{localize(module.title, language)}</h1>
      {subtitle && <p>{subtitle}</p>}
      {children && <nav className={styles.entries}>{children}</nav>}
    </header>
  );
}
