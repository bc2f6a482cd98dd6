import type { Count } from '@campus/contract';
import { ANONYMOUS_KEY, type StatDimension, type StatRow } from '@campus/contract/affairs/zxgl';
import { useQuery } from '@tanstack/react-query';
import { List } from 'antd-mobile';
import { EmptyState } from '../../../../components/empty-state';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { BarChartCard } from '../../bar-chart-card';
import { HeaderFigures } from '../../header-figures';
import { countFigures } from '../../figures';
import { endpointQuery } from '../../../../api/http';
import { zxglEndpoints } from './api';
import { useCounsellingTexts, type CounsellingTextKey } from './texts';

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
          <HeaderFigures
            figures={countFigures(stats.data.totals, ['bookings', 'done', 'cancelled', 'noShow'], (key) =>
              t(`stat.${key}`),
            )}
          />
        )}
      </GroupHeader>
      <QueryView query={stats}>
        {(loaded) =>
          loaded.rows.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <BarChartCard title={t('stat.chart')} counts={counts(loaded.rows)} />
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
