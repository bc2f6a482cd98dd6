import type { GroupExtension } from '../../extension.js';
import { seedDormChecks } from './checks-seed.js';
import { counsellorStudents } from '../../demo/counsellor-students.js';
import { seedDormRequests } from './demo-requests.js';
import { dormExtension } from './requests.js';
import { dormRoutes } from './routes.js';
import { dormStatistics } from './statistics.js';
import { seedDormitories } from './seed.js';
import { bedLabel, bedsOfStudents } from './beds-repo.js';

/**
 * Dormitories beyond the mechanism: real buildings, rooms and beds (each student in one bed, no
 * room over its capacity), the checks and the bed moves of its requests (requests.ts, moves.ts),
 * its own API of rooms and occupancy (routes.ts), and its demo: every student housed, requests in
 * every state for the demo counsellor's students.
 */
export default {
  modules: {
    dormChange: dormExtension,
    outsideLive: dormExtension,
    stayNight: dormExtension,
    checkOut: dormExtension,
    checkIn: dormExtension,
    repair: dormExtension,
  },
  routes: dormRoutes,
  // Occupancy, free beds and inspection grades beside the requests on the statistics screen.
  statistics: (scope, _charge, _caller, lang) => dormStatistics(scope, lang),
  // Other groups read a student's bed through the mechanism (onboarding's journey and figures).
  facts: {
    async bed(db, tenantId, studentIds) {
      const rows = await bedsOfStudents(db, tenantId, studentIds);
      return new Map(rows.map((row) => [row.studentId!, bedLabel(row)]));
    },
    // A collective honour's room (文明宿舍) is the one its applicant lives in.
    async room(db, tenantId, studentIds) {
      const rows = await bedsOfStudents(db, tenantId, studentIds);
      return new Map(rows.map((row) => [row.studentId!, `${row.buildingName} ${row.roomNumber}`]));
    },
  },
  async seed({ db, tenantId, now, accounts, primary }) {
    await seedDormitories(db, tenantId, now);
    const students = accounts.counsellor
      ? await counsellorStudents(db, tenantId, accounts.counsellor, accounts.student)
      : [];
    if (primary) await seedDormRequests(db, tenantId, students, now);
    await seedDormChecks(
      db,
      tenantId,
      now,
      students.map((s) => s.id),
    );
  },
} satisfies GroupExtension;
