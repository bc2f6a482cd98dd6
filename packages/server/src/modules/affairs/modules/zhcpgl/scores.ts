import zhcpgl, { type EvaluationScore, type EvaluationWeights } from '@campus/contract/affairs/zhcpgl';
import { resolveGroup } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { moduleSettings } from '../../settings/settings.js';
import { studentsOfMajors, type Evaluated } from './cohort.js';
import { competitionRanks } from './rank.js';

/**
 * A year's scores of whole majors, computed when read: the academic part is the credit-weighted
 * mean of the year's course marks; moral and sports are what staff entered (0 when missing); the
 * weighted parts (each weight over the weights' sum) plus the approved bonus points up to the
 * school's cap. A student without grades that year is not evaluated. Ranks: class and major.
 */
export const ZHCPGL = resolveGroup(zhcpgl);
export const BONUS_MODULE = ZHCPGL.modules[0]!;

const round2 = (n: number) => Math.round(n * 100) / 100;

export async function schoolWeights(db: Kysely<DB>, tenantId: string): Promise<EvaluationWeights> {
  const s = await moduleSettings(db, tenantId, BONUS_MODULE);
  return {
    moral: Number(s.moralWeight),
    academic: Number(s.academicWeight),
    sports: Number(s.sportsWeight),
    bonusCap: Number(s.bonusCap),
  };
}

/** A stored computed figure as a number (0 when absent or not a number). */
const pointsOf = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Bonus items of the year that count, by student: approved, and their publicity over with no
 * objection open (MODULES §0: the result is final only then); an item reopened by an upheld
 * objection is no longer approved, so it does not count either.
 */
export async function approvedBonuses(
  db: Kysely<DB>,
  tenantId: string,
  academicYear: string,
  studentIds: readonly string[],
) {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .select(['r.instanceId', 'r.studentId', 'i.data'])
    .where('r.tenantId', '=', tenantId)
    .where('r.moduleKey', '=', BONUS_MODULE.key)
    .where('r.academicYear', '=', academicYear)
    .where('r.studentId', 'in', studentIds)
    .where('i.status', '=', 'end')
    .where('i.result', '=', 'agree')
    .where((eb) =>
      eb.or([
        eb('r.publicityEnd', 'is', null),
        eb.and([eb('r.publicityEnd', '<=', Date.now()), eb('r.openObjections', '=', 0)]),
      ]),
    )
    .orderBy('r.createdAt')
    .execute();
  return rows.map((r) => {
    const data = JSON.parse(r.data) as Record<string, unknown>;
    return {
      id: r.instanceId,
      studentId: r.studentId,
      category: String(data.category),
      level: String(data.level),
      itemName: String(data.itemName ?? ''),
      // The form's computed field: the server filled it from the school's standards (the form's
      // points table) when the item was submitted, and it is what the reviewer and publicity saw.
      points: pointsOf(data.points),
    };
  });
}

/** What a score carries beside its wire shape: where it ranks and the grades' own figures. */
export interface GradeFigures {
  classId: string;
  majorId: string;
  /** Credit-weighted grade points on the 4-point scale (a mark of 90 or more is 4.0, under 60 is 0). */
  gpa: number;
  /** Courses of the year marked under 60. */
  failedCourses: number;
  /** Rank in the major by the academic part alone (the 专业成绩排名 of the scholarship forms). */
  academicRank: number;
  academicSize: number;
}

type Computed = Omit<EvaluationScore, 'classRank' | 'classSize' | 'majorRank' | 'majorSize'> &
  Omit<GradeFigures, 'academicRank' | 'academicSize'>;

const gradePoint = (mark: number) => (mark < 60 ? 0 : Math.min(4, (mark - 50) / 10));

