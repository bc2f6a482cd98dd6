import type { Count } from '@campus/contract';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The statistics screen's charts as ECharts options, from the server's counts: kept apart from
 * the chart component (types only from echarts here), so they are plain data to test and the
 * library itself loads only when a chart is drawn.
 */
export type ChartOption = ComposeOption<
  | BarSeriesOption
  | LineSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TooltipComponentOption
>;

/** Shares of a whole (by status): a ring with the legend under it. */
export function pieOption(counts: readonly Count[]): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll', itemWidth: 12, itemHeight: 12 },
    series: [
      {
        type: 'pie',
        radius: ['38%', '62%'],
        center: ['50%', '42%'],
        avoidLabelOverlap: true,
        label: { formatter: '{c}' },
        data: counts.map((c) => ({ name: c.label, value: c.count })),
      },
    ],
  };
}

/**
 * Counts by a name that may be long (a college, a scheme): horizontal bars, largest on top, the
 * names cut to fit a phone.
 */
export function barOption(
  counts: readonly Count[],
  options: { labelWidth?: number; unit?: string } = {},
): ChartOption {
  const rows = [...counts].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 4, right: 36, top: 8, bottom: 4 },
    xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { show: false } },
    yAxis: {
      type: 'category',
      data: rows.map((c) => c.label),
      axisTick: { show: false },
      axisLabel: { width: options.labelWidth ?? 120, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        barMaxWidth: 18,
        label: { show: true, position: 'right', formatter: `{c}${options.unit ?? ''}` },
        data: rows.map((c) => c.count),
      },
    ],
  };
}

/** Counts by a short key in its order (grades): vertical bars. */
export function columnOption(counts: readonly Count[]): ChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 8, top: 24, bottom: 4 },
    xAxis: { type: 'category', data: counts.map((c) => c.label), axisTick: { show: false } },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        label: { show: true, position: 'top' },
        data: counts.map((c) => c.count),
      },
    ],
  };
}

/** Counts over time (submissions per month): a line with its area. */
export function lineOption(counts: readonly Count[]): ChartOption {
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 24, top: 24, bottom: 4 },
    xAxis: { type: 'category', boundaryGap: false, data: counts.map((c) => c.label) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'line',
        smooth: false,
        symbolSize: 6,
        areaStyle: { opacity: 0.15 },
        label: { show: counts.length <= 12, position: 'top' },
        data: counts.map((c) => c.count),
      },
    ],
  };
}

/** Months (yyyy-MM) from the first to the last, those without submissions at 0: a timeline. */
export function fillMonths(counts: readonly Count[]): Count[] {
  if (counts.length < 2) return [...counts];
  const byMonth = new Map(counts.map((c) => [c.key, c]));
  const sorted = [...byMonth.keys()].sort();
  const [firstYear, firstMonth] = sorted[0]!.split('-').map(Number) as [number, number];
  const last = sorted.at(-1)!;
  const filled: Count[] = [];
  for (let year = firstYear, month = firstMonth; filled.length < 120;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    filled.push(byMonth.get(key) ?? { key, label: key, count: 0 });
    if (key >= last) break;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return filled;
}

/** Grades in order of enrolment (the server sends them by count). */
export function byKey(counts: readonly Count[]): Count[] {
  return [...counts].sort((a, b) => a.key.localeCompare(b.key));
}

/** A chart's height for horizontal bars: enough for every name, within reason. */
export function barHeight(count: number): number {
  return Math.min(480, Math.max(140, 36 * count + 24));
}
