/**
 * Surveys' API under /api/wjdc/v3 (server: modules/affairs/modules/wjdc). Staff build a
 * questionnaire (single choice, multiple choice, text, rating) for an audience (the mechanism's
 * grades and colleges; empty: everyone), with a window; each student in the audience answers
 * once (a second submission returns the first, nothing is written twice); the creator and the
 * office read the results: per question the counts, the ratings' average and the text answers,
 * never who answered what. The endpoints and their wire types are declared in api.ts.
 *   GET  surveys?scope=mine|created        -> SurveyCard[]  (mine: the student's; created: staff's)
 *   POST surveys          SurveyInput      -> SurveyView    (staff)
 *   GET  surveys/:id                       -> SurveyView    (the audience, the creator, the office)
 *   POST surveys/:id/answers { answers }   -> SurveySubmitted
 *   POST surveys/:id/close                 -> SurveyView    (the creator, the office)
 *   GET  surveys/:id/results               -> SurveyResults (the creator, the office)
 */
export * from './constants.js';

export type {
  QuestionResult,
  SurveyAnswer,
  SurveyAnswers,
  SurveyCard,
  SurveyInput,
  SurveyOption,
  SurveyQuestion,
  SurveyQuestionInput,
  SurveyResults,
  SurveyState,
  SurveySubmitted,
  SurveyView,
} from './api.js';
