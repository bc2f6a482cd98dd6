import { z } from 'zod';
import { fileBytes } from '../../../api/endpoint.js';
import { endpointsOf } from '../../../api/endpoints-of.js';
import { isAcademicYear } from '../../years.js';
import { BONUS_CATEGORIES, BONUS_LEVELS } from './constants.js';

/**
 * The comprehensive evaluation's own endpoints under /api/zhcpgl/v3/evaluation (server:
 * modules/affairs/modules/zhcpgl/routes.ts), besides the generic module API of the bonus
 * applications: the student's scores; for the group's staff the classes in their charge, a class's
 * table with ranks, its export and the entry of the moral and sports parts (who is in charge of
 * whom: the service decides). Scores are computed when read (see types.ts).
 */

const id = z.string().min(1, 'validation.required').max(32, 'validation.format');
const academicYear = z.string().refine(isAcademicYear, 'validation.format');
const part = z.number('validation.number').min(0, 'validation.format').max(100, 'validation.format');

/** The school's weights (percent, relative: each part's share is its weight over their sum) and the bonus cap. */
const evaluationWeights = z.object({
  moral: z.number(),
  academic: z.number(),
  sports: z.number(),
  bonusCap: z.number(),
});
export type EvaluationWeights = z.infer<typeof evaluationWeights>;

const evaluationScore = z.object({
  studentId: z.string(),
  name: z.string(),
  number: z.string(),
  className: z.string().nullable(),
  /** Each part 0..100; null when not entered (counts as 0). */
  moral: z.number().nullable(),
  academic: z.number().nullable(),
  sports: z.number().nullable(),
  /** Approved bonus points, capped. */
  bonus: z.number(),
  /** Weighted parts plus the bonus, two decimals. */
  total: z.number(),
  classRank: z.number(),
  classSize: z.number(),
  majorRank: z.number(),
  majorSize: z.number(),
});
export type EvaluationScore = z.infer<typeof evaluationScore>;

const classScores = z.object({
  academicYear: z.string(),
  classId: z.string(),
  className: z.string(),
  weights: evaluationWeights,
  rows: z.array(evaluationScore),
});
export type ClassScores = z.infer<typeof classScores>;

const evaluationCourse = z.object({ course: z.string(), credit: z.number(), mark: z.number() });
export type EvaluationCourse = z.infer<typeof evaluationCourse>;

const evaluationBonusItem = z.object({
  id: z.string(),
  category: z.enum(BONUS_CATEGORIES),
  level: z.enum(BONUS_LEVELS),
  /** The category and level as the form calls them, in the reader's language. */
  categoryName: z.string(),
  levelName: z.string(),
  itemName: z.string(),
  points: z.number(),
});
export type EvaluationBonusItem = z.infer<typeof evaluationBonusItem>;

const evaluationHistory = z.object({
  academicYear: z.string(),
  total: z.number(),
  classRank: z.number(),
  classSize: z.number(),
  majorRank: z.number(),
  majorSize: z.number(),
});
export type EvaluationHistory = z.infer<typeof evaluationHistory>;

const myEvaluation = z.object({
  academicYear: z.string(),
  weights: evaluationWeights,
  /** Null when the student has no grades that year (not evaluated). */
  score: evaluationScore.nullable(),
  courses: z.array(evaluationCourse),
  bonuses: z.array(evaluationBonusItem),
  history: z.array(evaluationHistory),
});
export type MyEvaluation = z.infer<typeof myEvaluation>;

const evaluationClasses = z.object({
  academicYears: z.array(z.string()),
  classes: z.array(z.object({ id: z.string(), name: z.string(), college: z.string().nullable() })),
});
export type EvaluationClasses = z.infer<typeof evaluationClasses>;

const partsInput = z.object({ studentId: id, academicYear, moral: part, sports: part });
export type EvaluationPartsInput = z.input<typeof partsInput>;

const zhcpgl = endpointsOf({ service: 'zhcpgl', access: 'signedIn' });
const classQuery = z.object({ classId: id, academicYear: academicYear.optional() });

export const zhcpglEndpoints = {
  /** The student's parts, total, ranks and history (the newest evaluated year by default). */
  mine: zhcpgl.get('/evaluation/mine', {
    query: z.object({ academicYear: academicYear.optional() }),
    reply: myEvaluation,
  }),
  /** Staff: the classes in their charge, the years. */
  classes: zhcpgl.get('/evaluation/classes', { reply: evaluationClasses }),
  /** Staff: a class's scores with ranks. */
  classScores: zhcpgl.get('/evaluation/class', { query: classQuery, reply: classScores }),
  /** The same table as a spreadsheet. */
  exportClass: zhcpgl.get('/evaluation/class/export', { query: classQuery, reply: fileBytes }),
  /** Staff enter the moral and sports parts; the class's table as it is then. */
  saveParts: zhcpgl.post('/evaluation/parts', { body: partsInput, reply: classScores }),
};
