import { directoryEndpoints } from '@campus/contract/routes/api/admin/directory';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { endpointQuery } from '../../../api/http';
import { EmptyState } from '../../../components/empty-state';
import { useSessionStore } from '../../../stores/session';
import styles from './desk.module.css';
import { SECTION_PATHS, SECTIONS, sectionCount, sectionOf } from './sections';
import { useAdminTexts } from './texts';
import { useDeskWidth } from './use-desk-width';

/** The school's administrator, as the server decides it (the screens only avoid asking in vain). */
export const useIsSchoolAdmin = () => useSessionStore((s) => s.userInfo?.isTenantAdmin === true);

/** Every section with its count (and what is counted, on the home); the current one marked. */
export function SectionNav({ hints = false }: { hints?: boolean }) {
  const t = useAdminTexts();
  const current = sectionOf(useLocation().pathname);
  const summary = useQuery(endpointQuery(directoryEndpoints.summary)).data;
  return (
    <ul className={styles.homeNav}>
      {SECTIONS.map((section) => {
        const count = sectionCount(section, summary);
        return (
          <li key={section}>
            <Link
              to={SECTION_PATHS[section]}
              className={styles.navLink}
              aria-current={section === current ? 'page' : undefined}
            >
              <span>{t.sections[section]}</span>
              {count !== undefined && (
                <span className={styles.count}>
                  {count}
                  {hints && ` ${t.sectionHints[section]}`}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * An administration screen: laid out for a desk (the sections at the side), the work alone on a
 * phone; for the school's administrator only.
 */
export function AdminDesk({ children }: { children: ReactNode }) {
  useDeskWidth();
  const t = useAdminTexts();
  if (!useIsSchoolAdmin()) return <EmptyState description={t.adminOnly} />;
  return (
    <div className={styles.desk}>
      <nav className={styles.side} aria-label={t.home}>
        <SectionNav />
      </nav>
      <div className={styles.main}>{children}</div>
    </div>
  );
}

/** An administration screen from its content: the desk around it (the route table's page). */
export function deskScreen(Content: ComponentType): ComponentType {
  return function DeskScreen() {
    return (
      <AdminDesk>
        <Content />
      </AdminDesk>
    );
  };
}
