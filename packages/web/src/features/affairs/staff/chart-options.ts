/** The charts' options moved to components/charts with the chart (issue 34). */
export * from '../../../components/charts/chart-options';
