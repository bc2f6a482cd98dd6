import { Dialog, SwipeAction } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bpm, initiatedEndpoints, type DraftRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListCard } from '../../components/list-card';
import { ListPage, listKey } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useRelativeTime } from '../../lib/use-relative-time';
import { BPM_PATHS } from './bpm-paths';

/** What deleting a draft changes: the drafts. */
const DRAFT_QUERIES = [initiatedEndpoints.drafts];

/** Drafts (SPEC /bpmn/myDraft/index): tap to finish and submit, swipe to delete. */
export function MyDraftPage() {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const ago = useRelativeTime();
  const { run } = useCommand(DRAFT_QUERIES);
  const [search, setSearch] = useState('');
  const filters = { 'Q^subject_^SL': search };

  const remove = async (row: DraftRow) => {
    const sure = await Dialog.confirm({
      content: t('bpm.draft.removeConfirm'),
      confirmText: t('bpm.draft.remove'),
      cancelText: t('form.cancel'),
    });
    if (sure) await run(() => bpm.removeDrafts([row.id]), t('bpm.done'));
  };

  const rows = (drafts: DraftRow[]) =>
    drafts.map((row) => (
      <SwipeAction
        key={row.id}
        rightActions={[
          { key: 'remove', text: t('bpm.draft.remove'), color: 'danger', onClick: () => void remove(row) },
        ]}
      >
        <ListCard
          title={row.subject || row.procDefName}
          lines={[{ label: t('bpm.list.process'), value: row.procDefName }]}
          footer={t('bpm.draft.savedAt', { time: ago(row.createTime) })}
          footerExtra={<span>{t('bpm.draft.continue')}</span>}
          onClick={() => navigate(BPM_PATHS.start({ proInstId: row.id }))}
        />
      </SwipeAction>
    ));

  return (
    <ListPage
      queryKey={listKey(initiatedEndpoints.drafts, filters)}
      fetchPage={(pageNo, limit) => bpm.drafts(listBody({ pageNo, limit, filters }))}
      renderRows={rows}
      header={<SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch} />}
    />
  );
}
