/**
 * The directory's rules as plain values (no schema library), so the web's screens and the
 * server's checks read the same ones: which unit sits under which, which duty is for which unit.
 */

/** A student's place in their studies (tenant_member.study_status, migration 0004). */
export const STUDY_STATUSES = ['enrolled', 'suspended', 'withdrawn', 'graduated'] as const;
export type StudyStatus = (typeof STUDY_STATUSES)[number];

/** The units an administrator adds to the tree (the school itself exists from the start). */
export const ORG_UNIT_TYPES = ['college', 'office', 'major', 'class'] as const;
export type OrgUnitType = (typeof ORG_UNIT_TYPES)[number];

/** Which unit may sit under which: colleges and offices under the school, majors, then classes. */
export const ORG_PARENT_TYPES: Record<OrgUnitType, readonly string[]> = {
  college: ['school'],
  office: ['school'],
  major: ['college'],
  class: ['major', 'college'],
};

/** The duties an administrator assigns: a class's counsellor, a college's student-affairs staff. */
export const ASSIGNED_DUTIES = ['counsellor', 'student_affairs'] as const;
export type AssignedDuty = (typeof ASSIGNED_DUTIES)[number];

/** Which unit each duty is for. */
export const DUTY_ORG_TYPES: Record<AssignedDuty, readonly string[]> = {
  counsellor: ['class'],
  student_affairs: ['college'],
};
