import type { MemberKind } from '../../../db/schema.js';

/**
 * Who may see whom in the address book: the one rule every address-book query applies.
 *
 * - Everyone sees all staff of the tenant.
 * - A student sees the students of their own class.
 * - A staff member sees the students of the classes under their own org and under every org
 *   where they hold a duty (counsellor or teacher of a class, student affairs of a college).
 * - The student-affairs office and tenant admins see every student.
 * - Nobody sees another tenant (queries are tenant-scoped before this rule applies).
 *
 * A student's phone number is shown exactly when the student is visible, which by the rule
 * above means to classmates and to the staff responsible for them; staff phones are shown to all.
 */
export interface Viewer {
  kind: MemberKind;
  /** The viewer's own org: a student's class, a staff member's department or college. */
  orgPath: string;
  /** Orgs where the viewer holds a duty (org_duty). */
  dutyOrgPaths: readonly string[];
  roles: readonly string[];
  isTenantAdmin: boolean;
}

export interface ContactScope {
  allStudents: boolean;
  /** Otherwise: the students whose class lies under one of these org paths. */
  studentOrgPaths: readonly string[];
}

const SEES_ALL_STUDENTS: readonly string[] = ['office_staff', 'tenant_admin'];

export function contactScope(viewer: Viewer): ContactScope {
  if (viewer.kind === 'student') return { allStudents: false, studentOrgPaths: [viewer.orgPath] };
  if (viewer.isTenantAdmin || viewer.roles.some((role) => SEES_ALL_STUDENTS.includes(role))) {
    return { allStudents: true, studentOrgPaths: [] };
  }
  return { allStudents: false, studentOrgPaths: [...new Set([viewer.orgPath, ...viewer.dutyOrgPaths])] };
}
