import { localize } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock } from '../../../../components/error-block';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { BarChartCard } from '../../bar-chart-card';
import { HeaderFigures } from '../../header-figures';
import { RateLinesCard } from '../../rate-line';
import { rateCounts } from '../../rates';
import { rateFigures } from '../../figures';
import { insuranceEndpoints } from './api';
import { useInsuranceTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

/**
 * insuranceRates: of the students in the caller's charge, the share enrolled this year in the
 * medical or the accident insurance: the totals, each college's rate as a chart, each class's line.
 */
export function InsuranceRatesPage(props: AffairScreenProps) {
  const t = useInsuranceTexts();
  const language = useViewStore((s) => s.language);
  const [module, setModule] = useState(props.group.modules[0]!.key);
  const rates = useQuery(endpointQuery(insuranceEndpoints.rates, { query: { module } }));
  return (
    <>
      <GroupHeader props={props} subtitle={t('rates.hint')}>
        {rates.data && (
          <HeaderFigures
            figures={rateFigures(rates.data.totals, ['enrolled', 'pending', 'students'], (key) =>
              t(`rates.${key}`),
            )}
          />
        )}
      </GroupHeader>
      <ChipTabs activeKey={module} onChange={setModule}>
        {props.group.modules.map((m) => (
          <ChipTabs.Tab key={m.key} title={localize(m.title, language)} />
        ))}
      </ChipTabs>
      <QueryView query={rates}>
        {(loaded) =>
          loaded.totals.students === 0 ? (
            <ErrorBlock status="empty" title={t('rates.none')} description="" />
          ) : (
            <>
              <BarChartCard title={t('rates.byCollege')} counts={rateCounts(loaded.colleges)} />
              <RateLinesCard
                title={t('rates.byClass')}
                rows={loaded.classes}
                line={(c) =>
                  t('rates.line', { enrolled: c.enrolled, students: c.students, pending: c.pending })
                }
              />
            </>
          )
        }
      </QueryView>
    </>
  );
}
