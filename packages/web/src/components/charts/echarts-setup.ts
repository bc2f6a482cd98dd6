import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the statistics charts draw (bars, lines, rings on a canvas): loaded by
 * the chart component on first use, never with the app's first screens (bench/web checks it).
 * (`echarts.use` registers the parts: ECharts' own function, not a React hook.)
 */
echarts.use([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export const init = echarts.init;
