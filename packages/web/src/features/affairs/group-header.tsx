import { localize } from '@campus/contract';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useViewStore } from '../../stores/view';
import type { AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { offered } from './audience';
import { screenTitle } from './screen-title';
import { useCohort } from './use-cohort';
import { useViewer } from './use-viewer';

/**
 * The coloured band at the top of a group's screens: the group's (or module's) title, a line of
 * help, and the group's other screens this viewer may open (its entries), one tap away.
 */
export function GroupHeader({
  props,
  title,
  subtitle,
  children,
}: {
  props: AffairScreenProps;
  title?: string;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const viewer = useViewer();
  const { group, routes, screen } = props;
  const cohort = useCohort(group, viewer);
  const entries = routes.screens.filter(
    (s) => s.entry && s.route !== screen.route && offered(group, s, viewer, cohort),
  );
  return (
    <header className={styles.header}>
      <h1>{title ?? localize(props.module?.title ?? group.title, language)}</h1>
      {subtitle && <p>{subtitle}</p>}
      {children}
      {entries.length > 0 && (
        <nav className={styles.entries} aria-label={localize(group.title, language)}>
          {entries.map((entry) => (
            <button
              key={entry.route}
              type="button"
              className={styles.entry}
              onClick={() => navigate(`${routes.basePath}/${entry.route}`)}
            >
              {screenTitle(group, entry, language, (key, options) => t(key as never, options))}
            </button>
          ))}
        </nav>
      )}
    </header>
  );
}
