import type { AnyRoute, ListQuery, ListReply } from '@campus/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HandledRow, RequestRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListPage, listKey } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { BPM_PATHS } from './bpm-paths';
import { RequestCard, useCardTexts } from './request-cards';
import { ChipTabs } from '../../components/chip-tabs';

/** The engine statuses a list can be narrowed to (`Q^status_^S`). */
const STATUS_FILTERS = ['running', 'end', 'manualend'] as const;

interface RequestListProps<Row extends HandledRow | RequestRow> {
  /** The list's declaration: its key in the cache. */
  endpoint: AnyRoute;
  fetch: (query: ListQuery) => Promise<ListReply<Row>>;
  /** Offer status tabs (all, running, ended, called off). */
  statusTabs?: boolean;
}

/** A searchable list of requests; a tap opens the request. */
export function RequestList<Row extends HandledRow | RequestRow>({
  endpoint,
  fetch,
  statusTabs,
}: RequestListProps<Row>) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const texts = useCardTexts();
  const filters = { 'Q^subject_^SL': search, 'Q^status_^S': status };
  return (
    <ListPage
      queryKey={listKey(endpoint, filters)}
      fetchPage={(pageNo, limit) => fetch(listBody({ pageNo, limit, filters }))}
      renderRows={(rows) =>
        rows.map((row) => (
          <RequestCard
            key={row.id}
            row={row}
            texts={texts}
            onOpen={() => navigate(BPM_PATHS.instance(row.id))}
          />
        ))
      }
      header={
        <SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch}>
          {statusTabs && (
            <ChipTabs activeKey={status} onChange={setStatus}>
              <ChipTabs.Tab key="" title={t('bpm.filter.all')} />
              {STATUS_FILTERS.map((key) => (
                <ChipTabs.Tab key={key} title={t(`bpm.filter.${key}`)} />
              ))}
            </ChipTabs>
          )}
        </SearchHeader>
      }
    />
  );
}
