import type { AffairReviewRow, AffairRow, ResolvedColumn } from '@campus/contract';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { ListCard } from '../../components/list-card';
import { StatusTag } from '../../components/workflow/status-tag';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { useRelativeTime } from '../../lib/use-relative-time';
import { useViewStore } from '../../stores/view';
import { cardColumns, columnText } from './column-format';
import { useDictionaryLabels } from './use-affair-meta';

interface AffairRowCardProps {
  row: AffairRow | AffairReviewRow;
  columns: readonly ResolvedColumn[];
  onOpen: () => void;
  selection?: { checked: boolean; onToggle: () => void };
  /** Extra tags under the title (risk flags). */
  badges?: ReactNode;
  /** The scheme's name, on lists across a group's modules. */
  module?: string;
}

/** One request of a module's list, shown with the columns its descriptor declares (resolved by meta). */
export function AffairRowCard({ row, columns, onOpen, selection, badges, module }: AffairRowCardProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const ago = useRelativeTime();
  const dictionaryLabel = useDictionaryLabels(columns.flatMap((c) => (c.dictionary ? [c.dictionary] : [])));
  const context = { language, days: (n: number) => t('affairs.days', { n }), dictionaryLabel };
  const { primary, status, lines } = cardColumns(columns);
  const text = (column: ResolvedColumn) => columnText(column, row.values[column.key], context);
  const review = 'taskId' in row;
  // Sent back to the applicant: say so, why, and what to do, not "in review" (issue 30, item 11).
  const returned = review ? null : row.returned;

  return (
    <ListCard
      title={(primary && text(primary)) || row.subject}
      tag={
        review ? (
          <Tag color="primary" fill="outline">
            {row.nodeName}
          </Tag>
        ) : returned ? (
          <StatusTag state="ended" label={t('affairs.returned.tag')} />
        ) : (
          status && <StatusTag state={row.status} />
        )
      }
      badges={badges}
      lines={[
        ...(module ? [{ label: t('affairs.record.scheme'), value: module }] : []),
        ...lines
          .map((column) => ({ label: column.label, value: text(column) }))
          .filter((line) => line.value !== ''),
        ...(returned?.reason ? [{ label: t('affairs.returned.reason'), value: returned.reason }] : []),
      ]}
      footer={ago(row.createTime)}
      footerExtra={
        returned ? (
          <span>{t('affairs.returned.todo')}</span>
        ) : !review && row.status === 'running' && row.curNode ? (
          <span>{row.curNode}</span>
        ) : undefined
      }
      onClick={onOpen}
      selection={selection}
    />
  );
}
