import type { ReactNode } from 'react';
import type { FormAttributes } from '../../api/bpm';
import { Fact } from '../../components/fact-list';
import { SummaryCard } from '../../components/summary-card';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';

/** The head of a request or task screen: what it is, whose, since when, where it stands. */
export function RequestSummary({ attributes, tag }: { attributes: FormAttributes; tag?: ReactNode }) {
  const { t } = useWorkflowTexts();
  const starter = attributes.creatorName ?? attributes.starterName;
  return (
    <SummaryCard title={attributes.subject ?? attributes.procDefName} tag={tag}>
      <Fact label={t('bpm.list.process')}>{attributes.procDefName}</Fact>
      {starter && <Fact label={t('bpm.list.starter')}>{starter}</Fact>}
      {attributes.taskId && <Fact label={t('bpm.list.node')}>{attributes.nodeName}</Fact>}
      {attributes.createTime !== undefined && (
        <Fact label={t('bpm.list.time')}>{formatDateTime(attributes.createTime, 'YYYY-MM-DD HH:mm')}</Fact>
      )}
    </SummaryCard>
  );
}
