import type { CompletionRow } from '@campus/contract/affairs/xxcj';
import { useQuery } from '@tanstack/react-query';
import { Button, ProgressBar, Toast } from 'antd-mobile';
import { endpointQuery, http } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import { saveFile } from '../../../../lib/save-file';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { MissingTargetScreen, useTargetId } from '../../target-id';
import { collections, xxcjEndpoints } from './api';
import { useCollectionTexts } from './texts';
import styles from './xxcj.module.css';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const percent = (r: Pick<CompletionRow, 'submitted' | 'total'>) =>
  r.total ? `${Math.round((r.submitted / r.total) * 1000) / 10}%` : '—';

function Rates({ rows }: { rows: (CompletionRow & { collegeName?: string })[] }) {
  return rows.map((r) => (
    <div key={r.id} className={styles.rate}>
      <div className={styles.head}>
        <span>{r.name}</span>
        <span>
          {r.submitted}/{r.total} · {percent(r)}
        </span>
      </div>
      <ProgressBar percent={r.total ? (r.submitted / r.total) * 100 : 0} />
    </div>
  ));
}

/** collectionResults: completion by college and class, who has not filled it in, the export (?id=). */
export function CollectionResultsPage(props: AffairScreenProps) {
  const t = useCollectionTexts();
  const id = useTargetId();
  const results = useQuery({ ...endpointQuery(xxcjEndpoints.results, { query: { id } }), enabled: !!id });
  const missing = useQuery({ ...endpointQuery(xxcjEndpoints.missing, { query: { id } }), enabled: !!id });
  const exportRows = async () => {
    try {
      saveFile(await collections.exportEntries(id), `collection-${id}.xlsx`, XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('results.exported') });
    } catch (error) {
      http.report(error);
    }
  };
  if (!id) return <MissingTargetScreen props={props} />;
  return (
    <>
      <GroupHeader props={props} />
      <QueryView query={results}>
        {(loaded) => (
          <>
            <SectionCard
              title={loaded.collection.title}
              extra={<strong>{percent(loaded.collection)}</strong>}
            >
              <p className={styles.meta}>
                {t('manage.rate', { submitted: loaded.collection.submitted, total: loaded.collection.total })}
              </p>
            </SectionCard>
            <div className={styles.bar}>
              <Button size="small" onClick={() => void exportRows()}>
                {t('results.export')}
              </Button>
            </div>
            {loaded.byCollege.length > 1 && (
              <SectionCard title={t('results.byCollege')}>
                <Rates rows={loaded.byCollege} />
              </SectionCard>
            )}
            <SectionCard title={t('results.byClass')}>
              <Rates rows={loaded.byClass} />
            </SectionCard>
            <SectionCard title={t('results.missing', { n: missing.data?.length ?? 0 })}>
              {missing.data?.length === 0 && <p className={styles.meta}>{t('results.allDone')}</p>}
              {missing.data?.slice(0, 200).map((s) => (
                <p key={s.id} className={styles.meta}>
                  {s.name} · {s.number} · {s.className}
                </p>
              ))}
            </SectionCard>
          </>
        )}
      </QueryView>
    </>
  );
}
