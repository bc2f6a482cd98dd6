import type { GroupScreens } from '../../group-screens';
import { ChangeRoomPage } from './change-room-page';
import { DisciplineEditPage } from './discipline-edit-page';
import { DisciplineListPage } from './discipline-list-page';
import { DormCheckPage, PersonalInspectionPage } from './dorm-check-page';
import { CheckInDetailExtras, DormDetailExtras, RepairDetailExtras } from './dorm-detail-extras';
import { InspectionPage } from './inspection-page';
import { OccupancyPage } from './occupancy-page';
import { RepairsPage } from './repairs-page';
import { StudentLivePage } from './student-live-page';

/**
 * What the dormitory shows beyond the generic screens (contract affairs/modules/ssgl names the
 * kinds): the student's room, the room change with its bed picker, the repair orders, the
 * occupancy of every building, discipline records, inspections, a student's record of both, and
 * the beds on its requests' detail screens. One chunk.
 */
export default {
  screens: {
    studentLive: StudentLivePage,
    changingDormitory: ChangeRoomPage,
    repairs: RepairsPage,
    studentOccupancy: OccupancyPage,
    dormCheck: DormCheckPage,
    notRules: DisciplineListPage,
    notRulesEdit: DisciplineEditPage,
    inspection: InspectionPage,
    personalInspection: PersonalInspectionPage,
  },
  detailExtras: {
    dormChange: DormDetailExtras,
    outsideLive: DormDetailExtras,
    stayNight: DormDetailExtras,
    checkOut: DormDetailExtras,
    checkIn: CheckInDetailExtras,
    repair: RepairDetailExtras,
  },
} satisfies GroupScreens;
