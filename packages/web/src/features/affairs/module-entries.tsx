import type { AffairMeta } from '@campus/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { affairPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';

/**
 * The module's entries for this caller: apply and its own screens for applicants; review,
 * statistics and its own staff screens for reviewers. A student never gets a review entry.
 */
export function ModuleEntries({ meta, screen }: { meta: AffairMeta; screen: AffairScreenProps }) {
  const { t } = useWorkflowTexts();
  const { t: tu } = useTranslation();
  const navigate = useNavigate();
  const entries = [
    ...(meta.mayApply
      ? [{ key: 'apply', label: t('affairs.entry.apply'), path: affairPath(screen, 'apply') }]
      : []),
    ...(meta.mayReview
      ? [{ key: 'review', label: t('affairs.entry.review'), path: affairPath(screen, 'review') }]
      : []),
    ...(meta.mayReview && screen.module.routes.statistics
      ? [{ key: 'statistics', label: t('affairs.entry.statistics'), path: affairPath(screen, 'statistics') }]
      : []),
    ...(screen.links ?? [])
      .filter(
        (link) => link.audience === 'all' || (link.audience === 'apply' ? meta.mayApply : meta.mayReview),
      )
      .map((link) => ({ key: link.route, label: tu(link.title), path: `${screen.base}/${link.route}` })),
  ];
  if (entries.length === 0) return null;
  return (
    <>
      {entries.map((entry) => (
        <button key={entry.key} type="button" className={styles.entry} onClick={() => navigate(entry.path)}>
          {entry.label}
        </button>
      ))}
    </>
  );
}
