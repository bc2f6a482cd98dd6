import type { WorkOrderSteps } from '@campus/contract';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { demoClock } from '../../demo/clock.js';
import type { GroupExtension } from '../../extension.js';
import { workOrderExtension } from '../../work-order.js';
import { seedClassLife, seedMonitors } from './demo-classes.js';
import { seedLeaving } from './demo-leaving.js';
import { seedRepairs } from './demo-repairs.js';
import { campusRoutes } from './routes.js';
import { seedOffices } from '../../demo/offices.js';
import { OFFICES } from './seed-staff.js';

/** What each open step of a classroom repair means (contract jczy/repair.bpmn). */
const REPAIR_STEPS: WorkOrderSteps = {
  accept: 'submitted',
  start: 'accepted',
  finish: 'inRepair',
  rate: 'done',
};

/**
 * Campus services beyond the mechanism: classroom repairs as work orders (their record is the
 * stage, modules/affairs/work-order.ts), and the group's own API (routes.ts): the class register,
 * roll calls and attendance with "on leave" from the leave group's approved leaves (through
 * modules/affairs/absences.ts), and the leaving clearance. Its demo goes after leave's (it reads
 * the demo leaves) and adds the library, finance and logistics offices the world lacks.
 */
export default {
  modules: { classroomRepair: workOrderExtension(REPAIR_STEPS) },
  routes: campusRoutes,
  seedOrder: 60,
  async seed({ db, tenantId, now, accounts, primary }) {
    const clock = demoClock(now);
    await seedOffices(db, tenantId, now, OFFICES, { counsellor: accounts.counsellor, primary });
    await seedMonitors(db, tenantId, accounts.student);
    if (!primary) return;
    await seedClassLife(db, tenantId, clock, accounts);
    await seedLeaving(db, tenantId, clock, accounts.graduate ?? undefined);
    const students = accounts.counsellor
      ? await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student)
      : [];
    await seedRepairs(db, tenantId, clock, students);
  },
} satisfies GroupExtension;
