import { Button, SwipeAction, Switch, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { lazy, useState } from 'react';
import { agentEndpoints, bpm, type AgentRow } from '../../api/bpm';
import { listBody } from '../../api/list-body';
import { LazySheet } from '../../components/lazy-sheet';
import { ListCard } from '../../components/list-card';
import { ListEmpty } from '../../components/list-empty';
import { ListPage, listKey } from '../../components/list-page';
import { useCommand } from '../../components/workflow/use-command';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';
import { useSessionStore } from '../../stores/session';
import styles from './agent-page.module.css';
import { confirm } from '../../components/feedback';

// The editor (antd-mobile's Form, the calendar, the process picker) is fetched on the first add or
// edit, not with the list (issue 16).
const AgentEditor = lazy(() => import('./agent-editor').then((m) => ({ default: m.AgentEditor })));

/** What a delegation command changes: the delegations (a task's holding follows on its next read). */
export const AGENT_QUERIES = [agentEndpoints.query, agentEndpoints.get];

/**
 * Standing delegations (ANCHORS: delegation while away, with date ranges approvers set up
 * themselves): the ones I gave, editable, and the ones given to me.
 */
export function AgentPage() {
  const { t } = useWorkflowTexts();
  const me = useSessionStore((s) => s.uuid);
  const { run } = useCommand(AGENT_QUERIES);
  const [editing, setEditing] = useState<AgentRow | 'new' | null>(null);

  const remove = async (agent: AgentRow) => {
    const sure = await confirm({
      content: t('bpm.agent.removeConfirm'),
      confirmText: t('bpm.phrase.remove'),
      cancelText: t('form.cancel'),
    });
    if (sure) await run(() => bpm.removeAgents([agent.id]), t('bpm.done'));
  };

  const day = (time: number) => formatDateTime(time, 'YYYY-MM-DD');
  const rows = (agents: AgentRow[]) =>
    agents.map((agent) => {
      const mine = agent.delegatorId === me;
      const card = (
        <ListCard
          title={
            mine
              ? t('bpm.agent.to', { name: agent.agenterName })
              : t('bpm.agent.from', { name: agent.delegatorName })
          }
          tag={
            mine ? (
              <Switch
                checked={agent.isEnabled === 'Y'}
                aria-label={t('bpm.agent.enabled')}
                onChange={(on) => void run(() => bpm.setAgentEnabled(agent.id, on))}
              />
            ) : (
              <Tag color={agent.isEnabled === 'Y' ? 'success' : 'default'} fill="outline">
                {t(agent.isEnabled === 'Y' ? 'bpm.agent.on' : 'bpm.agent.off')}
              </Tag>
            )
          }
          lines={[
            { label: t('bpm.agent.period'), value: `${day(agent.startDate)} ~ ${day(agent.endDate)}` },
            {
              label: t('bpm.agent.scope'),
              value: agent.agentType === 'all' ? t('bpm.agent.all') : agent.procDefKey,
            },
            ...(agent.title ? [{ label: t('bpm.agent.titleLabel'), value: agent.title }] : []),
          ]}
          onClick={mine ? () => setEditing(agent) : undefined}
        />
      );
      return mine ? (
        <SwipeAction
          key={agent.id}
          rightActions={[
            {
              key: 'remove',
              text: t('bpm.phrase.remove'),
              color: 'danger',
              onClick: () => void remove(agent),
            },
          ]}
        >
          {card}
        </SwipeAction>
      ) : (
        <div key={agent.id}>{card}</div>
      );
    });

  return (
    <>
      <ListPage
        queryKey={listKey(agentEndpoints.query)}
        fetchPage={(pageNo, limit) => bpm.agents(listBody({ pageNo, limit }))}
        renderRows={rows}
        emptyContent={<ListEmpty hint={t('bpm.agent.empty')} />}
        header={<p className={styles.intro}>{t('bpm.agent.intro')}</p>}
      />
      <div className={styles.spacer} aria-hidden />
      <footer className={styles.bar}>
        <Button block color="primary" onClick={() => setEditing('new')}>
          <AddOutline /> {t('bpm.agent.add')}
        </Button>
      </footer>
      <LazySheet visible={editing !== null} onClose={() => setEditing(null)} bodyClassName={styles.sheet}>
        <AgentEditor
          key={editing === 'new' || editing === null ? 'new' : editing.id}
          agent={editing === 'new' || editing === null ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      </LazySheet>
    </>
  );
}
