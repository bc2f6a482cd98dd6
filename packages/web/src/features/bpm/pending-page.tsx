import type { ListReply } from '@campus/contract';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { bpm, type PendingRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListPage } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { BatchApproveBar } from '../../components/workflow/batch-approve-bar';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { BPM_PATHS } from './bpm-paths';
import styles from './bpm-pages.module.css';
import { PendingCard } from './request-cards';

/**
 * To-do (SPEC /bpmn/pending/index and pending-matter/index): tasks the caller may act on now,
 * searchable; "batch" ticks several and agrees to them with one opinion.
 */
export function PendingPage() {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [batch, setBatch] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const client = useQueryClient();
  const filters = { 'Q^subject_^SL': search };
  const queryKey = ['bpm', 'pending', filters];
  // "Select all" ticks the tasks loaded so far, read from the list's cache when tapped.
  const loadedTaskIds = () =>
    (client.getQueryData<InfiniteData<ListReply<PendingRow>>>(queryKey)?.pages ?? []).flatMap((page) =>
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

  const rows = (pending: PendingRow[]) =>
    pending.map((row) => (
      <PendingCard
        key={row.taskId}
        row={row}
        onOpen={() => navigate(BPM_PATHS.task(row.taskId))}
        selection={
          batch ? { checked: selected.has(row.taskId), onToggle: () => toggle(row.taskId) } : undefined
        }
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
            <div className={styles.toolbar}>
              <span>{batch ? t('bpm.batch.hint') : t('bpm.pending.hint')}</span>
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
    </div>
  );
}
