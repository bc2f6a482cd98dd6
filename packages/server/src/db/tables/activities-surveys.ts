/**
 * Activities (migration 0064, the xshd group's tables) and surveys (migration 0066, wjdc). Times
 * are epoch ms; JSON columns hold attachment references, questions and answers.
 */

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

export interface SurveyTable {
  id: string;
  tenantId: string;
  title: string;
  intro: string;
  /** JSON: SurveyQuestion[]. */
  questions: string;
  /** JSON: enrolment years; empty: every grade. */
  grades: string;
  /** JSON: college org ids; empty: every college. */
  colleges: string;
  anonymous: 'Y' | 'N';
  opensAt: number;
  closesAt: number;
  closed: 'Y' | 'N';
  createdBy: string;
  createdByName: string;
  createdAt: number;
  updatedAt: number;
}

export interface SurveyResponseTable {
  id: string;
  tenantId: string;
  surveyId: string;
  respondentId: string;
  collegeId: string | null;
  /** JSON: SurveyAnswers. */
  answers: string;
  createdAt: number;
}

export interface ActivitySurveyTables {
  activity: ActivityTable;
  activitySignup: ActivitySignupTable;
  activityWork: ActivityWorkTable;
  survey: SurveyTable;
  surveyResponse: SurveyResponseTable;
}
