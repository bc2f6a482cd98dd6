import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bpm, receivedEndpoints, type PendingRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListPage, listKey } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { LazyBatchApproveBar } from '../../components/workflow/lazy-batch-approve-bar';
import { BatchToolbar } from '../../components/workflow/batch-toolbar';
import { useBatchSelection } from '../../components/workflow/use-batch-selection';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useSessionStore } from '../../stores/session';
import { BPM_PATHS } from './bpm-paths';
import styles from './bpm-pages.module.css';
import { ReachChips, reachFilter } from './reach-chips';
import { PendingCard, useCardTexts } from './request-cards';

/**
 * To-do (SPEC /bpmn/pending/index and pending-matter/index): tasks the caller may act on now,
 * searchable; "batch" ticks several and agrees to them with one opinion. Staff can narrow the
 * list by how the tasks reached them (chips); students, whose to-do holds their own requests
 * sent back to them, are not offered the chips.
 */
export function PendingPage() {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const isStaff = useSessionStore((state) => state.userInfo?.employee.kind === 'staff');
  const [search, setSearch] = useState('');
  const [chip, setChip] = useState('');
  const filters = { 'Q^subject_^SL': search, 'Q^reach^SIN': isStaff ? reachFilter(chip) : '' };
  const queryKey = listKey(receivedEndpoints.pending, filters);
  const batch = useBatchSelection(queryKey);
  const texts = useCardTexts();

  const rows = (pending: PendingRow[]) =>
    pending.map((row) => (
      <PendingCard
        key={row.taskId}
        row={row}
        texts={texts}
        onOpen={() => navigate(BPM_PATHS.task(row.taskId))}
        selection={batch.selectionOf(row.taskId)}
      />
    ));

  return (
    <div className={styles.page}>
      <ListPage
        queryKey={queryKey}
        fetchPage={(pageNo, limit) => bpm.pending(listBody({ pageNo, limit, filters }))}
        renderRows={rows}
        header={
          <SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch}>
            {isStaff && <ReachChips value={chip} onChange={setChip} />}
            <BatchToolbar batch={batch} hint={t('bpm.pending.hint')} />
          </SearchHeader>
        }
      />
      <LazyBatchApproveBar batch={batch} />
    </div>
  );
}
