import { localize, type AffairMeta, type AffairModuleDescriptor } from '@campus/contract';
import { useQueries } from '@tanstack/react-query';
import { groupEndpoints } from '../../api/affairs';
import { endpointQuery } from '../../api/http';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import styles from './affair-pages.module.css';

/**
 * Places used and left per college in the current batch of each module with a quota (名额): the
 * college's reviewers see theirs before they pass a request on (MODULES.md §0 "used / quota").
 */
export function QuotaBanner({
  modules,
  metas,
}: {
  modules: readonly AffairModuleDescriptor[];
  metas: ReadonlyMap<string, AffairMeta | undefined>;
}) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const withQuota = modules.flatMap((module) => {
    const batch = metas.get(module.key)?.batch;
    return module.quota && batch && batch.state !== 'upcoming' ? [{ module, batch }] : [];
  });
  const quotas = useQueries({
    queries: withQuota.map(({ module, batch }) => ({
      ...endpointQuery(groupEndpoints({ key: module.group, service: module.service }).quotas, {
        query: { batchId: batch.id },
      }),
      staleTime: 30_000,
    })),
  });
  const lines = withQuota.flatMap(({ module }, index) =>
    (quotas[index]?.data ?? [])
      .filter((q) => q.quota !== null)
      .map((q) => ({
        key: `${module.key}-${q.collegeId}`,
        text: t('affairs.quota.line', {
          module: localize(module.title, language),
          college: q.collegeName,
          used: q.used,
          quota: q.quota ?? 0,
        }),
        full: q.used >= (q.quota ?? 0),
      })),
  );
  if (lines.length === 0) return null;
  return (
    <section className={styles.quotas} aria-label={t('affairs.quota.title')}>
      {lines.map((line) => (
        <p key={line.key} className={line.full ? styles.quotaFull : undefined}>
          {line.text}
        </p>
      ))}
    </section>
  );
}
