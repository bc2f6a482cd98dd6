import type { GroupScreens } from '../../group-screens';

/**
 * What the dormitory shows beyond the generic screens (contract affairs/modules/ssgl names the
 * kinds): the student's room, the room change with its bed picker, the repair orders, the
 * occupancy of every building, discipline records, inspections, a student's record of both, and
 * the beds on its requests' detail screens. Each its own chunk.
 */
export default {
  screens: {
    studentLive: () => import('./student-live-page').then((m) => m.StudentLivePage),
    changingDormitory: () => import('./change-room-page').then((m) => m.ChangeRoomPage),
    repairs: () => import('../../work-order-page').then((m) => m.WorkOrdersPage),
    studentOccupancy: () => import('./occupancy-page').then((m) => m.OccupancyPage),
    dormCheck: () => import('./dorm-check-page').then((m) => m.DormCheckPage),
    notRules: () => import('./discipline-list-page').then((m) => m.DisciplineListPage),
    notRulesEdit: () => import('./discipline-edit-page').then((m) => m.DisciplineEditPage),
    inspection: () => import('./inspection-page').then((m) => m.InspectionPage),
    personalInspection: () => import('./dorm-check-page').then((m) => m.PersonalInspectionPage),
  },
  detailExtras: {
    dormChange: () => import('./dorm-detail-extras').then((m) => m.DormDetailExtras),
    outsideLive: () => import('./dorm-detail-extras').then((m) => m.DormDetailExtras),
    stayNight: () => import('./dorm-detail-extras').then((m) => m.DormDetailExtras),
    checkOut: () => import('./dorm-detail-extras').then((m) => m.DormDetailExtras),
    checkIn: () => import('./dorm-detail-extras').then((m) => m.CheckInDetailExtras),
    repair: () => import('./dorm-detail-extras').then((m) => m.RepairDetailExtras),
  },
} satisfies GroupScreens;
