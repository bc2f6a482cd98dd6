/** The lazy ECharts chart moved to components/charts (process statistics draw with it too, issue 34). */
export { Chart } from '../../../components/charts/chart';
