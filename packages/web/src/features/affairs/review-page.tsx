import type { AffairReviewRow, ListReply } from '@campus/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Button, ErrorBlock } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs } from '../../api/affairs';
import { listBody } from '../../api/list-body';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { SearchHeader } from '../../components/search-header';
import { BatchApproveBar } from '../../components/workflow/batch-approve-bar';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { AffairRowCard } from './affair-row-card';
import { affairPath, type AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { RiskFlags } from './risk-flags';
import { useAffairMeta } from './use-affair-meta';
import { ListEmpty } from '../../components/list-empty';

/**
 * The module's to-review list (the counsellor's triage inbox, ANCHORS): risk flags on each
 * request, search by student, batch approval. Only reviewers get here; the server refuses others.
 */
export function AffairReviewPage(screen: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const client = useQueryClient();
  const meta = useAffairMeta(screen.module);
  const [search, setSearch] = useState('');
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const filters = { 'Q^starterName^SL': search };
  const queryKey = ['affairs', screen.module.key, 'review', filters];
  const loadedTaskIds = () =>
    (client.getQueryData<InfiniteData<ListReply<AffairReviewRow>>>(queryKey)?.pages ?? []).flatMap((page) =>
      page.dataResult.map((row) => row.taskId),
    );
  const toggle = (taskId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  const leaveBatch = useCallback(() => {
    setBatch(false);
    setSelected(new Set());
  }, []);

  return (
    <QueryView query={meta}>
      {(loaded) =>
        !loaded.mayReview ? (
          <ErrorBlock status="empty" title={t('affairs.review.notForYou')} description="" />
        ) : (
          <>
            <ListPage
              queryKey={queryKey}
              fetchPage={(pageNo, limit) =>
                affairs.review(screen.module, listBody({ pageNo, limit, filters }))
              }
              renderRows={(rows) =>
                rows.map((row) => (
                  <AffairRowCard
                    key={row.taskId}
                    row={row}
                    columns={screen.module.lists.review}
                    badges={row.flags.length > 0 && <RiskFlags flags={row.flags} />}
                    onOpen={() => navigate(affairPath(screen, 'detail', { id: row.id }))}
                    selection={
                      batch
                        ? { checked: selected.has(row.taskId), onToggle: () => toggle(row.taskId) }
                        : undefined
                    }
                  />
                ))
              }
              emptyContent={<ListEmpty hint={t('affairs.review.empty')} />}
              header={
                <SearchHeader placeholder={t('affairs.review.search')} onSearch={setSearch}>
                  <div className={styles.toolbar}>
                    <span>{batch ? t('bpm.batch.hint') : t('affairs.review.hint')}</span>
                    <Button
                      size="mini"
                      color="primary"
                      fill="outline"
                      onClick={() => (batch ? leaveBatch() : setBatch(true))}
                    >
                      {batch ? t('form.cancel') : t('bpm.batch.start')}
                    </Button>
                  </div>
                </SearchHeader>
              }
            />
            {batch && (
              <BatchApproveBar
                allLoaded={loadedTaskIds}
                selected={selected}
                onSelect={setSelected}
                onDone={leaveBatch}
              />
            )}
          </>
        )
      }
    </QueryView>
  );
}
