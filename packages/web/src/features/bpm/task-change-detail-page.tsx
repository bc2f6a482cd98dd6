import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router';
import { bpm, changeEndpoints, type ChangeRow } from '../../api/bpm';
import { endpointQuery } from '../../api/http';
import { MissingTarget } from '../../components/missing-target';
import { QueryView } from '../../components/query-view';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';
import { useSessionStore } from '../../stores/session';
import { BPM_PATHS } from './bpm-paths';
import styles from './bpm-pages.module.css';
import { ChangeTags } from './change-tags';

function ChangeDetail({ change }: { change: ChangeRow }) {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const me = useSessionStore((s) => s.uuid);
  const { busy, run } = useCommand();
  // Only who made a change may take it back, and only while it runs.
  const mayWithdraw = change.ownerId === me && change.status === 'running';

  const withdraw = async () => {
    const sure = await Dialog.confirm({
      content: t('bpm.change.withdrawConfirm'),
      confirmText: t('form.confirm'),
      cancelText: t('form.cancel'),
    });
    if (sure) await run(() => bpm.withdrawChange(change.id), t('bpm.done'));
  };

  return (
    <>
      <List header={change.taskSubject} className={styles.detailList}>
        <List.Item extra={<ChangeTags change={change} />}>{t('bpm.change.kind')}</List.Item>
        <List.Item extra={change.taskName}>{t('bpm.list.node')}</List.Item>
        <List.Item extra={change.ownerName}>{t('bpm.change.owner')}</List.Item>
        <List.Item extra={change.executorName}>{t('bpm.change.executor')}</List.Item>
        <List.Item extra={formatDateTime(change.createTime, 'YYYY-MM-DD HH:mm')}>
          {t('bpm.list.time')}
        </List.Item>
        {change.comment && <List.Item description={change.comment}>{t('bpm.change.commentLabel')}</List.Item>}
        <List.Item onClick={() => navigate(BPM_PATHS.instance(change.instanceId))}>
          {t('bpm.change.openRequest')}
        </List.Item>
      </List>
      {mayWithdraw && (
        <div className={styles.detailActions}>
          <Button block color="warning" loading={busy} onClick={() => void withdraw()}>
            {t('bpm.change.withdraw')}
          </Button>
        </div>
      )}
    </>
  );
}

/** Detail of a transfer or delegation (SPEC taskChangeDetail), with withdraw while it runs. */
export function TaskChangeDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const change = useQuery({ ...endpointQuery(changeEndpoints.get, { query: { id } }), enabled: id !== '' });
  if (!id) return <MissingTarget backTo={{ path: BPM_PATHS.taskChange, label: 'bpm.route.taskChange' }} />;
  return <QueryView query={change}>{(data) => <ChangeDetail change={data} />}</QueryView>;
}
