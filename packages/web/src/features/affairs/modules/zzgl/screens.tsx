import type { GroupScreens } from '../../group-screens';

/**
 * What financial aid shows beyond the generic screens (contract affairs/modules/zzgl names the
 * kinds): work-study's posts taking students, the student's posts and hours, and the centre's and
 * supervisors' posts and monthly hours. Each its own chunk.
 */
export default {
  screens: {
    workStudy: () => import('./work-study-page').then((m) => m.WorkStudyPage),
    workStudyRecords: () => import('./records-page').then((m) => m.WorkStudyRecordsPage),
    workStudyPosts: () => import('./posts-page').then((m) => m.WorkStudyPostsPage),
  },
} satisfies GroupScreens;
