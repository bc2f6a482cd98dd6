import type {
  ProcessStatistics,
  ProcessStatisticsFilter,
  ProcessStatisticsOptions,
} from '@campus/contract/routes/api/bpm/statistics';
import { useQuery } from '@tanstack/react-query';
import { Button, CheckList, List, Popup, Toast } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { readerQuery } from '../../../api/bpm';
import { endpointQuery, http } from '../../../api/http';
import { Chart } from '../../../components/charts/chart';
import {
  barHeight,
  barOption,
  lineOption,
  pieOption,
  type ChartOption,
} from '../../../components/charts/chart-options';
import { EmptyState } from '../../../components/empty-state';
import { ErrorBlock } from '../../../components/error-block';
import { QueryView } from '../../../components/query-view';
import { useWorkflowTexts } from '../../../i18n/workflow-texts';
import { saveFile } from '../../../lib/save-file';
import { XLSX_TYPE } from '../../../lib/xlsx-type';
import { useSessionStore } from '../../../stores/session';
import { useViewStore } from '../../../stores/view';
import { durationParts, percent } from './format';
import { given, statisticsApi, statisticsEndpoints } from './statistics-api';
import styles from './statistics-page.module.css';

type FilterKey = 'year' | 'collegeId' | 'process';
interface Choice {
  value: string;
  label: string;
}

/**
 * Process statistics (流程统计, SPEC §2.4's business-process lists): the requests of the students
 * in the caller's charge for a year, a college and a process — counts by status, process, month
 * and the step they wait at; the slowest steps (median and 90th percentile), the slowest
 * approvers, overdue tasks by approver, the share sent back or refused; and the same as an Excel
 * workbook. ECharts loads with the first chart.
 */
export function StatisticsPage() {
  const { t } = useWorkflowTexts();
  // The server's rule (modules/bpm/statistics/routes.ts): staff and the school's administrators.
  const staff = useSessionStore(
    (s) => s.userInfo?.employee.kind === 'staff' || s.userInfo?.isTenantAdmin === true,
  );
  if (!staff) return <ErrorBlock status="empty" title={t('bpm.statistics.notForYou')} description="" />;
  return <StaffStatistics />;
}

