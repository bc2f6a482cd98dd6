import type { GroupScreens } from '../../group-screens';
import { WorkStudyPostsPage } from './posts-page';
import { WorkStudyRecordsPage } from './records-page';
import { WorkStudyPage } from './work-study-page';

/**
 * What financial aid shows beyond the generic screens (contract affairs/modules/zzgl names the
 * kinds): work-study's posts taking students, the student's posts and hours, and the centre's and
 * supervisors' posts and monthly hours. One chunk, loaded with the first of them.
 */
export default {
  screens: {
    workStudy: WorkStudyPage,
    workStudyRecords: WorkStudyRecordsPage,
    workStudyPosts: WorkStudyPostsPage,
  },
} satisfies GroupScreens;
