import type { PayoutRow } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd-mobile';
import { groupEndpoints } from '../../api/affairs';
import { EmptyState } from '../../components/empty-state';
import { ListCard } from '../../components/list-card';
import { useWorkflowTexts } from '../../i18n/workflow-texts';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useViewStore } from '../../stores/view';
import { localizedQuery } from './affair-queries';
import type { AffairScreenProps } from './affair-screen';
import styles from './affair-pages.module.css';
import { GroupHeader } from './group-header';
import { ListQueryView } from './list-query-view';

const STATE_COLORS = { pending: 'warning', paid: 'success', failed: 'danger' } as const;

/** A payment's period in words: the year's one sum, a term, or a month (2026-10). */
function usePeriod() {
  const { t } = useWorkflowTexts();
  return (row: PayoutRow) =>
    row.period === 'year' || row.period === 'term1' || row.period === 'term2'
      ? t(`affairs.payout.period.${row.period}`)
      : row.period;
}

/** The student's payments across the group's schemes (发放查询): what, when, how much, paid or not. */
export function PayoutsPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const period = usePeriod();
  const payouts = useQuery(localizedQuery(groupEndpoints(props.group).payouts, undefined, language));
  return (
    <>
      <GroupHeader props={props} subtitle={t('affairs.payout.hint')} />
      <ListQueryView query={payouts} empty={<EmptyState description={t('affairs.payout.none')} />}>
        {(rows) => (
          <div className={styles.cards}>
            {rows.map((row) => (
              <ListCard
                key={row.id}
                title={row.moduleTitle}
                tag={
                  <Tag color={STATE_COLORS[row.state]} fill="outline">
                    {t(`affairs.payout.state.${row.state}`)}
                  </Tag>
                }
                lines={[
                  {
                    label: t('affairs.payout.period.label'),
                    value: [row.academicYear, period(row)].filter(Boolean).join(' · '),
                  },
                  { label: t('affairs.record.amount'), value: formatMoney(row.amount) },
                  row.paidAt
                    ? { label: t('affairs.payout.paidAt'), value: formatDateTime(row.paidAt, 'YYYY-MM-DD') }
                    : { label: t('affairs.payout.due'), value: row.dueDate },
                ]}
              />
            ))}
          </div>
        )}
      </ListQueryView>
    </>
  );
}
