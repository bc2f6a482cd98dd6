import type { AffairRow, AffairStatus } from '@campus/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs, moduleEndpoints } from '../../api/affairs';
import { endpointKey } from '../../api/endpoint-call';
import { listBody } from '../../api/list-body';
import { ListEmpty } from '../../components/list-empty';
import { ListPage } from '../../components/list-page';
import { QueryView } from '../../components/query-view';
import { SearchHeader } from '../../components/search-header';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { AffairRowCard } from './affair-row-card';
import { screenPath, type AffairScreenProps } from './affair-screen';
import { GroupHeader } from './group-header';
import { useAffairMeta } from './use-affair-meta';
import { useApplyEntry } from './use-apply-entry';
import { ChipTabs } from '../../components/chip-tabs';

/** The statuses "my requests" can be narrowed to. */
const STATUS_TABS: readonly AffairStatus[] = ['running', 'approved', 'rejected', 'draft'];

/**
 * The caller's own requests of one module, with its columns and status; drafts reopen to finish.
 * An empty list names the button on this screen that starts a request (`action`, else the apply
 * entry in the group's header), and none when the screen has none (issue 30 item 17).
 */
export function MinePage(props: AffairScreenProps & { action?: string }) {
  const { t } = useWorkflowTexts();
  const applyEntry = useApplyEntry(props);
  const action = props.action ?? applyEntry;
  const navigate = useNavigate();
  const meta = useAffairMeta(props.module);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const filters = { 'Q^subject^SL': search, 'Q^status^S': status };
  const module = props.module?.key;

  const open = (row: AffairRow) =>
    navigate(
      row.status === 'draft'
        ? screenPath(props, 'apply', { module, query: { draftId: row.id } })
        : screenPath(props, 'detail', { module, query: { id: row.id } }),
    );

  return (
    <QueryView query={meta}>
      {(loaded) => (
        <>
          <GroupHeader props={props} />
          <ListPage
            queryKey={endpointKey(moduleEndpoints(loaded.module).mine, filters)}
            fetchPage={(pageNo, limit) => affairs.mine(loaded.module, listBody({ pageNo, limit, filters }))}
            renderRows={(rows) =>
              rows.map((row) => (
                <AffairRowCard
                  key={row.id}
                  row={row}
                  columns={loaded.columns.mine}
                  onOpen={() => open(row)}
                />
              ))
            }
            emptyContent={
              loaded.mayApply ? (
                <ListEmpty
                  hint={action ? t('affairs.mine.empty', { action }) : t('affairs.mine.emptyNoAction')}
                />
              ) : undefined
            }
            header={
              <SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch}>
                <ChipTabs activeKey={status} onChange={setStatus}>
                  <ChipTabs.Tab key="" title={t('bpm.filter.all')} />
                  {STATUS_TABS.map((key) => (
                    <ChipTabs.Tab key={key} title={t(`bpm.state.${key}`)} />
                  ))}
                </ChipTabs>
              </SearchHeader>
            }
          />
        </>
      )}
    </QueryView>
  );
}
