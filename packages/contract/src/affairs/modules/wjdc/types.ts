/**
 * Surveys' API under /api/wjdc/v3 (server: modules/affairs/modules/wjdc). Staff build a
 * questionnaire (single choice, multiple choice, text, rating) for an audience (the mechanism's
 * grades and colleges; empty: everyone), with a window; each student in the audience answers
 * once (a second submission returns the first, nothing is written twice); the creator and the
 * office read the results: per question the counts, the ratings' average and the text answers,
 * never who answered what.
 *   GET  surveys?scope=mine|created        -> SurveyCard[]  (mine: the student's; created: staff's)
 *   POST surveys          SurveyInput      -> SurveyView    (staff)
 *   GET  surveys/:id                       -> SurveyView    (the audience, the creator, the office)
 *   POST surveys/:id/answers { answers }   -> SurveySubmitted
 *   POST surveys/:id/close                 -> SurveyView    (the creator, the office)
 *   GET  surveys/:id/results               -> SurveyResults (the creator, the office)
 */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface SurveyOption {
  id: string;
  label: string;
}

export interface SurveyQuestion {
  id: string;
  kind: QuestionKind;
  title: string;
  required: boolean;
  /** Choices of single and multiple questions. */
  options: SurveyOption[];
  /** Highest value of a rating (5 or 10); 0 for other kinds. */
  scale: number;
}

export interface SurveyQuestionInput {
  kind: QuestionKind;
  title: string;
  required: boolean;
  options?: string[];
  scale?: number;
}

export interface SurveyInput {
  title: string;
  intro: string;
  questions: SurveyQuestionInput[];
  /** Empty lists mean everyone: grades are enrolment years, colleges org ids. */
  audience: { grades: string[]; colleges: string[] };
  opensAt: number;
  closesAt: number;
  anonymous: boolean;
}

/** A single choice's option id, multiple choices' ids, a text, or a rating. */
export type SurveyAnswer = string | string[] | number;
export type SurveyAnswers = Record<string, SurveyAnswer>;

export type SurveyState = 'upcoming' | 'open' | 'closed';

export interface SurveyCard {
  id: string;
  title: string;
  intro: string;
  opensAt: number;
  closesAt: number;
  anonymous: boolean;
  state: SurveyState;
  createdBy: string;
  questionCount: number;
  /** The caller has answered (students). */
  answered: boolean;
  /** Responses so far (the creator and the office). */
  responses: number | null;
}

export interface SurveyView extends SurveyCard {
  questions: SurveyQuestion[];
  audience: { grades: string[]; colleges: string[] };
  mine: { answers: SurveyAnswers; at: number } | null;
  /** The caller may read the results and close it. */
  manages: boolean;
}

export interface SurveySubmitted {
  at: number;
  /** Answered before: the first answers stand, nothing was written. */
  repeated: boolean;
}

export interface QuestionResult {
  id: string;
  kind: QuestionKind;
  title: string;
  /** Responses that answered this question. */
  answered: number;
  /** Single and multiple: each option's count. */
  options: (SurveyOption & { count: number })[];
  /** Rating: the count of each value 1..scale, and the average (null without answers). */
  ratings: { value: number; count: number }[];
  average: number | null;
  /** Text: the answers, newest first, without their authors. */
  texts: string[];
}

export interface SurveyResults {
  survey: SurveyCard;
  responses: number;
  /** Students in the audience (the response rate's whole). */
  audienceSize: number;
  byCollege: { college: string; responses: number }[];
  questions: QuestionResult[];
}
