import type { Count } from '@campus/contract';
import type { RateLine } from '@campus/contract/affairs/jygl';
import { useQuery } from '@tanstack/react-query';
import { ErrorBlock, List, ProgressBar } from 'antd-mobile';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/http';
import { QueryView } from '../../../../components/query-view';
import { SectionCard } from '../../../../components/section-card';
import type { AffairScreenProps } from '../../affair-screen';
import { GroupHeader } from '../../group-header';
import { Chart } from '../../staff/chart';
import { barHeight, barOption, pieOption } from '../../staff/chart-options';
import { employmentEndpoints } from './api';
import styles from './jygl.module.css';
import { useEmploymentTexts, type EmploymentTextKey } from './texts';
import { ChipTabs } from '../../../../components/chip-tabs';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/**
 * employmentRates: a cohort's destination rate (verified, settled over graduates) of the students
 * in the caller's charge: the totals, each college's and each major's rate as charts, the
 * destinations as a ring, and each major's line.
 */
export function EmploymentRatesPage(props: AffairScreenProps) {
  const t = useEmploymentTexts();
  const [grade, setGrade] = useState<string | undefined>(undefined);
  const rates = useQuery(endpointQuery(employmentEndpoints.rates, { query: { grade } }));
  const counts = (rows: readonly RateLine[]): Count[] =>
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
              <strong>{rates.data.totals.settled}</strong>
              <span>{t('rates.settled')}</span>
            </div>
            <div>
              <strong>{rates.data.totals.pending}</strong>
              <span>{t('rates.pending')}</span>
            </div>
            <div>
              <strong>{rates.data.totals.graduates}</strong>
              <span>{t('rates.graduates')}</span>
            </div>
          </div>
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
              <SectionCard title={t('rates.byCollege')}>
                <Chart
                  option={barOption(counts(loaded.colleges))}
                  label={t('rates.byCollege')}
                  height={barHeight(loaded.colleges.length)}
                />
              </SectionCard>
              <SectionCard title={t('rates.byMajor')}>
                <Chart
                  option={barOption(counts(loaded.majors))}
                  label={t('rates.byMajor')}
                  height={barHeight(loaded.majors.length)}
                />
              </SectionCard>
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
              <SectionCard title={t('rates.byMajor')}>
                <List>
                  {loaded.majors.map((m) => (
                    <List.Item
                      key={m.id}
                      description={
                        <>
                          {m.college && <span>{m.college} · </span>}
                          {t('rates.line', {
                            settled: m.settled,
                            graduates: m.graduates,
                            pending: m.pending,
                          })}
                          <ProgressBar percent={m.rate * 100} className={styles.bar} />
                        </>
                      }
                      extra={percent(m.rate)}
                    >
                      {m.name}
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
