/** Activities (migration 0064). Times are epoch ms; JSON columns hold attachment references. */

/** An activity published by its approved request (`holdActivity`). */
export interface ActivityTable {
  id: string;
  tenantId: string;
  requestId: string;
  organiserId: string;
  organiserName: string;
  collegeId: string | null;
  name: string;
  category: string;
  level: string;
  place: string;
  description: string;
  startsAt: number;
  endsAt: number;
  signUpEndsAt: number;
  capacity: number;
  /** Places taken: raised only while below capacity (one conditional update). */
  accepted: number;
  credits: number;
  acceptsWorks: 'Y' | 'N';
  status: 'published' | 'cancelled' | 'summarised';
  pointId: string | null;
  summary: string | null;
  /** JSON: AttachmentRef[]. */
  summaryPhotos: string | null;
  summarisedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** One per student and activity. */
export interface ActivitySignupTable {
  id: string;
  tenantId: string;
  activityId: string;
  studentId: string;
  status: 'accepted' | 'waiting' | 'cancelled';
  queuedAt: number;
  /** Granted with the summary to those who signed in. */
  credits: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface ActivityWorkTable {
  id: string;
  tenantId: string;
  activityId: string;
  studentId: string;
  title: string;
  description: string;
  /** JSON: AttachmentRef[]. */
  files: string;
  createdAt: number;
  updatedAt: number;
}

export interface XshdTables {
  activity: ActivityTable;
  activitySignup: ActivitySignupTable;
  activityWork: ActivityWorkTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends XshdTables {}
}
