import type { AffairBatch, GroupExtraStatistics, GroupStatistics } from '@campus/contract';
import { useQuery } from '@tanstack/react-query';
import { CheckList, List, Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { groupEndpoints } from '../../../api/affairs';
import { EmptyState } from '../../../components/empty-state';
import { QueryView } from '../../../components/query-view';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { useViewStore } from '../../../stores/view';
import { localizedQuery } from '../affair-queries';
import type { AffairScreenProps } from '../affair-screen';
import { GroupHeader } from '../group-header';
import { Chart } from '../../../components/charts/chart';
import {
  barHeight,
  barOption,
  byKey,
  type ChartOption,
  columnOption,
  fillMonths,
  lineOption,
  pieOption,
} from '../../../components/charts/chart-options';
import styles from './staff-pages.module.css';
import { useBatches } from './use-staff-options';

/** Statuses that count as passed (the amount is due or paid). */
const PASSED = new Set(['approved', 'publicity', 'objection', 'final']);

/**
 * The group's statistics for staff (统计): the students in the caller's charge, all batches or
 * one, as figures and charts by status, scheme, college, grade, month and amount per college, and
 * the group's own figures and charts after them (the dormitory's occupancy and inspection grades).
 * ECharts loads with the first chart, not with the screen.
 */
export function StatisticsPage(props: AffairScreenProps) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const batches = useBatches(props);
  const [batchId, setBatchId] = useState('');
  const [picking, setPicking] = useState(false);
  const stats = useQuery(
    localizedQuery(groupEndpoints(props.group).statistics, { query: batchId ? { batchId } : {} }, language),
  );
  const batch = batches.data?.find((b) => b.id === batchId);

  return (
    <div className={styles.page}>
      <GroupHeader props={props} subtitle={t('affairs.statistics.hint')} />
      {(batches.data?.length ?? 0) > 0 && (
        <List className={styles.picker} mode="card">
          <List.Item
            extra={batch?.name ?? t('affairs.statistics.allBatches')}
            onClick={() => setPicking(true)}
          >
            {t('affairs.filter.batch')}
          </List.Item>
        </List>
      )}
      <QueryView query={stats}>
        {(data) => (
          <>
            {data.total === 0 ? (
              <EmptyState description={t('affairs.statistics.empty')} />
            ) : (
              <Figures data={data} />
            )}
            <ExtraFigures extra={data.extra} />
          </>
        )}
      </QueryView>
      <BatchSheet
        visible={picking}
        batches={batches.data ?? []}
        value={batchId}
        onClose={() => setPicking(false)}
        onPick={(id) => {
          setBatchId(id);
          setPicking(false);
        }}
      />
    </div>
  );
}

function Figures({ data }: { data: GroupStatistics }) {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const passed = data.byStatus.filter((c) => PASSED.has(c.key)).reduce((n, c) => n + c.count, 0);
  const amount = data.amountByCollege.reduce((n, c) => n + c.count, 0);
  const charts = useMemo(
    () => [
      {
        key: 'status',
        title: t('affairs.statistics.byStatus'),
        option: pieOption(data.byStatus),
        height: 260,
      },
      ...(data.byModule.length > 1
        ? [
            {
              key: 'module',
              title: t('affairs.statistics.byModule'),
              option: barOption(data.byModule),
              height: barHeight(data.byModule.length),
            },
          ]
        : []),
      {
        key: 'college',
        title: t('affairs.statistics.byCollege'),
        option: barOption(data.byCollege),
        height: barHeight(data.byCollege.length),
      },
      { key: 'grade', title: t('affairs.statistics.byGrade'), option: columnOption(byKey(data.byGrade)) },
      { key: 'month', title: t('affairs.statistics.byMonth'), option: lineOption(fillMonths(data.byMonth)) },
      ...(data.amountByCollege.length > 0
        ? [
            {
              key: 'amount',
              title: t('affairs.statistics.amountByCollege'),
              option: barOption(data.amountByCollege),
              height: barHeight(data.amountByCollege.length),
            },
          ]
        : []),
    ],
    [data, t],
  );
  return (
    <>
      <ul className={styles.figures}>
        <li className={styles.figure}>
          <strong>{data.total}</strong>
          <span>{t('affairs.statistics.total')}</span>
        </li>
        <li className={styles.figure}>
          <strong>{passed}</strong>
          <span>{t('affairs.statistics.awarded')}</span>
        </li>
        {data.amountByCollege.length > 0 && (
          <li className={styles.figure}>
            <strong>{new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(amount)}</strong>
            <span>{t('affairs.statistics.amount')}</span>
          </li>
        )}
      </ul>
      <Charts charts={charts} />
    </>
  );
}

function Charts({
  charts,
}: {
  charts: readonly { key: string; title: string; option: ChartOption; height?: number }[];
}) {
  return charts.map((chart) => (
    <section key={chart.key} className={styles.chartCard} aria-label={chart.title}>
      <h2>{chart.title}</h2>
      <Chart option={chart.option} label={chart.title} height={chart.height} />
    </section>
  ));
}

/** The group's own figures and charts (its server extension's `statistics`), drawn as the others are. */
function ExtraFigures({ extra }: { extra: GroupExtraStatistics }) {
  const language = useViewStore((s) => s.language);
  const charts = useMemo(
    () =>
      extra.charts.map((chart) => ({
        key: chart.key,
        title: chart.title,
        ...(chart.kind === 'pie'
          ? { option: pieOption(chart.counts), height: 260 }
          : chart.kind === 'column'
            ? { option: columnOption(chart.counts) }
            : {
                option: barOption(chart.counts, { unit: chart.unit }),
                height: barHeight(chart.counts.length),
              }),
      })),
    [extra],
  );
  if (extra.figures.length === 0 && charts.length === 0) return null;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return (
    <>
      {extra.figures.length > 0 && (
        <ul className={styles.figures}>
          {extra.figures.map((f) => (
            <li key={f.key} className={styles.figure}>
              <strong>
                {number.format(f.value)}
                {f.unit}
              </strong>
              <span>{f.label}</span>
            </li>
          ))}
        </ul>
      )}
      <Charts charts={charts} />
    </>
  );
}

function BatchSheet({
  visible,
  batches,
  value,
  onClose,
  onPick,
}: {
  visible: boolean;
  batches: readonly AffairBatch[];
  value: string;
  onClose: () => void;
  onPick: (id: string) => void;
}) {
  const { t } = useWorkflowTexts();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div className={styles.scroll}>
        <CheckList value={[value]} onChange={([id]) => onPick(String(id ?? ''))}>
          <CheckList.Item value="">{t('affairs.statistics.allBatches')}</CheckList.Item>
          {batches.map((b) => (
            <CheckList.Item
              key={b.id}
              value={b.id}
              description={`${b.academicYear} · ${t(`affairs.batch.state.${b.state}`)}`}
            >
              {b.name}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
