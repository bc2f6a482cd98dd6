import { useQuery } from '@tanstack/react-query';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bpm, flowCategoriesQuery, initiatedEndpoints, type ProcessRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListCard } from '../../components/list-card';
import { ListPage, listKey } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { applyPathOf } from '../../lib/affair-route-index';
import { useViewStore } from '../../stores/view';
import { BPM_PATHS } from './bpm-paths';
import styles from './bpm-pages.module.css';
import { ChipTabs } from '../../components/chip-tabs';

/**
 * Where a process starts: a student-affairs module's own application screen (with the approval
 * route shown before submitting) when the process is a module's, else the generic start form.
 */
function startPath(process: ProcessRow): string {
  return applyPathOf(process.key) ?? BPM_PATHS.start({ defId: process.id });
}

/** The tab of favourites; every other tab but "all" is a FLOW_TYPE category id. */
const FAVOURITES = 'favourites';

/** What starring a process changes: the catalogue and the favourites. */
const FAVOURITE_QUERIES = [initiatedEndpoints.newProcesses, initiatedEndpoints.favorited];

/** Start a new process (SPEC /bpmn/newProcess/index): by category, from favourites, or searched. */
export function NewProcessPage() {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const { run } = useCommand(FAVOURITE_QUERIES);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('');
  // Names, categories and approval rules come in the reader's language (a switch asks again).
  const language = useViewStore((s) => s.language);
  const categories = useQuery(flowCategoriesQuery(language));
  const filters = { 'Q^name_^SL': search, 'Q^TYPE_ID_^S': tab === FAVOURITES ? '' : tab };
  const favourites = tab === FAVOURITES;
  const fetch = favourites ? bpm.favoriteProcesses : bpm.newProcesses;
  const endpoint = favourites ? initiatedEndpoints.favorited : initiatedEndpoints.newProcesses;

  const rows = (processes: ProcessRow[]) =>
    processes.map((process) => {
      const favourite = process.favorites === 'Y';
      return (
        <ListCard
          key={process.id}
          title={process.name}
          action={
            <button
              type="button"
              className={styles.star}
              aria-label={favourite ? t('bpm.newProcess.unfavourite') : t('bpm.newProcess.favourite')}
              aria-pressed={favourite}
              onClick={() => void run(() => bpm.setFavorite(process.id, !favourite))}
            >
              {favourite ? <StarFill /> : <StarOutline />}
            </button>
          }
          lines={[
            ...(process.typeName ? [{ label: t('bpm.newProcess.category'), value: process.typeName }] : []),
            ...(process.description ? [{ value: process.description }] : []),
          ]}
          onClick={() => navigate(startPath(process))}
        />
      );
    });

  return (
    <ListPage
      queryKey={listKey(endpoint, { tab, filters, language })}
      fetchPage={(pageNo, limit) => fetch(listBody({ pageNo, limit, filters }))}
      renderRows={rows}
      header={
        <SearchHeader placeholder={t('bpm.search.process')} onSearch={setSearch}>
          <ChipTabs activeKey={tab} onChange={setTab}>
            <ChipTabs.Tab key="" title={t('bpm.filter.all')} />
            <ChipTabs.Tab key={FAVOURITES} title={t('bpm.newProcess.favourites')} />
            {(categories.data ?? []).map((category) => (
              <ChipTabs.Tab key={category.id} title={category.name} />
            ))}
          </ChipTabs>
        </SearchHeader>
      }
    />
  );
}
