import { List } from 'antd-mobile';
import { UserSetOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { bpm, changeEndpoints, type ChangeRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { ListCard } from '../../components/list-card';
import { ListPage, listKey } from '../../components/list-page';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useRelativeTime } from '../../lib/use-relative-time';
import { useSessionStore } from '../../stores/session';
import { BPM_PATHS } from './bpm-paths';
import styles from './bpm-pages.module.css';
import { ChangeTags } from './change-tags';
import { ChipTabs } from '../../components/chip-tabs';

type Side = 'made' | 'received';

/** My transfers and delegations (SPEC /bpmn/taskChange/index): those I made and those I received. */
export function TaskChangePage() {
  const { t } = useWorkflowTexts();
  const navigate = useNavigate();
  const ago = useRelativeTime();
  const me = useSessionStore((s) => s.uuid);
  const [side, setSide] = useState<Side>('made');
  const filters: Record<string, string> = side === 'made' ? { 'Q^ownerId^S': me } : { 'Q^executorId^S': me };

  const rows = (changes: ChangeRow[]) =>
    changes.map((change) => (
      <ListCard
        key={change.id}
        title={change.taskSubject}
        tag={<ChangeTags change={change} />}
        lines={[
          { label: t('bpm.list.node'), value: change.taskName },
          { label: t('bpm.change.route'), value: `${change.ownerName} → ${change.executorName}` },
        ]}
        footer={ago(change.createTime)}
        onClick={() => navigate(BPM_PATHS.changeDetail(change.id))}
      />
    ));

  return (
    <ListPage
      queryKey={listKey(changeEndpoints.query, side)}
      fetchPage={(pageNo, limit) => bpm.changes(listBody({ pageNo, limit, filters }))}
      renderRows={rows}
      header={
        <>
          <List className={styles.agentLink}>
            <List.Item
              prefix={<UserSetOutline />}
              description={t('bpm.agent.linkHint')}
              onClick={() => navigate(BPM_PATHS.agent)}
            >
              {t('bpm.agent.link')}
            </List.Item>
          </List>
          <div className={styles.sideTabs}>
            <ChipTabs activeKey={side} onChange={(key) => setSide(key as Side)}>
              <ChipTabs.Tab key="made" title={t('bpm.change.made')} />
              <ChipTabs.Tab key="received" title={t('bpm.change.received')} />
            </ChipTabs>
          </div>
        </>
      }
    />
  );
}
