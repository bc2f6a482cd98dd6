import type { AffairStatus, RequestStanding } from '@campus/contract';
import { Fact, FactList } from '../../components/fact-list';
import { SectionCard } from '../../components/section-card';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime, formatMoney } from '../../lib/format';

/** Where a request stands beyond its workflow: its batch and year, the amount, its publicity. */
export function StandingCard({ standing, status }: { standing: RequestStanding; status: AffairStatus }) {
  const { t } = useWorkflowTexts();
  const facts = [
    ...(standing.batchName ? [[t('affairs.record.batch'), standing.batchName]] : []),
    ...(standing.academicYear ? [[t('affairs.record.year'), standing.academicYear]] : []),
    ...(standing.amount !== null ? [[t('affairs.record.amount'), formatMoney(standing.amount)]] : []),
    ...(standing.publicityEnd !== null && (status === 'publicity' || status === 'objection')
      ? [[t('affairs.record.publicityEnd'), formatDateTime(standing.publicityEnd - 1, 'YYYY-MM-DD')]]
      : []),
    ...(standing.openObjections > 0
      ? [[t('affairs.record.objections'), String(standing.openObjections)]]
      : []),
  ];
  if (facts.length === 0) return null;
  return (
    <SectionCard title={t('affairs.record.standing')}>
      <FactList>
        {facts.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </FactList>
    </SectionCard>
  );
}
