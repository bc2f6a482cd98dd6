import { usePortalTexts } from '../../i18n/portal-texts';
import { viewerOf } from '../../lib/viewer';
import { useSessionStore } from '../../stores/session';
import { AppGrid } from './app-grid';
import { menuFor } from './catalogue';
import styles from './more-page.module.css';
import { useAffairCatalogue } from './use-workbench-data';

/** More (/next-menu/index): every entry the user may open, grouped. */
export function MorePage() {
  const { t } = usePortalTexts();
  const userInfo = useSessionStore((state) => state.userInfo);
  const catalogue = useAffairCatalogue();
  const groups = userInfo ? menuFor(viewerOf(userInfo), catalogue.data ?? []) : [];
  return (
    <div className={styles.page}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`more-${group.key}`}>
          <h2 id={`more-${group.key}`} className={styles.title}>
            {t(group.title)}
          </h2>
          <AppGrid entries={group.entries} />
        </section>
      ))}
    </div>
  );
}
