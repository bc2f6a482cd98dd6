import type { SurveyCard, SurveyOption } from './api.js';

/**
 * Surveys' API under /api/wjdc/v3 (server: modules/affairs/modules/wjdc). Staff build a
 * questionnaire (single choice, multiple choice, text, rating) for an audience (the mechanism's
 * grades and colleges; empty: everyone), with a window; each student in the audience answers
 * once (a second submission returns the first, nothing is written twice); the creator and the
 * office read the results: per question the counts, the ratings' average and the text answers,
 * never who answered what. The endpoints and most wire types are declared in api.ts; the routes
 * with a path parameter (surveys/:id...) are not declared yet.
 *   GET  surveys?scope=mine|created        -> SurveyCard[]  (mine: the student's; created: staff's)
 *   POST surveys          SurveyInput      -> SurveyView    (staff)
 *   GET  surveys/:id                       -> SurveyView    (the audience, the creator, the office)
 *   POST surveys/:id/answers { answers }   -> SurveySubmitted
 *   POST surveys/:id/close                 -> SurveyView    (the creator, the office)
 *   GET  surveys/:id/results               -> SurveyResults (the creator, the office)
 */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type {
  SurveyAnswer,
  SurveyAnswers,
  SurveyCard,
  SurveyInput,
  SurveyOption,
  SurveyQuestion,
  SurveyQuestionInput,
  SurveyState,
  SurveyView,
} from './api.js';

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
