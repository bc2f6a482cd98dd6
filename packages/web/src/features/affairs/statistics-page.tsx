import type { AffairStatus } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from 'antd-mobile';
import { affairs } from '../../api/affairs';
import { QueryView } from '../../components/query-view';
import { SectionCard } from '../../components/section-card';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import type { AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { ModuleHeader } from './module-header';
import { useAffairMeta } from './use-affair-meta';

const STATUSES: readonly AffairStatus[] = ['running', 'approved', 'rejected', 'withdrawn', 'ended', 'draft'];

/** Module figures with words in the catalogue; others are shown by their key. */
const KNOWN_FIGURES = ['onLeave', 'overdue'] as const;
const isKnownFigure = (key: string): key is (typeof KNOWN_FIGURES)[number] =>
  (KNOWN_FIGURES as readonly string[]).includes(key);

/** The module's figures for reviewers: requests by status, and the module's own counts. */
export function AffairStatisticsPage(screen: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const meta = useAffairMeta(screen.module);
  const statistics = useQuery({
    queryKey: ['affairs', screen.module.key, 'statistics'],
    queryFn: () => affairs.statistics(screen.module),
    enabled: meta.data?.mayReview === true,
  });
  return (
    <QueryView query={meta}>
      {(loaded) =>
        loaded.mayReview ? (
          <>
            <ModuleHeader module={screen.module} />
            <QueryView query={statistics}>
              {(figures) => (
                <SectionCard title={t('affairs.statistics.byStatus')}>
                  <ul className={styles.figures}>
                    {STATUSES.map((status) => (
                      <li key={status}>
                        <strong>{figures.byStatus[status] ?? 0}</strong>
                        <span>{t(`bpm.state.${status}`)}</span>
                      </li>
                    ))}
                    {Object.entries(figures.figures).map(([key, value]) => (
                      <li key={key}>
                        <strong>{value}</strong>
                        <span>{isKnownFigure(key) ? t(`affairs.figure.${key}`) : key}</span>
                      </li>
                    ))}
                  </ul>
                </SectionCard>
              )}
            </QueryView>
          </>
        ) : (
          <ErrorBlock status="empty" title={t('affairs.review.notForYou')} description="" />
        )
      }
    </QueryView>
  );
}
