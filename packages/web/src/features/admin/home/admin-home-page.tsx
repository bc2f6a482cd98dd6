import { EmptyState } from '../../../components/empty-state';
import { SectionNav, useIsSchoolAdmin } from '../desk/admin-desk';
import styles from '../desk/desk.module.css';
import { useAdminTexts } from '../desk/texts';
import { useDeskWidth } from '../desk/use-desk-width';
import home from './admin-home-page.module.css';

/**
 * The administration home (/admin, issue 28): every section of the school's data with its count,
 * a list on a phone and a grid of tiles at a desk.
 */
export function AdminHomePage() {
  useDeskWidth();
  const t = useAdminTexts();
  if (!useIsSchoolAdmin()) return <EmptyState description={t.adminOnly} />;
  return (
    <div className={`${styles.desk} ${home.home}`}>
      <p className={styles.intro}>{t.homeIntro}</p>
      <nav aria-label={t.home}>
        <SectionNav hints />
      </nav>
    </div>
  );
}
