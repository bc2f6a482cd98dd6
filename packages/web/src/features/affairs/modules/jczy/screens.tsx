import type { GroupScreens } from '../../group-screens';
import { WorkOrderExtras, WorkOrdersPage } from '../../work-order-page';
import { AttendanceRatesPage, MyAttendancePage } from './attendance-pages';
import { LeavingSchoolPage } from './leaving-page';
import { ClassRegisterPage } from './register-page';
import { RollCallPage } from './roll-call-page';

/**
 * What campus services show beyond the generic screens (contract affairs/modules/jczy names the
 * kinds): classroom repairs on the shared work-order screens, the class register, the teacher's
 * roll call, the student's attendance, the classes' rates and the leaving-school checklist. One chunk.
 */
export default {
  screens: {
    workOrders: WorkOrdersPage,
    classRegister: ClassRegisterPage,
    attendanceTeacher: RollCallPage,
    attendanceRates: AttendanceRatesPage,
    attendanceStudent: MyAttendancePage,
    leavingSchool: LeavingSchoolPage,
  },
  detailExtras: { classroomRepair: WorkOrderExtras },
} satisfies GroupScreens;
