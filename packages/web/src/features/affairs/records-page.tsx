import type { AffairRecordRow, AffairStatus } from '@campus/contract';
import { localize } from '@campus/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { affairs, groupEndpoints } from '../../api/affairs';
import { listBody } from '../../api/list-body';
import { ListEmpty } from '../../components/list-empty';
import { ListPage } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useViewStore } from '../../stores/view';
import { localizedKey } from './affair-queries';
import { screenPath, type AffairScreenProps } from './affair-screen';
import { GroupHeader } from './group-header';
import { RecordCard } from './record-card';
import { ChipTabs } from '../../components/chip-tabs';

const STATUS_TABS: readonly AffairStatus[] = [
  'running',
  'publicity',
  'final',
  'approved',
  'rejected',
  'draft',
];

/**
 * The student's applications across the group's modules and years (applicationRecord): every
 * scheme's, newest first, with where each stands, what it brought and how much; drafts reopen.
 */
export function RecordsPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const language = useViewStore((s) => s.language);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [module, setModule] = useState('');
  const filters = { 'Q^subject^SL': search, 'Q^status^S': status, 'Q^module^S': module };
  const many = props.group.modules.length > 1;
  const statuses = props.group.modules.some((m) => m.publicity)
    ? STATUS_TABS
    : STATUS_TABS.filter((s) => s !== 'publicity' && s !== 'final');

  const open = (row: AffairRecordRow) =>
    navigate(
      row.status === 'draft'
        ? screenPath(props, 'apply', { module: row.module, query: { draftId: row.id } })
        : screenPath(props, 'detail', { module: row.module, query: { id: row.id } }),
    );

  return (
    <>
      <GroupHeader props={props} />
      <ListPage
        queryKey={localizedKey(groupEndpoints(props.group).records, filters, language)}
        fetchPage={(pageNo, limit) => affairs.records(props.group, listBody({ pageNo, limit, filters }))}
        renderRows={(rows) =>
          rows.map((row) => <RecordCard key={row.id} row={row} props={props} onOpen={() => open(row)} />)
        }
        emptyContent={<ListEmpty hint={t('affairs.records.empty')} />}
        header={
          <SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch}>
            {many && (
              <ChipTabs activeKey={module} onChange={setModule}>
                <ChipTabs.Tab key="" title={t('affairs.filter.allSchemes')} />
                {props.group.modules.map((m) => (
                  <ChipTabs.Tab key={m.key} title={localize(m.title, language)} />
                ))}
              </ChipTabs>
            )}
            <ChipTabs activeKey={status} onChange={setStatus}>
              <ChipTabs.Tab key="" title={t('bpm.filter.all')} />
              {statuses.map((key) => (
                <ChipTabs.Tab key={key} title={t(`bpm.state.${key}`)} />
              ))}
            </ChipTabs>
          </SearchHeader>
        }
      />
    </>
  );
}
