import type { GroupScreens } from '../../group-screens';

/**
 * Student information's screens (contract affairs/modules/xsxx names the kinds): the student's own
 * record with its change requests, the staff's query and comprehensive query (one page, filters
 * and export in the latter) and one student's card. Each its own chunk.
 */
export default {
  screens: {
    myInfo: () => import('./my-info-page').then((m) => m.MyInfoPage),
    studentQuery: () => import('./query-page').then((m) => m.StudentQueryPage),
    comprehensiveQuery: () => import('./query-page').then((m) => m.ComprehensiveQueryPage),
    studentCard: () => import('./card-page').then((m) => m.StudentCardPage),
  },
  detailExtras: {
    infoPhone: () => import('./change-extras').then((m) => m.ChangeDetailExtras),
    infoAddress: () => import('./change-extras').then((m) => m.ChangeDetailExtras),
    infoBankCard: () => import('./change-extras').then((m) => m.ChangeDetailExtras),
  },
} satisfies GroupScreens;
