import { localize, resolveColumns, type AffairRecordRow } from '@campus/contract';
import { ListCard, type CardLine } from '../../components/list-card';
import { StatusTag } from '../../components/workflow/status-tag';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatMoney } from '../../lib/format';
import { useRelativeTime } from '../../lib/use-relative-time';
import { useViewStore } from '../../stores/view';
import type { AffairScreenProps } from './affair-screen';
import { columnText } from './column-format';

/**
 * A request across a group's modules and years (records, the staff query): its scheme, batch,
 * status (with the module's word for final: 已评定, 已认定), result and amount, and the facts the
 * module keeps beside it (its list's record columns: a change's before and after, a bed, a return).
 */
export function RecordCard({
  row,
  props,
  staff = false,
  onOpen,
}: {
  row: AffairRecordRow;
  props: AffairScreenProps;
  staff?: boolean;
  onOpen: () => void;
}) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const ago = useRelativeTime();
  const module = props.group.modules.find((m) => m.key === row.module);
  const finalLabel =
    row.status === 'final' && module?.finalLabel ? localize(module.finalLabel, language) : undefined;
  const facts = resolveColumns(
    (module?.lists[staff ? 'review' : 'mine'] ?? []).filter((c) => c.source === 'record'),
    null,
    language,
  );
  const context = { language, days: (n: number) => t('affairs.days', { n }) };
  const lines: CardLine[] = [
    ...(staff
      ? [{ label: t('affairs.record.student'), value: `${row.starter.name} · ${row.starter.number}` }]
      : []),
    ...(staff && row.starter.className
      ? [{ label: t('affairs.detail.class'), value: row.starter.className }]
      : []),
    ...facts
      .map((c) => ({ label: c.label, value: columnText(c, row.values[c.key], context) }))
      .filter((line) => line.value !== ''),
    ...(row.batchName ? [{ label: t('affairs.record.batch'), value: row.batchName }] : []),
    ...(row.outcome ? [{ label: t('affairs.record.outcome'), value: row.outcome }] : []),
    ...(row.amount !== null ? [{ label: t('affairs.record.amount'), value: formatMoney(row.amount) }] : []),
    ...(row.status === 'running' && row.curNode
      ? [{ label: t('bpm.list.curNode'), value: row.curNode }]
      : []),
  ];
  return (
    <ListCard
      title={row.moduleTitle}
      tag={<StatusTag state={row.status} label={finalLabel} />}
      lines={lines}
      footer={ago(row.createTime)}
      footerExtra={row.academicYear ? <span>{row.academicYear}</span> : undefined}
      onClick={onOpen}
    />
  );
}
