/** Surveys (migration 0066). Times are epoch ms; JSON columns hold questions and answers. */

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

export interface WjdcTables {
  survey: SurveyTable;
  surveyResponse: SurveyResponseTable;
}

/** The group's tables in the database's type (db/schema.ts). */
declare module '../../../../db/schema.js' {
  interface AffairGroupTables extends WjdcTables {}
}