function StaffStatistics() {
  const { t } = useWorkflowTexts();
  const language = useViewStore((s) => s.language);
  const [filter, setFilter] = useState<ProcessStatisticsFilter>({});
  const [picking, setPicking] = useState<FilterKey | null>(null);
  const [exporting, setExporting] = useState(false);
  const options = useQuery(endpointQuery(statisticsEndpoints.options));
  const figures = useQuery(readerQuery(statisticsEndpoints.figures, { query: given(filter) }, language));
  const choices = useChoices(options.data);
  const shown = (key: FilterKey) => {
    const value = filter[key];
    if (key === 'year') return String(value ?? figures.data?.year ?? '');
    return choices[key].find((c) => c.value === value)?.label ?? t('bpm.statistics.all');
  };

  const exportWorkbook = async () => {
    setExporting(true);
    try {
      const bytes = await statisticsApi.workbook(filter);
      const file = `process-statistics-${figures.data?.year ?? ''}.xlsx`;
      saveFile(bytes, file, XLSX_TYPE);
      Toast.show({ icon: 'success', content: t('bpm.statistics.exported', { file }) });
    } catch (error) {
      http.report(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.hint}>{t('bpm.statistics.hint')}</p>
      <List className={styles.filters} mode="card">
        {(['year', 'collegeId', 'process'] as const).map((key) => (
          <List.Item key={key} extra={shown(key)} onClick={() => setPicking(key)} data-filter={key}>
            {t(
              key === 'year'
                ? 'bpm.statistics.year'
                : key === 'collegeId'
                  ? 'bpm.statistics.college'
                  : 'bpm.statistics.process',
            )}
          </List.Item>
        ))}
      </List>
      <div className={styles.toolbar}>
        <Button
          size="small"
          loading={exporting}
          onClick={() => void exportWorkbook()}
          disabled={!figures.data}
        >
          <DownlandOutline /> {t('bpm.statistics.export')}
        </Button>
      </div>
      <QueryView query={figures}>
        {(data) =>
          data.total === 0 ? <EmptyState description={t('bpm.statistics.empty')} /> : <Figures data={data} />
        }
      </QueryView>
      <ChoiceSheet
        visible={picking !== null}
        choices={picking ? choices[picking] : []}
        value={
          picking ? String(filter[picking] ?? (picking === 'year' ? (figures.data?.year ?? '') : '')) : ''
        }
        withAll={picking !== 'year'}
        onClose={() => setPicking(null)}
        onPick={(value) => {
          if (!picking) return;
          setFilter((f) => ({ ...f, [picking]: picking === 'year' ? Number(value) : value || undefined }));
          setPicking(null);
        }}
      />
    </div>
  );
}

function useChoices(options: ProcessStatisticsOptions | undefined): Record<FilterKey, Choice[]> {
  return useMemo(
    () => ({
      year: (options?.years ?? []).map((y) => ({ value: String(y), label: String(y) })),
      collegeId: (options?.colleges ?? []).map((c) => ({ value: c.id, label: c.name })),
      process: (options?.processes ?? []).map((p) => ({ value: p.key, label: p.name })),
    }),
    [options],
  );
}

function Figures({ data }: { data: ProcessStatistics }) {
  const { t } = useWorkflowTexts();
  const charts = useMemo(
    () =>
      [
        { key: 'status', title: t('bpm.statistics.byStatus'), option: pieOption(data.byStatus), height: 260 },
        {
          key: 'process',
          title: t('bpm.statistics.byProcess'),
          option: barOption(data.byProcess),
          height: barHeight(data.byProcess.length),
        },
        { key: 'month', title: t('bpm.statistics.byMonth'), option: lineOption(data.byMonth) },
        ...(data.byStep.length
          ? [
              {
                key: 'step',
                title: t('bpm.statistics.byStep'),
                option: barOption(data.byStep),
                height: barHeight(data.byStep.length),
              },
            ]
          : []),
      ] satisfies { key: string; title: string; option: ChartOption; height?: number }[],
    [data, t],
  );
  return (
    <>
      <ul className={styles.figures}>
        <li className={styles.figure}>
          <strong>{data.total}</strong>
          <span>{t('bpm.statistics.total')}</span>
        </li>
        <li className={styles.figure}>
          <strong>{data.running}</strong>
          <span>{t('bpm.statistics.running')}</span>
        </li>
        <li className={styles.figure} title={t('bpm.statistics.overdueHint', { days: data.overdueDays })}>
          <strong className={data.overdue ? styles.alert : undefined}>{data.overdue}</strong>
          <span>{t('bpm.statistics.overdue')}</span>
        </li>
      </ul>
      <div className={styles.grid}>
        <Tables data={data} />
        {charts.map((chart) => (
          <section key={chart.key} className={styles.card} aria-label={chart.title}>
            <h2>{chart.title}</h2>
            <Chart option={chart.option} label={chart.title} height={chart.height} />
          </section>
        ))}
      </div>
    </>
  );
}

function Tables({ data }: { data: ProcessStatistics }) {
  const { t } = useWorkflowTexts();
  const duration = (ms: number) => {
    const { unit, n } = durationParts(ms);
    return unit === 'hours' ? t('bpm.statistics.hours', { n }) : t('bpm.statistics.days', { n });
  };
  return (
    <>
      <section className={styles.card} aria-label={t('bpm.statistics.slowSteps')} data-table="steps">
        <h2>{t('bpm.statistics.slowSteps')}</h2>
        <ol className={styles.rows}>
          {data.stepDurations.slice(0, 8).map((s) => (
            <li key={`${s.process}/${s.nodeId}`} className={styles.row}>
              <div className={styles.name}>
                <strong>{s.step}</strong>
                <span>
                  {s.processName} · {t('bpm.statistics.tasks', { count: s.count })}
                </span>
              </div>
              <div className={styles.values}>
                <span>
                  {t('bpm.statistics.median')} <b>{duration(s.medianMs)}</b>
                </span>
                <span>
                  {t('bpm.statistics.p90')} <b>{duration(s.p90Ms)}</b>
                </span>
              </div>
            </li>
          ))}
          {data.stepDurations.length === 0 && <li className={styles.none}>{t('bpm.statistics.none')}</li>}
        </ol>
      </section>
      <section
        className={styles.card}
        aria-label={t('bpm.statistics.overdueByApprover')}
        data-table="overdue"
      >
        <h2>{t('bpm.statistics.overdueByApprover')}</h2>
        <p className={styles.note}>{t('bpm.statistics.overdueHint', { days: data.overdueDays })}</p>
        <ol className={styles.rows}>
          {data.overdueByApprover.map((o) => (
            <li key={o.approverId ?? '-'} className={styles.row}>
              <div className={styles.name}>
                <strong>{o.name}</strong>
                <span>{t('bpm.statistics.oldest', { time: duration(o.oldestMs) })}</span>
              </div>
              <div className={styles.values}>
                <b className={styles.alert}>{o.count}</b>
              </div>
            </li>
          ))}
          {data.overdueByApprover.length === 0 && <li className={styles.none}>{t('bpm.statistics.none')}</li>}
        </ol>
      </section>
      <section className={styles.card} aria-label={t('bpm.statistics.slowApprovers')} data-table="approvers">
        <h2>{t('bpm.statistics.slowApprovers')}</h2>
        <ol className={styles.rows}>
          {data.slowApprovers.slice(0, 5).map((a) => (
            <li key={a.approverId} className={styles.row}>
              <div className={styles.name}>
                <strong>{a.name}</strong>
                <span>{t('bpm.statistics.tasks', { count: a.count })}</span>
              </div>
              <div className={styles.values}>
                <span>
                  {t('bpm.statistics.average')} <b>{duration(a.averageMs)}</b>
                </span>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.card} aria-label={t('bpm.statistics.returns')} data-table="returns">
        <h2>{t('bpm.statistics.returns')}</h2>
        <ol className={styles.rows}>
          {data.returns.map((r) => (
            <li key={r.process} className={styles.row}>
              <div className={styles.name}>
                <strong>{r.processName}</strong>
                <span>{t('bpm.statistics.tasks', { count: r.total })}</span>
              </div>
              <div className={styles.values}>
                <span>{t('bpm.statistics.sentBack', { share: percent(r.sentBack, r.total) })}</span>
                <span>{t('bpm.statistics.refused', { share: percent(r.refused, r.total) })}</span>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function ChoiceSheet({
  visible,
  choices,
  value,
  withAll,
  onClose,
  onPick,
}: {
  visible: boolean;
  choices: readonly Choice[];
  value: string;
  withAll: boolean;
  onClose: () => void;
  onPick: (value: string) => void;
}) {
  const { t } = useWorkflowTexts();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <div className={styles.scroll}>
        <CheckList value={[value]} onChange={([picked]) => onPick(String(picked ?? ''))}>
          {withAll && <CheckList.Item value="">{t('bpm.statistics.all')}</CheckList.Item>}
          {choices.map((c) => (
            <CheckList.Item key={c.value} value={c.value}>
              {c.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
