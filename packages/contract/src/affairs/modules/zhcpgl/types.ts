/**
 * The comprehensive evaluation (综合测评, MODULES.md §9): its own endpoints under
 * /api/zhcpgl/v3/evaluation/ and their wire types are declared in api.ts (besides the generic
 * module API of the bonus applications). Scores are computed when read, from the school's weights
 * (the bonus module's settings), the course grades, the moral and sports parts and the approved
 * bonus items (capped); a change of weights shows at once. Ranks are in the class and the major;
 * equal totals share a rank (1, 2, 2, 4).
 */
export * from './constants.js';

export type {
  ClassScores,
  EvaluationBonusItem,
  EvaluationClasses,
  EvaluationCourse,
  EvaluationHistory,
  EvaluationPartsInput,
  EvaluationScore,
  EvaluationWeights,
  MyEvaluation,
} from './api.js';

export const EVALUATION_PARTS = ['moral', 'academic', 'sports'] as const;
export type EvaluationPart = (typeof EVALUATION_PARTS)[number];
