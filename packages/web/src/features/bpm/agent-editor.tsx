import { useQuery } from '@tanstack/react-query';
import { Button, Input, Selector, Switch } from 'antd-mobile';
import dayjs from '../../lib/dayjs';
import { useState } from 'react';
import { bpm, initiatedEndpoints, type AgentRow } from '../../api/bpm';
import { endpointQuery } from '../../api/http';
import { listBody } from '../../api/list-body';
import { FieldItem, FieldList } from '../../components/field-item';
import { PickerTrigger } from '../../components/picker-trigger';
import { LazyUserSelector } from '../../components/user-selector/lazy-user-selector';
import type { PickedUser } from '../../components/user-selector/selection';
import { useCommand } from '../../components/workflow/use-command';
import { AGENT_QUERIES } from './agent-page';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useSessionStore } from '../../stores/session';
import styles from './agent-page.module.css';
import { CalendarPicker } from '../../components/calendar-picker';
import { Picker } from '../../components/overlays';

interface AgentEditorProps {
  /** The delegation to change; none: a new one. */
  agent?: AgentRow;
  onClose: () => void;
}

/**
 * Sets up a standing delegation: to whom, for which dates, for every process or one. Its checks are
 * the confirm button's (enabled once the required choices are made), so the rows are FieldItems,
 * not antd-mobile's Form; shown in the delegation screen's LazySheet, fetched on add or edit.
 */
export function AgentEditor({ agent, onClose }: AgentEditorProps) {
  const { t } = useWorkflowTexts();
  const me = useSessionStore((s) => s.uuid);
  const { busy, run } = useCommand(AGENT_QUERIES);
  const [agenter, setAgenter] = useState<PickedUser | undefined>(
    agent ? { id: agent.agenterId, name: agent.agenterName } : undefined,
  );
  const [title, setTitle] = useState(agent?.title ?? '');
  const [period, setPeriod] = useState<[Date, Date] | null>(
    agent ? [new Date(agent.startDate), new Date(agent.endDate)] : null,
  );
  const [scope, setScope] = useState<AgentRow['agentType']>(agent?.agentType ?? 'all');
  const [processKey, setProcessKey] = useState(agent?.procDefKey ?? undefined);
  const [enabled, setEnabled] = useState(agent ? agent.isEnabled === 'Y' : true);
  const [open, setOpen] = useState<'people' | 'period' | 'process' | null>(null);
  const processes = useQuery({
    // listBody, not the contract's emptyListQuery: the same body without the zod schemas beside it.
    ...endpointQuery(initiatedEndpoints.newProcesses, { body: listBody({ pageNo: 1, limit: 200 }) }),
    enabled: scope === 'part',
  });
  const processName = processes.data?.dataResult.find((p) => p.key === processKey)?.name ?? processKey;
  const ready = agenter && period && (scope === 'all' || processKey);

  const save = async () => {
    if (!agenter || !period) return;
    const saved = await run(
      () =>
        bpm.saveAgent({
          id: agent?.id,
          title: title.trim() || undefined,
          agenterId: agenter.id,
          agentType: scope,
          procDefKey: scope === 'part' ? processKey : undefined,
          startDate: dayjs(period[0]).startOf('day').valueOf(),
          endDate: dayjs(period[1]).endOf('day').valueOf(),
          isEnabled: enabled,
        }),
      t('bpm.done'),
    );
    if (saved) onClose();
  };

  return (
    <>
      <h2 className={styles.title}>{agent ? t('bpm.agent.edit') : t('bpm.agent.add')}</h2>
      <FieldList className={styles.form}>
        <FieldItem label={t('bpm.agent.agenter')} required>
          <PickerTrigger
            id="agent-agenter"
            text={agenter?.name}
            placeholder={t('form.placeholder.select')}
            onOpen={() => setOpen('people')}
          />
        </FieldItem>
        <FieldItem label={t('bpm.agent.period')} required>
          <PickerTrigger
            id="agent-period"
            text={
              period
                ? `${dayjs(period[0]).format('YYYY-MM-DD')} ~ ${dayjs(period[1]).format('YYYY-MM-DD')}`
                : undefined
            }
            placeholder={t('form.placeholder.dateRange')}
            onOpen={() => setOpen('period')}
          />
        </FieldItem>
        <FieldItem label={t('bpm.agent.scope')}>
          <Selector
            showCheckMark={false}
            value={[scope]}
            onChange={([next]) => next && setScope(next)}
            options={[
              { value: 'all', label: t('bpm.agent.all') },
              { value: 'part', label: t('bpm.agent.part') },
            ]}
          />
        </FieldItem>
        {scope === 'part' && (
          <FieldItem label={t('bpm.agent.process')} required>
            <PickerTrigger
              id="agent-process"
              text={processName}
              placeholder={t('form.placeholder.select')}
              onOpen={() => setOpen('process')}
            />
          </FieldItem>
        )}
        <FieldItem label={t('bpm.agent.titleLabel')}>
          <Input
            value={title}
            onChange={setTitle}
            placeholder={t('bpm.agent.titlePlaceholder')}
            maxLength={200}
          />
        </FieldItem>
        <FieldItem label={t('bpm.agent.enabled')} alignEnd>
          <Switch checked={enabled} onChange={setEnabled} />
        </FieldItem>
      </FieldList>
      <div className={styles.actions}>
        <Button onClick={onClose}>{t('form.cancel')}</Button>
        <Button color="primary" disabled={!ready} loading={busy} onClick={() => void save()}>
          {t('form.confirm')}
        </Button>
      </div>
      <LazyUserSelector
        visible={open === 'people'}
        title={t('bpm.agent.agenter')}
        excludeIds={[me]}
        onClose={() => setOpen(null)}
        onConfirm={([person]) => {
          setAgenter(person);
          setOpen(null);
        }}
      />
      <CalendarPicker
        visible={open === 'period'}
        selectionMode="range"
        min={dayjs().startOf('day').toDate()}
        defaultValue={period}
        onClose={() => setOpen(null)}
        onMaskClick={() => setOpen(null)}
        onConfirm={(range) => setPeriod(range)}
      />
      <Picker
        visible={open === 'process'}
        columns={[(processes.data?.dataResult ?? []).map((p) => ({ value: p.key, label: p.name }))]}
        value={processKey ? [processKey] : []}
        onClose={() => setOpen(null)}
        onConfirm={([key]) => setProcessKey(typeof key === 'string' ? key : undefined)}
      />
    </>
  );
}
