import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { Chart } from '../../../../components/charts/chart';
import { pieOption } from '../../../../components/charts/chart-options';
import { BarChartCard } from '../../bar-chart-card';
import { HeaderFigures } from '../../header-figures';
import { RateLinesCard } from '../../rate-line';
import { rateCounts } from '../../rates';
import { rateFigures } from '../../figures';
import { employmentEndpoints } from './api';
import { useEmploymentTexts, type EmploymentTextKey } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

/**
 * employmentRates: a cohort's destination rate (verified, settled over graduates) of the students
 * in the caller's charge: the totals, each college's and each major's rate as charts, the
 * destinations as a ring, and each major's line.
 */
export function EmploymentRatesPage(props: AffairScreenProps) {
  const t = useEmploymentTexts();
  const [grade, setGrade] = useState<string | undefined>(undefined);
  const rates = useQuery(endpointQuery(employmentEndpoints.rates, { query: { grade } }));
  return (
    <>
      <GroupHeader props={props} subtitle={t('rates.hint')}>
        {rates.data && (
          <HeaderFigures
            figures={rateFigures(rates.data.totals, ['settled', 'pending', 'graduates'], (key) =>
              t(`rates.${key}`),
            )}
          />
        )}
      </GroupHeader>
      {rates.data && rates.data.grades.length > 1 && (
        <ChipTabs activeKey={rates.data.grade} onChange={setGrade}>
          {rates.data.grades.map((g) => (
            <ChipTabs.Tab key={g} title={t('rates.cohort', { grade: g })} />
          ))}
        </ChipTabs>
      )}
      <QueryView query={rates}>
        {(loaded) =>
          loaded.totals.graduates === 0 ? (
            <ErrorBlock status="empty" title={t('rates.none')} description="" />
          ) : (
            <>
              <BarChartCard title={t('rates.byCollege')} counts={rateCounts(loaded.colleges)} />
              <BarChartCard title={t('rates.byMajor')} counts={rateCounts(loaded.majors)} />
              {loaded.categories.length > 0 && (
                <SectionCard title={t('rates.byCategory')}>
                  <Chart
                    option={pieOption(
                      loaded.categories.map((c) => ({
                        key: c.category,
                        label: t(`category.${c.category}` as EmploymentTextKey),
                        count: c.count,
                      })),
                    )}
                    label={t('rates.byCategory')}
                    height={300}
                  />
                </SectionCard>
              )}
              <RateLinesCard
                title={t('rates.byMajor')}
                rows={loaded.majors}
                line={(m) =>
                  t('rates.line', { settled: m.settled, graduates: m.graduates, pending: m.pending })
                }
              />
            </>
          )
        }
      </QueryView>
    </>
  );
}
