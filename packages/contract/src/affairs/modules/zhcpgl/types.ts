/**
 * The comprehensive evaluation's own API (综合测评, MODULES.md §9), under /api/zhcpgl/v3/evaluation/
 * (besides the generic module API of the bonus applications):
 *   GET  mine?academicYear=               -> MyEvaluation   the student's parts, total, ranks, history
 *   GET  classes                          -> EvaluationClasses  staff: the classes in their charge, the years
 *   GET  class?classId=&academicYear=     -> ClassScores    staff: a class's scores with ranks
 *   GET  class/export?classId=&academicYear= -> xlsx        the same table as a spreadsheet
 *   POST parts {studentId, academicYear, moral, sports} -> EvaluationScore  staff enter the two parts
 * Scores are computed when read, from the school's weights (the bonus module's settings), the
 * course grades, the moral and sports parts and the approved bonus items (capped); a change of
 * weights shows at once. Ranks are in the class and the major; equal totals share a rank (1, 2, 2, 4).
 */

export const EVALUATION_PARTS = ['moral', 'academic', 'sports'] as const;
export type EvaluationPart = (typeof EVALUATION_PARTS)[number];

export const BONUS_CATEGORIES = [
  'contest',
  'office',
  'volunteer',
  'practice',
  'publication',
  'certificate',
  'culture',
  'goodDeed',
] as const;
export type BonusCategory = (typeof BONUS_CATEGORIES)[number];

export const BONUS_LEVELS = ['national', 'provincial', 'school', 'college'] as const;
export type BonusLevel = (typeof BONUS_LEVELS)[number];

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

/** The school's weights (percent, relative: each part's share is its weight over their sum) and the bonus cap. */
export interface EvaluationWeights {
  moral: number;
  academic: number;
  sports: number;
  bonusCap: number;
}

export interface EvaluationScore {
  studentId: string;
  name: string;
  number: string;
  className: string | null;
  /** Each part 0..100; null when not entered (counts as 0). */
  moral: number | null;
  academic: number | null;
  sports: number | null;
  /** Approved bonus points, capped. */
  bonus: number;
  /** Weighted parts plus the bonus, two decimals. */
  total: number;
  classRank: number;
  classSize: number;
  majorRank: number;
  majorSize: number;
}

export interface ClassScores {
  academicYear: string;
  classId: string;
  className: string;
  weights: EvaluationWeights;
  rows: EvaluationScore[];
}

export interface EvaluationCourse {
  course: string;
  credit: number;
  mark: number;
}

export interface EvaluationBonusItem {
  id: string;
  category: BonusCategory;
  level: BonusLevel;
  /** The category and level as the form calls them, in the reader's language. */
  categoryName: string;
  levelName: string;
  itemName: string;
  points: number;
}

export interface EvaluationHistory {
  academicYear: string;
  total: number;
  classRank: number;
  classSize: number;
  majorRank: number;
  majorSize: number;
}

export interface MyEvaluation {
  academicYear: string;
  weights: EvaluationWeights;
  /** Null when the student has no grades that year (not evaluated). */
  score: EvaluationScore | null;
  courses: EvaluationCourse[];
  bonuses: EvaluationBonusItem[];
  history: EvaluationHistory[];
}

export interface EvaluationClasses {
  academicYears: string[];
  classes: { id: string; name: string; college: string | null }[];
}

export interface EvaluationPartsInput {
  studentId: string;
  academicYear: string;
  moral: number;
  sports: number;
}
