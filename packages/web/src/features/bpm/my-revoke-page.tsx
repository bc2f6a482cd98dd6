import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bpm, receivedEndpoints, type RevocableRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListCard } from '../../components/list-card';
import { ListPage, listKey } from '../../components/list-page';
import { SearchHeader } from '../../components/search-header';
import { ReasonPopup } from '../../components/workflow/reason-popup';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useRelativeTime } from '../../lib/use-relative-time';
import { BPM_PATHS } from './bpm-paths';

/**
 * Revocable (SPEC /bpmn/myRevoke/index): decisions the caller made that nothing has followed yet,
 * so taking one back still works (ANCHORS: offered only when it can still work).
 */
export function MyRevokePage() {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const ago = useRelativeTime();
  const { busy, run } = useCommand();
  const [search, setSearch] = useState('');
  const [takingBack, setTakingBack] = useState<RevocableRow | null>(null);
  const filters = { 'Q^subject_^SL': search };

  const takeBack = async (row: RevocableRow, opinion: string) => {
    const done = await run(
      async () => (await bpm.revokeTask(row.taskId, opinion || undefined)) ?? true,
      t('bpm.takenBack'),
    );
    if (done !== undefined) setTakingBack(null);
  };

  const rows = (revocable: RevocableRow[]) =>
    revocable.map((row) => (
      <ListCard
        key={row.taskId}
        title={row.subject}
        lines={[
          { label: t('bpm.list.myNode'), value: row.myNode },
          ...(row.curNode ? [{ label: t('bpm.list.curNode'), value: row.curNode }] : []),
        ]}
        footer={t('bpm.revoke.handledAt', { time: ago(row.taskEndTime) })}
        footerAction={
          <Button
            size="mini"
            color="warning"
            fill="outline"
            onClick={(event) => {
              event.stopPropagation();
              setTakingBack(row);
            }}
          >
            {t('bpm.action.takeBack')}
          </Button>
        }
        onClick={() => navigate(BPM_PATHS.instance(row.id))}
      />
    ));

  return (
    <>
      <ListPage
        queryKey={listKey(receivedEndpoints.revocable, filters)}
        fetchPage={(pageNo, limit) => bpm.revocable(listBody({ pageNo, limit, filters }))}
        renderRows={rows}
        header={<SearchHeader placeholder={t('bpm.search.subject')} onSearch={setSearch} />}
      />
      {takingBack && (
        <ReasonPopup
          visible
          title={t('bpm.action.takeBack')}
          warning={t('bpm.confirm.takeBack')}
          placeholder={t('bpm.end.reason')}
          confirmText={t('bpm.action.takeBack')}
          busy={busy}
          onClose={() => setTakingBack(null)}
          onConfirm={(opinion) => void takeBack(takingBack, opinion)}
        />
      )}
    </>
  );
}
