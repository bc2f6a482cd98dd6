import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { YN } from './types.js';

/** Tenants, people and the org tree (migration 0001). */

export interface TenantTable {
  id: string;
  code: string;
  name: string;
  shortName: string;
  status: 'active' | 'disabled';
  /** Days a graduate's account stays usable after graduation (migration 0006). */
  graduateGraceDays: Generated<number>;
  /** The school year last rolled into (2026: 2026–2027), null before the first rollover (migration 0008). */
  schoolYear: Generated<number | null>;
  /** Years a graduate's sensitive personal data is kept after their account closes (migration 0008). */
  retentionYears: Generated<number>;
  createdAt: number;
}

export interface AppUserTable {
  id: string;
  /** Lower-cased sign-in name, unique across tenants (one person, one account). */
  account: string;
  passwordHash: string;
  fullname: string;
  /** Initials of the name in pinyin (zhang san -> zs), for address-book search. */
  pinyin: string;
  mobile: string | null;
  email: string | null;
  gender: 'male' | 'female' | 'unknown';
  photoId: string | null;
  isSuper: YN;
  status: 'actived' | 'inactive' | 'disabled' | 'expired';
  passwordChangedAt: number;
  passwordExpiresAt: number | null;
  mainTenantId: string | null;
  /** The language the person chose (migration 0001_user_language); null: the browser's choice stands. */
  language: string | null;
  createdAt: number;
  updatedAt: number;
}

export type MemberKind = 'student' | 'staff';

/** A user's place in one tenant (the platform's "employee"). */
export interface TenantMemberTable {
  tenantId: string;
  userId: string;
  kind: MemberKind;
  /** Student number or staff number. */
  number: string;
  /** Primary org: the class of a student, the department of a staff member. */
  orgId: string;
  title: string | null;
  isTenantAdmin: YN;
  status: 'active' | 'left';
  /** A student's place in their studies (migration 0004); null for staff. */
  studyStatus: StudyStatus | null;
  /** The year a student entered and is expected to graduate (migration 0004); null for staff. */
  enrolmentYear: number | null;
  graduationYear: number | null;
  /** When a graduate's access to this school ends (migration 0006); null: no end set. */
  accessEndsAt: Generated<number | null>;
  /**
   * A staff member's ID number (migration 0009), read only by activation; null for students (theirs
   * is in student_profile) and for staff the school gave none.
   */
  idNumber: Generated<string | null>;
  /** When the closing job closed the graduate's account (migration 0008); null while open. */
  accessClosedAt: Generated<number | null>;
  /** When the retention job erased the graduate's sensitive personal data (migration 0008). */
  personalDataErasedAt: Generated<number | null>;
  createdAt: number;
}

export type StudyStatus = 'enrolled' | 'suspended' | 'withdrawn' | 'graduated';

export type OrgType = 'school' | 'college' | 'major' | 'class' | 'office' | 'department';

export interface OrgTable {
  id: string;
  tenantId: string;
  parentId: string | null;
  code: string;
  name: string;
  type: OrgType;
  /** Ids from the root down to this org, '/'-separated with leading and trailing '/'. */
  path: string;
  sort: number;
  /** Enrolment year of a class or major cohort. */
  grade: string | null;
  createdAt: number;
}

export interface RoleTable {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  /** The app's own role in every language (JSON by language, db/app-texts.ts); null for a school's own. */
  names: string | null;
  createdAt: number;
}

export interface MemberRoleTable {
  tenantId: string;
  userId: string;
  roleId: string;
}

export interface PositionTable {
  id: string;
  tenantId: string;
  code: string;
  name: string;
  orgId: string | null;
  createdAt: number;
}

export interface MemberPositionTable {
  tenantId: string;
  userId: string;
  positionId: string;
}

/**
 * Who does what for an org: the counsellor of a class, the teacher of a class, the
 * student-affairs staff of a college. Workflow assignment reads relations from here.
 */
export type Duty = 'counsellor' | 'teacher' | 'student_affairs' | 'head';

export interface OrgDutyTable {
  tenantId: string;
  orgId: string;
  userId: string;
  duty: Duty;
}

export interface CoreTables {
  tenant: TenantTable;
  appUser: AppUserTable;
  tenantMember: TenantMemberTable;
  org: OrgTable;
  role: RoleTable;
  memberRole: MemberRoleTable;
  position: PositionTable;
  memberPosition: MemberPositionTable;
  orgDuty: OrgDutyTable;
}

export type Tenant = Selectable<TenantTable>;
export type AppUser = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type Org = Selectable<OrgTable>;
