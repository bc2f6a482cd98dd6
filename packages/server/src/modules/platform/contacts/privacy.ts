import type { MemberKind, OrgType } from '../../../db/schema.js';

/**
 * Who may see whom in the address book: the one rule every address-book query applies. The
 * table of docs/PRIVACY.md, row by row (privacy.test.ts and contacts.test.ts test each row):
 *
 * - Everyone sees all staff of the tenant.
 * - A student in a class sees the students of their own class. A student in no class (a
 *   self-registered account, placed at the school itself until staff place it) sees no student.
 * - A staff member sees the students of the classes under their own org and under every org
 *   where they hold a duty (counsellor or teacher of a class, student affairs of a college).
 * - The student-affairs office and tenant admins see every student, placed or not.
 * - A student in no class is seen by no other student and only by the office and tenant admins:
 *   the rules above reach students through their classes.
 * - Nobody sees another tenant (queries are tenant-scoped before this rule applies).
 *
 * A person is shown with all their contact fields (the row's phone; the card's number and e-mail)
 * exactly when they are visible: students' phones reach classmates and the staff responsible for them.
 */
export interface Viewer {
  kind: MemberKind;
  /** The viewer's own org: a student's class, a staff member's department or college. */
  orgPath: string;
  orgType: OrgType;
  /** Orgs where the viewer holds a duty (org_duty). */
  dutyOrgPaths: readonly string[];
  roles: readonly string[];
  isTenantAdmin: boolean;
}

export interface ContactScope {
  /** Every student of the tenant, in a class or not. */
  allStudents: boolean;
  /** Otherwise: the students of the classes that lie under one of these org paths. */
  studentOrgPaths: readonly string[];
}

const SEES_ALL_STUDENTS: readonly string[] = ['office_staff', 'tenant_admin'];

export function contactScope(viewer: Viewer): ContactScope {
  if (viewer.kind === 'student') {
    return { allStudents: false, studentOrgPaths: viewer.orgType === 'class' ? [viewer.orgPath] : [] };
  }
  if (viewer.isTenantAdmin || viewer.roles.some((role) => SEES_ALL_STUDENTS.includes(role))) {
    return { allStudents: true, studentOrgPaths: [] };
  }
  return { allStudents: false, studentOrgPaths: [...new Set([viewer.orgPath, ...viewer.dutyOrgPaths])] };
}
