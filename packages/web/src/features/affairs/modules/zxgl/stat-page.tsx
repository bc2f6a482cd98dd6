import type { Count } from '@campus/contract';
import { ANONYMOUS_KEY, type StatDimension, type StatRow } from '@campus/contract/affairs/zxgl';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { EmptyState } from '../../../../components/empty-state';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { Chart } from '../../staff/chart';
import { barHeight, barOption } from '../../staff/chart-options';
import { endpointQuery } from '../../../../api/http';
import { zxglEndpoints } from './api';
import { useCounsellingTexts, type CounsellingTextKey } from './texts';
import styles from './zxgl.module.css';

const DIMENSIONS: Record<string, StatDimension> = {
  statCounsellor: 'counsellor',
  statType: 'type',
  statCollege: 'college',
};

/**
 * statCounsellor, statType, statCollege: bookings counted by counsellor, topic or the student's
 * college (counts only), as a chart of bookings and a line of outcomes per row.
 */
export function CounsellingStatPage(props: AffairScreenProps) {
  const t = useCounsellingTexts();
  const by = DIMENSIONS[props.screen.route] ?? 'counsellor';
  const stats = useQuery(endpointQuery(zxglEndpoints.statistics, { query: { by } }));
  const label = (row: StatRow) =>
    by === 'type'
      ? t(`topic.${row.key}` as CounsellingTextKey)
      : row.key === ANONYMOUS_KEY
        ? t('stat.anonymous')
        : row.label || t('stat.unknown');
  const counts = (rows: readonly StatRow[]): Count[] =>
    rows.map((r) => ({ key: r.key, label: label(r), count: r.bookings }));
  return (
    <>
      <GroupHeader props={props} subtitle={t('stat.hint')}>
        {stats.data && (
          <div className={styles.figures}>
            {(['bookings', 'done', 'cancelled', 'noShow'] as const).map((key) => (
              <div key={key}>
                <strong>{stats.data.totals[key]}</strong>
                <span>{t(`stat.${key}`)}</span>
              </div>
            ))}
          </div>
        )}
      </GroupHeader>
      <QueryView query={stats}>
        {(loaded) =>
          loaded.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <SectionCard title={t('stat.chart')}>
                <Chart
                  option={barOption(counts(loaded.rows))}
                  label={t('stat.chart')}
                  height={barHeight(loaded.rows.length)}
                />
              </SectionCard>
              <SectionCard title={t('stat.rows')}>
                <List>
                  {loaded.rows.map((row) => (
                    <List.Item key={row.key} extra={row.bookings} description={t('stat.line', { ...row })}>
                      {label(row)}
                    </List.Item>
                  ))}
                </List>
              </SectionCard>
            </>
          )
        }
      </QueryView>
    </>
  );
}
