import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs } from '../../api/affairs';
import { listBody } from '../../api/list-body';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { SearchHeader } from '../../components/search-header';
import { BatchApproveBar } from '../../components/workflow/batch-approve-bar';
import { BatchToolbar } from '../../components/workflow/batch-toolbar';
import { useBatchSelection } from '../../components/workflow/use-batch-selection';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { AffairRowCard } from './affair-row-card';
import { affairPath, type AffairScreenProps } from './affair-screen';
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
  const meta = useAffairMeta(screen.module);
  const [search, setSearch] = useState('');
  const filters = { 'Q^starterName^SL': search };
  const queryKey = ['affairs', screen.module.key, 'review', filters];
  const batch = useBatchSelection(queryKey);

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
                    selection={batch.selectionOf(row.taskId)}
                  />
                ))
              }
              emptyContent={<ListEmpty hint={t('affairs.review.empty')} />}
              header={
                <SearchHeader placeholder={t('affairs.review.search')} onSearch={setSearch}>
                  <BatchToolbar
                    active={batch.active}
                    hint={t('affairs.review.hint')}
                    onStart={batch.start}
                    onCancel={batch.leave}
                  />
                </SearchHeader>
              }
            />
            {batch.active && (
              <BatchApproveBar
                allLoaded={batch.loadedTaskIds}
                selected={batch.selected}
                onSelect={batch.setSelected}
                onDone={batch.leave}
              />
            )}
          </>
        )
      }
    </QueryView>
  );
}
