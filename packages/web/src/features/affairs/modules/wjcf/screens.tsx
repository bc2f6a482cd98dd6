import type { GroupScreens } from '../../group-screens';

/**
 * What disciplinary records show beyond the generic screens (the appeal and lifting forms, their
 * details, review lists): the sanctions query, one sanction, the staff's record form and the
 * school's masked notice. Each its own chunk.
 */
export default {
  screens: {
    disciplineQuery: () => import('./query-page').then((m) => m.DisciplineQueryPage),
    disciplineView: () => import('./view-page').then((m) => m.DisciplineViewPage),
    disciplineRecord: () => import('./record-page').then((m) => m.DisciplineRecordPage),
    disciplineNotice: () => import('./notice-page').then((m) => m.DisciplineNoticePage),
  },
} satisfies GroupScreens;
