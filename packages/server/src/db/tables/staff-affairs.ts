/**
 * The staff groups' tables (migrations 0073, 0074, 0076): the moral-education class and the
 * teacher assessment (szgz), the political-work team and staff training (zgdw). Dates are the
 * school's `yyyy-MM-dd`, times epoch ms.
 */

/** A moral-education session (德育课堂): a lecture or an activity with places and points. */
export interface MoralSessionTable {
  id: string;
  tenantId: string;
  title: string;
  kind: string;
  speaker: string;
  place: string;
  date: string;
  time: string;
  term: string;
  capacity: number;
  /** Confirmed places taken (never above capacity: one conditional update takes a place). */
  signed: number;
  points: number;
  creatorId: string;
  creatorName: string;
  createdAt: number;
}

/** One student's sign-up to a session: signedUp | waiting | attended | absent. */
export interface MoralSignupTable {
  id: string;
  tenantId: string;
  sessionId: string;
  studentId: string;
  status: string;
  createdAt: number;
  updatedAt: number;
}

/** A counsellor's profile (辅导员档案), one per counsellor. */
export interface CounsellorProfileTable {
  tenantId: string;
  userId: string;
  education: string;
  degree: string;
  major: string;
  political: string;
  title: string;
  /** yyyy-MM */
  started: string;
  fullTime: number;
  certificates: string;
  updatedAt: number;
}

export interface WorkLogTable {
  id: string;
  tenantId: string;
  authorId: string;
  authorName: string;
  category: string;
  date: string;
  content: string;
  students: number;
  createdAt: number;
}

/** A heart-to-heart talk (谈心谈话): confidential to its author and the office's leadership. */
export interface TalkRecordTable {
  id: string;
  tenantId: string;
  authorId: string;
  authorName: string;
  studentId: string;
  date: string;
  minutes: number;
  type: string;
  topic: string;
  measures: string;
  followUp: string | null;
  createdAt: number;
}

export interface AssessmentRoundTable {
  id: string;
  tenantId: string;
  title: string;
  opensOn: string;
  closesOn: string;
  createdAt: number;
}

/** That a student has rated in a round; nothing of what or when. */
export interface AssessmentVoterTable {
  tenantId: string;
  roundId: string;
  studentId: string;
}

/** The running sum and count of one item of one counsellor in a round; no rater. */
export interface AssessmentScoreTable {
  tenantId: string;
  roundId: string;
  counsellorId: string;
  item: string;
  total: number;
  ratings: number;
}

/** A staff member's training or achievement, reviewed by the office. */
export interface StaffRecordTable {
  id: string;
  tenantId: string;
  ownerId: string;
  ownerName: string;
  kind: string;
  category: string;
  title: string;
  organiser: string;
  date: string;
  hours: number;
  level: string;
  status: string;
  reviewerName: string | null;
  reviewNote: string | null;
  reviewedAt: number | null;
  createdAt: number;
}

export interface StaffAffairsTables {
  moralSession: MoralSessionTable;
  moralSignup: MoralSignupTable;
  counsellorProfile: CounsellorProfileTable;
  workLog: WorkLogTable;
  talkRecord: TalkRecordTable;
  assessmentRound: AssessmentRoundTable;
  assessmentVoter: AssessmentVoterTable;
  assessmentScore: AssessmentScoreTable;
  staffRecord: StaffRecordTable;
}
