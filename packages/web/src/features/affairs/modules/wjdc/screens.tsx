import type { GroupScreens } from '../../group-screens';

/**
 * Surveys' screens (contract affairs/modules/wjdc names the kinds): fill in, my answers, the
 * results as charts (ECharts loads with the first chart) and the builder. Each its own chunk.
 */
export default {
  screens: {
    surveyFill: () => import('./fill-page').then((m) => m.SurveyFillPage),
    surveyDetail: () => import('./detail-page').then((m) => m.SurveyDetailPage),
    surveyResults: () => import('./results-page').then((m) => m.SurveyResultsPage),
    surveyBuild: () => import('./build-page').then((m) => m.SurveyBuildPage),
  },
} satisfies GroupScreens;
