/**
 * The moral-education class and the teacher assessment (migrations 0073, 0076). Dates are the
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

export interface SzgzTables {
  moralSession: MoralSessionTable;
  moralSignup: MoralSignupTable;
  assessmentRound: AssessmentRoundTable;
  assessmentVoter: AssessmentVoterTable;
  assessmentScore: AssessmentScoreTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends SzgzTables {}
}
