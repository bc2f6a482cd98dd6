import type { GroupScreens } from '../../group-screens';

/**
 * The zgdw group's own screens (contract affairs/modules/zgdw names the kinds): counsellors'
 * profiles, work logs, confidential talk records, training and achievements and their review.
 * Each its own chunk.
 */
export default {
  screens: {
    teamProfiles: () => import('./team-page').then((m) => m.TeamProfilesPage),
    workLog: () => import('./log-page').then((m) => m.WorkLogPage),
    talkRecords: () => import('./talk-page').then((m) => m.TalkRecordsPage),
    trainingList: () => import('./training-pages').then((m) => m.TrainingListPage),
    trainingReview: () => import('./training-pages').then((m) => m.TrainingReviewPage),
  },
} satisfies GroupScreens;
