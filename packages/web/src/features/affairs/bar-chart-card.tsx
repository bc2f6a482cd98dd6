import type { Count } from '@campus/contract';
import { SectionCard } from '../../components/section-card';
import { Chart } from '../../components/charts/chart';
import { barHeight, barOption } from '../../components/charts/chart-options';

/** A card holding one bar chart, one bar a row, its height following the number of rows. */
export function BarChartCard({ title, counts }: { title: string; counts: readonly Count[] }) {
  return (
    <SectionCard title={title}>
      <Chart option={barOption(counts)} label={title} height={barHeight(counts.length)} />
    </SectionCard>
  );
}
