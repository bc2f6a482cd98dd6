import type { GroupScreens } from '../../group-screens';

/**
 * What campus services show beyond the generic screens (contract affairs/modules/jczy names the
 * kinds): classroom repairs on the shared work-order screens, the class register, the teacher's
 * roll call, the student's attendance, the classes' rates and the leaving-school checklist. Each its own chunk.
 */
export default {
  screens: {
    workOrders: () => import('../../work-order-page').then((m) => m.WorkOrdersPage),
    classRegister: () => import('./register-page').then((m) => m.ClassRegisterPage),
    attendanceTeacher: () => import('./roll-call-page').then((m) => m.RollCallPage),
    attendanceRates: () => import('./attendance-pages').then((m) => m.AttendanceRatesPage),
    attendanceStudent: () => import('./attendance-pages').then((m) => m.MyAttendancePage),
    leavingSchool: () => import('./leaving-page').then((m) => m.LeavingSchoolPage),
  },
  detailExtras: { classroomRepair: () => import('../../work-order-extras').then((m) => m.WorkOrderExtras) },
} satisfies GroupScreens;
