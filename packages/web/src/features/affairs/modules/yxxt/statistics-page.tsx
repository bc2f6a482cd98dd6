import type { OnboardingStatsRow } from '@campus/contract/affairs/yxxt';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { QueryView } from '../../../../components/query-view';
import { ScrollRegion } from '../../../../components/scroll-region';
import { SectionCard } from '../../../../components/section-card';
import { formatDateTime } from '../../../../lib/format';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { Chart } from '../../../../components/charts/chart';
import { barOption } from '../../../../components/charts/chart-options';
import { endpointQuery } from '../../../../api/http';
import { yxxtEndpoints } from './api';
import { useYxxtTexts } from './texts';
import styles from './yxxt.module.css';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** A college's or a major's figures (MODULES §11); the paid column only where the school keeps bills. */
function Table({ rows, label }: { rows: OnboardingStatsRow[]; label: string }) {
  const t = useYxxtTexts();
  const bills = rows.some((row) => row.paid !== null);
  return (
    <ScrollRegion className={styles.tableScroll} label={label}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th />
            <th>{t('stats.expected')}</th>
            <th>{t('stats.checkedIn')}</th>
            <th>{t('stats.rate')}</th>
            <th>{t('stats.greenChannel')}</th>
            <th>{t('stats.inDorm')}</th>
            {bills && <th>{t('stats.paid')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>{row.expected}</td>
              <td>{row.checkedIn}</td>
              <td>{percent(row.rate)}</td>
              <td>{row.greenChannel}</td>
              <td>{row.inDorm}</td>
              {bills && <td data-column="paid">{row.paid ?? 0}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** onlineStatistics: today's live onboarding figures (every 30 s), by college and by major, with a chart. */
export function OnboardingStatisticsPage(props: AffairScreenProps) {
  const t = useYxxtTexts();
  const stats = useQuery({
    ...endpointQuery(yxxtEndpoints.statistics),
    refetchInterval: 30_000,
  });
  const option = useMemo(
    () =>
      barOption(
        (stats.data?.byCollege ?? []).map((c) => ({ key: c.id, label: c.name, count: c.checkedIn })),
        { labelWidth: 110 },
      ),
    [stats.data],
  );
  return (
    <>
      <GroupHeader
        props={props}
        subtitle={
          stats.data &&
          t('stats.live', { date: stats.data.date, time: formatDateTime(stats.data.at, 'HH:mm:ss') })
        }
      />
      <QueryView query={stats}>
        {(loaded) =>
          loaded.totals.expected === 0 ? (
            <p className={`${styles.card} ${styles.hint}`}>{t('stats.none', { cohort: loaded.cohort })}</p>
          ) : (
            <>
              <div className={styles.figures}>
                {(
                  [
                    ['stats.expected', loaded.totals.expected],
                    ['stats.checkedIn', loaded.totals.checkedIn],
                    ['stats.rate', percent(loaded.totals.rate)],
                    ['stats.today', loaded.totals.checkedInToday],
                    ['stats.greenChannel', loaded.totals.greenChannel],
                    ['stats.inDorm', loaded.totals.inDorm],
                    ...(loaded.totals.paid === null ? [] : [['stats.paid', loaded.totals.paid] as const]),
                  ] as const
                ).map(([key, value]) => (
                  <div key={key} className={styles.figure} data-figure={key}>
                    <strong>{value}</strong>
                    <span>{t(key)}</span>
                  </div>
                ))}
              </div>
              <SectionCard title={t('stats.chart')}>
                <Chart
                  option={option}
                  label={t('stats.chart')}
                  height={Math.max(160, loaded.byCollege.length * 44)}
                />
              </SectionCard>
              <SectionCard title={t('stats.byCollege')}>
                <Table rows={loaded.byCollege} label={t('stats.byCollege')} />
              </SectionCard>
              <SectionCard title={t('stats.byMajor')}>
                <Table rows={loaded.byMajor} label={t('stats.byMajor')} />
              </SectionCard>
            </>
          )
        }
      </QueryView>
    </>
  );
}
