import { localize, type Count } from '@campus/contract';
import type { RateRow } from '@campus/contract/affairs/bxgl';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { SectionCard } from '../../../../components/section-card';
import { QueryView } from '../../../../components/query-view';
import { useViewStore } from '../../../../stores/view';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { Chart } from '../../staff/chart';
import { barHeight, barOption } from '../../staff/chart-options';
import { insuranceEndpoints } from './api';
import styles from './insurance.module.css';
import { useInsuranceTexts } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * insuranceRates: of the students in the caller's charge, the share enrolled this year in the
 * medical or the accident insurance: the totals, each college's rate as a chart, each class's line.
 */
export function InsuranceRatesPage(props: AffairScreenProps) {
  const t = useInsuranceTexts();
  const language = useViewStore((s) => s.language);
  const [module, setModule] = useState(props.group.modules[0]!.key);
  const rates = useQuery(endpointQuery(insuranceEndpoints.rates, { query: { module } }));
  const counts = (rows: readonly RateRow[]): Count[] =>
    rows.map((r) => ({ key: r.id, label: r.name, count: Math.round(r.rate * 100) }));
  return (
    <>
      <GroupHeader props={props} subtitle={t('rates.hint')}>
        {rates.data && (
          <div className={styles.figures}>
            <div>
              <strong>{percent(rates.data.totals.rate)}</strong>
              <span>{t('rates.rate')}</span>
            </div>
            <div>
              <strong>{rates.data.totals.enrolled}</strong>
              <span>{t('rates.enrolled')}</span>
            </div>
            <div>
              <strong>{rates.data.totals.pending}</strong>
              <span>{t('rates.pending')}</span>
            </div>
            <div>
              <strong>{rates.data.totals.students}</strong>
              <span>{t('rates.students')}</span>
            </div>
          </div>
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
              <SectionCard title={t('rates.byCollege')}>
                <Chart
                  option={barOption(counts(loaded.colleges))}
                  label={t('rates.byCollege')}
                  height={barHeight(loaded.colleges.length)}
                />
              </SectionCard>
              <SectionCard title={t('rates.byClass')}>
                <List>
                  {loaded.classes.map((c) => (
                    <List.Item
                      key={c.id}
                      description={
                        <>
                          {c.college && <span>{c.college} · </span>}
                          {t('rates.line', {
                            enrolled: c.enrolled,
                            students: c.students,
                            pending: c.pending,
                          })}
                          <ProgressBar percent={c.rate * 100} className={styles.bar} />
                        </>
                      }
                      extra={percent(c.rate)}
                    >
                      {c.name}
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
