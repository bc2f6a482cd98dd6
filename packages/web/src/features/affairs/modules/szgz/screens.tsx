import type { GroupScreens } from '../../group-screens';

/**
 * The szgz group's own screens (contract affairs/modules/szgz names the kinds): the moral-education
 * class for students (sessions, points) and staff (sessions, attendance), and the counsellor
 * assessment (rating, results). Each its own chunk.
 */
export default {
  screens: {
    moralApply: () => import('./moral-pages').then((m) => m.MoralApplyPage),
    moralScores: () => import('./moral-pages').then((m) => m.MoralScoresPage),
    moralScoreList: () => import('./manage-pages').then((m) => m.MoralScoreListPage),
    moralDetail: () => import('./manage-pages').then((m) => m.MoralDetailPage),
    assessmentTasks: () => import('./assessment-pages').then((m) => m.AssessmentTasksPage),
    assessmentResults: () => import('./assessment-pages').then((m) => m.AssessmentResultsPage),
  },
} satisfies GroupScreens;
