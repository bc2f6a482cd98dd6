import { Tag } from 'antd-mobile';
import { useMemo } from 'react';
import type { HandledRow, PendingRow, RequestRow } from '../../api/bpm';
import { ListCard } from '../../components/list-card';
import { engineState } from '../../components/workflow/request-status';
import { StatusTag } from '../../components/workflow/status-tag';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useRelativeTime } from '../../lib/use-relative-time';

/**
 * What every card of a list needs from the language, asked once by the list: a hook per row (two
 * i18next subscriptions each) was a good part of a to-do list's first render on a slow phone.
 */
export function useCardTexts() {
  const { t } = useWorkflowTexts();
  const ago = useRelativeTime();
  // The labels every card repeats, translated once per list (each t() call walks i18next's lookup).
  return useMemo(
    () => ({
      t,
      ago,
      labels: {
        process: t('bpm.list.process'),
        starter: t('bpm.list.starter'),
        curNode: t('bpm.list.curNode'),
      },
    }),
    [t, ago],
  );
}

type CardTexts = ReturnType<typeof useCardTexts>;

interface Selectable {
  selection?: { checked: boolean; onToggle: () => void };
}

/** A task waiting for the caller: whose request, which step, since when, urged how often. */
export function PendingCard({
  row,
  onOpen,
  selection,
  texts: { t, ago, labels },
}: { row: PendingRow; onOpen: () => void; texts: CardTexts } & Selectable) {
  return (
    <ListCard
      title={row.subject}
      tag={
        <Tag color="primary" fill="outline">
          {row.name}
        </Tag>
      }
      badges={
        (row.status !== 'NORMAL' || row.remindTimes > 0) && (
          <>
            {row.status === 'DELIVERTO' && (
              <Tag color="warning">{t('bpm.list.delivered', { name: row.ownerName })}</Tag>
            )}
            {row.status === 'AGENT' && (
              <Tag color="warning">{t('bpm.list.agent', { name: row.ownerName })}</Tag>
            )}
            {row.remindTimes > 0 && <Tag color="danger">{t('bpm.list.urged', { n: row.remindTimes })}</Tag>}
          </>
        )
      }
      lines={[
        { label: labels.process, value: row.procDefName },
        { label: labels.starter, value: row.creatorName },
      ]}
      footer={ago(row.createTime)}
      onClick={onOpen}
      selection={selection}
    />
  );
}

/** A request the caller took part in or started: where it stands and where it waits. */
export function RequestCard({
  row,
  onOpen,
  texts: { ago, labels },
}: {
  row: HandledRow | RequestRow;
  onOpen: () => void;
  texts: CardTexts;
}) {
  const state = engineState(row.status, row.result);
  return (
    <ListCard
      title={row.subject}
      tag={<StatusTag state={state} />}
      lines={[
        { label: labels.process, value: row.procDefName },
        ...('creatorName' in row ? [{ label: labels.starter, value: row.creatorName }] : []),
        ...(state === 'running' && row.curNode ? [{ label: labels.curNode, value: row.curNode }] : []),
      ]}
      footer={ago(row.createTime)}
      onClick={onOpen}
    />
  );
}
