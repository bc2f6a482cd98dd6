export type { MasterWrite, Outcome } from './context.js';
export { orgByCode, upsertOrg, type OrgInput } from './orgs.js';
export {
  memberByNumber,
  upsertStaff,
  upsertStudent,
  type PresetAccount,
  type StaffInput,
  type StudentInput,
} from './people.js';
export { assignDuty, assignRole, type DutyInput } from './assignments.js';
export { bedCode, upsertBed, type BedInput } from './beds.js';
export { upsertStudents } from './students-batch.js';
export { upsertBeds } from './beds-batch.js';
export { followClassChanges, type ClassChange } from './class-change.js';
