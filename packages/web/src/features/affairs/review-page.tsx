import { localize, type AffairReviewRow } from '@campus/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs, groupEndpoints, moduleEndpoints } from '../../api/affairs';
import { endpointKey } from '../../api/endpoint-call';
import { listBody } from '../../api/list-body';
import { ListEmpty } from '../../components/list-empty';
import { ListPage } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { LazyBatchApproveBar } from '../../components/workflow/lazy-batch-approve-bar';
import { BatchToolbar } from '../../components/workflow/batch-toolbar';
import { useBatchSelection } from '../../components/workflow/use-batch-selection';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { AffairRowCard } from './affair-row-card';
import { screenPath, type AffairScreenProps } from './affair-screen';
import { mayReviewIn } from './audience';
import { GroupHeader } from './group-header';
import { QuotaBanner } from './quota-banner';
import { RiskFlags } from './risk-flags';
import { useAffairMetas } from './use-affair-meta';
import { useViewer } from './use-viewer';
import { ErrorBlock } from '../../components/error-block';
import { ChipTabs } from '../../components/chip-tabs';

/**
 * The to-review list (the counsellor's triage inbox, ANCHORS): one module's, or across the group's
 * modules with a chip per scheme; risk flags on each request, the colleges' places used, search by
 * student, batch approval. Only reviewers get here; the server refuses others.
 */
export function ReviewPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const viewer = useViewer();
  const reviewed = props.module
    ? [props.module]
    : props.group.modules.filter((m) => m.audience.review.some((role) => viewer.roles.includes(role)));
  const metas = useAffairMetas(reviewed);
  const [search, setSearch] = useState('');
  const [module, setModule] = useState('');
  const filters = { 'Q^starterName^SL': search, ...(props.module ? {} : { 'Q^module^S': module }) };
  const queryKey = endpointKey(
    props.module ? moduleEndpoints(props.module).review : groupEndpoints(props.group).review,
    filters,
  );
  const batch = useBatchSelection(queryKey);

  if (!mayReviewIn(props.group, viewer, props.module?.key))
    return <ErrorBlock status="empty" title={t('affairs.review.notForYou')} description="" />;

  const fetchPage = (pageNo: number, limit: number) =>
    props.module
      ? affairs.review(props.module, listBody({ pageNo, limit, filters }))
      : affairs.groupReview(props.group, listBody({ pageNo, limit, filters }));
  const open = (row: AffairReviewRow) =>
    navigate(screenPath(props, 'detail', { module: row.module, query: { id: row.id } }));

  return (
    <>
      <GroupHeader props={props} />
      <QuotaBanner modules={reviewed} metas={metas} />
      <ListPage
        queryKey={queryKey}
        fetchPage={fetchPage}
        renderRows={(rows) =>
          rows.map((row) => (
            <AffairRowCard
              key={row.taskId}
              row={row}
              columns={metas.get(row.module)?.columns.review ?? []}
              onOpen={() => open(row)}
              selection={batch.selectionOf(row.taskId)}
              badges={row.flags.length > 0 && <RiskFlags flags={row.flags} />}
              module={
                props.module
                  ? undefined
                  : localize(props.group.modules.find((m) => m.key === row.module)?.title, language)
              }
            />
          ))
        }
        emptyContent={<ListEmpty hint={t('affairs.review.empty')} />}
        header={
          <SearchHeader placeholder={t('affairs.review.search')} onSearch={setSearch}>
            {!props.module && reviewed.length > 1 && (
              <ChipTabs activeKey={module} onChange={setModule}>
                <ChipTabs.Tab key="" title={t('affairs.filter.allSchemes')} />
                {reviewed.map((m) => (
                  <ChipTabs.Tab key={m.key} title={localize(m.title, language)} />
                ))}
              </ChipTabs>
            )}
            <BatchToolbar batch={batch} hint={t('affairs.review.hint')} />
          </SearchHeader>
        }
      />
      <LazyBatchApproveBar batch={batch} />
    </>
  );
}
