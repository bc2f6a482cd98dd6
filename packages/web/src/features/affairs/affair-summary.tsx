import { localize, type AffairDetail, type AffairModuleDescriptor } from '@campus/contract';
import { Fact } from '../../components/fact-list';
import { SummaryCard } from '../../components/summary-card';
import { StatusTag } from '../../components/workflow/status-tag';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime } from '../../lib/format';
import { useViewStore } from '../../stores/view';

/** The head of a request's detail: what, whose (with a phone to call for staff), when, where it waits. */
export function AffairSummary({ detail, module }: { detail: AffairDetail; module: AffairModuleDescriptor }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const finalLabel =
    detail.row.status === 'final' && module.finalLabel ? localize(module.finalLabel, language) : undefined;
  const { row, starter } = detail;
  return (
    <SummaryCard title={row.subject} tag={<StatusTag state={row.status} label={finalLabel} />}>
      <Fact label={t('affairs.detail.starter')}>
        {[starter.name, starter.number].filter(Boolean).join(' · ')}
      </Fact>
      {starter.className && <Fact label={t('affairs.detail.class')}>{starter.className}</Fact>}
      {starter.mobile && (
        <Fact label={t('affairs.detail.mobile')}>
          <a href={`tel:${starter.mobile}`}>{starter.mobile}</a>
        </Fact>
      )}
      <Fact label={t('bpm.list.time')}>{formatDateTime(row.createTime, 'YYYY-MM-DD HH:mm')}</Fact>
      {row.status === 'running' && row.curNode && <Fact label={t('bpm.list.curNode')}>{row.curNode}</Fact>}
    </SummaryCard>
  );
}