function computeOne(
  student: Evaluated,
  grades: { credit: number; mark: number }[],
  part: { moral: number; sports: number } | undefined,
  bonus: number,
  w: EvaluationWeights,
): Computed {
  const credits = grades.reduce((n, g) => n + g.credit, 0);
  const academic = credits > 0 ? grades.reduce((n, g) => n + g.credit * g.mark, 0) / credits : 0;
  const sum = w.moral + w.academic + w.sports;
  const weighted =
    sum > 0
      ? ((part?.moral ?? 0) * w.moral + academic * w.academic + (part?.sports ?? 0) * w.sports) / sum
      : 0;
  const capped = Math.min(bonus, w.bonusCap);
  const gpa = credits > 0 ? grades.reduce((n, g) => n + g.credit * gradePoint(g.mark), 0) / credits : 0;
  return {
    gpa: round2(gpa),
    failedCourses: grades.filter((g) => g.mark < 60).length,
    studentId: student.id,
    name: student.name,
    number: student.number,
    className: student.className,
    classId: student.classId,
    majorId: student.majorId,
    moral: part ? part.moral : null,
    academic: round2(academic),
    sports: part ? part.sports : null,
    bonus: round2(capped),
    total: round2(weighted + capped),
  };
}

/** Each evaluated student of the majors in the year, with ranks, by student id. */
export async function majorScores(
  db: Kysely<DB>,
  tenantId: string,
  academicYear: string,
  majorIds: readonly string[],
): Promise<Map<string, EvaluationScore & GradeFigures>> {
  const students = await studentsOfMajors(db, tenantId, majorIds);
  const ids = students.map((s) => s.id);
  if (ids.length === 0) return new Map();
  const [grades, parts, bonuses, weights] = await Promise.all([
    db
      .selectFrom('evaluationGrade')
      .select(['studentId', 'creditTenths', 'markTenths'])
      .where('tenantId', '=', tenantId)
      .where('academicYear', '=', academicYear)
      .where('studentId', 'in', ids)
      .execute(),
    db
      .selectFrom('evaluationPart')
      .select(['studentId', 'moralTenths', 'sportsTenths'])
      .where('tenantId', '=', tenantId)
      .where('academicYear', '=', academicYear)
      .where('studentId', 'in', ids)
      .execute(),
    approvedBonuses(db, tenantId, academicYear, ids),
    schoolWeights(db, tenantId),
  ]);
  const gradesOf = new Map<string, { credit: number; mark: number }[]>();
  for (const g of grades) {
    const list = gradesOf.get(g.studentId) ?? [];
    list.push({ credit: Number(g.creditTenths) / 10, mark: Number(g.markTenths) / 10 });
    gradesOf.set(g.studentId, list);
  }
  const partOf = new Map(
    parts.map((p) => [
      p.studentId,
      { moral: Number(p.moralTenths) / 10, sports: Number(p.sportsTenths) / 10 },
    ]),
  );
  const bonusOf = new Map<string, number>();
  for (const b of bonuses) bonusOf.set(b.studentId, (bonusOf.get(b.studentId) ?? 0) + b.points);
  const computed = students
    .filter((s) => gradesOf.has(s.id))
    .map((s) => computeOne(s, gradesOf.get(s.id)!, partOf.get(s.id), bonusOf.get(s.id) ?? 0, weights));
  const groups = (key: (c: Computed) => string) => {
    const by = new Map<string, Computed[]>();
    for (const c of computed) by.set(key(c), [...(by.get(key(c)) ?? []), c]);
    return [...by.values()];
  };
  const ranked = new Map(
    computed.map((c) => [
      c,
      { classRank: 0, classSize: 0, majorRank: 0, majorSize: 0, academicRank: 0, academicSize: 0 },
    ]),
  );
  for (const cohort of groups((c) => c.classId)) {
    const ranks = competitionRanks(cohort, (c) => c.total);
    for (const c of cohort)
      Object.assign(ranked.get(c)!, { classRank: ranks.get(c)!, classSize: cohort.length });
  }
  for (const cohort of groups((c) => c.majorId)) {
    const ranks = competitionRanks(cohort, (c) => c.total);
    const academic = competitionRanks(cohort, (c) => c.academic ?? 0);
    for (const c of cohort)
      Object.assign(ranked.get(c)!, {
        majorRank: ranks.get(c)!,
        majorSize: cohort.length,
        academicRank: academic.get(c)!,
        academicSize: cohort.length,
      });
  }
  return new Map(computed.map((c) => [c.studentId, { ...c, ...ranked.get(c)! }]));
}
