import type { BonusCategory, BonusLevel } from './constants.js';

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

/** Points of an approved bonus item by category and level (the rule table: never typed by the student). */
export const BONUS_POINTS: Readonly<Record<BonusCategory, Readonly<Record<BonusLevel, number>>>> = {
  contest: { national: 8, provincial: 5, school: 3, college: 1.5 },
  office: { national: 4, provincial: 3, school: 2, college: 1 },
  volunteer: { national: 3, provincial: 2, school: 1, college: 0.5 },
  practice: { national: 3, provincial: 2, school: 1, college: 0.5 },
  publication: { national: 6, provincial: 4, school: 2, college: 1 },
  certificate: { national: 2, provincial: 1.5, school: 1, college: 0.5 },
  culture: { national: 5, provincial: 3, school: 2, college: 1 },
  goodDeed: { national: 3, provincial: 2, school: 1, college: 0.5 },
};

/** The points of a bonus item, 0 for an unknown category or level. */
export function bonusPoints(category: unknown, level: unknown): number {
  const row = BONUS_POINTS[category as BonusCategory] as Record<string, number> | undefined;
  return row?.[level as string] ?? 0;
}
