import { academicYearOf, localize, ModuleState, type Language } from '@campus/contract';
import type {
  ClassScores,
  EvaluationBonusItem,
  EvaluationClasses,
  EvaluationPartsInput,
  EvaluationScore,
  MyEvaluation,
} from '@campus/contract/affairs/zhcpgl';
import type { Kysely } from 'kysely';
import type { ChangeContext } from '../../../../core/change-log/context.js';
import { personLabel } from '../../../../core/change-log/labels.js';
import { recordChange } from '../../../../core/change-log/record.js';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import { pickRow } from '../../row-where.js';
import { valueLabels } from '../../labels.js';
import type { AffairRegistry } from '../../registry/registry.js';
import type { DB } from '../../../../db/schema.js';
import { AppError } from '../../../../http/errors.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { majorsOfClasses, placesOf } from './cohort.js';
import { approvedBonuses, BONUS_MODULE, majorScores, schoolWeights, type GradeFigures } from './scores.js';
import { evaluationStandings } from './standings.js';

/**
 * What the evaluation's screens read: the student's own scores, and for staff the classes in
 * their charge and a class's table with ranks; staff enter the moral and sports parts of the
 * students in their charge. A class or student outside the caller's charge reads as not found.
 */
const strip = ({
  classId: _c,
  majorId: _m,
  gpa: _g,
  failedCourses: _f,
  academicRank: _r,
  academicSize: _s,
  ...score
}: EvaluationScore & GradeFigures): EvaluationScore => score;

/** The newest academic year the school has grades of, else this one. */
async function latestYear(db: Kysely<DB>, tenantId: string): Promise<string> {
  const row = await db
    .selectFrom('evaluationGrade')
    .select('academicYear')
    .where('tenantId', '=', tenantId)
    .orderBy('academicYear', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.academicYear ?? academicYearOf(schoolDate(Date.now()));
}

export async function myEvaluation(
  db: Kysely<DB>,
  registry: AffairRegistry,
  lang: Language,
  tenantId: string,
  studentId: string,
  year: string | undefined,
): Promise<MyEvaluation> {
  const form = registry.module(BONUS_MODULE.key)!.form;
  const [categories, levels] = await Promise.all([
    valueLabels(db, tenantId, form, 'category'),
    valueLabels(db, tenantId, form, 'level'),
  ]);
  const history = (await evaluationStandings(db, tenantId, [studentId])).get(studentId) ?? [];
  const academicYear = year ?? history[0]?.academicYear ?? (await latestYear(db, tenantId));
  const place = (await placesOf(db, tenantId, [studentId])).get(studentId);
  const [scores, courses, bonuses, weights] = await Promise.all([
    place ? majorScores(db, tenantId, academicYear, [place.majorId]) : Promise.resolve(new Map()),
    db
      .selectFrom('evaluationGrade')
      .select(['course', 'creditTenths', 'markTenths'])
      .where('tenantId', '=', tenantId)
      .where('studentId', '=', studentId)
      .where('academicYear', '=', academicYear)
      .orderBy('course')
      .execute(),
    approvedBonuses(db, tenantId, academicYear, [studentId]),
    schoolWeights(db, tenantId),
  ]);
  const score = scores.get(studentId);
  return {
    academicYear,
    weights,
    score: score ? strip(score) : null,
    courses: courses.map((c) => ({
      course: c.course,
      credit: Number(c.creditTenths) / 10,
      mark: Number(c.markTenths) / 10,
    })),
    bonuses: bonuses.map(
      ({ studentId: _s, ...b }) =>
        ({
          ...b,
          categoryName: localize(categories.get(b.category) ?? b.category, lang),
          levelName: localize(levels.get(b.level) ?? b.level, lang),
        }) as EvaluationBonusItem,
    ),
    history,
  };
}

export async function evaluationClasses(
  db: Kysely<DB>,
  tenantId: string,
  charge: Charge,
): Promise<EvaluationClasses> {
  const [classes, years] = await Promise.all([
    db
      .selectFrom('org as k')
      .leftJoin('org as c', (join) => join.onRef('c.id', '=', 'k.parentId'))
      .select(['k.id', 'k.name', 'k.path'])
      .where('k.tenantId', '=', tenantId)
      .where('k.type', '=', 'class')
      .where(inCharge(charge, 'k.path'))
      .orderBy('k.name')
      .execute(),
    db
      .selectFrom('evaluationGrade')
      .select('academicYear')
      .distinct()
      .where('tenantId', '=', tenantId)
      .orderBy('academicYear', 'desc')
      .execute(),
  ]);
  const collegeIds = [...new Set(classes.map((k) => k.path.split('/').filter(Boolean)))].flat();
  const colleges = collegeIds.length
    ? await db
        .selectFrom('org')
        .select(['id', 'name'])
        .where('tenantId', '=', tenantId)
        .where('type', '=', 'college')
        .where('id', 'in', [...new Set(collegeIds)])
        .execute()
    : [];
  return {
    academicYears: years.map((y) => y.academicYear),
    classes: classes.map((k) => ({
      id: k.id,
      name: k.name,
      college: colleges.find((c) => k.path.includes(`/${c.id}/`))?.name ?? null,
    })),
  };
}

async function classInCharge(db: Kysely<DB>, tenantId: string, charge: Charge, classId: string) {
  const found = await db
    .selectFrom('org')
    .select(['id', 'name', 'path'])
    .where('tenantId', '=', tenantId)
    .where('type', '=', 'class')
    .where('id', '=', classId)
    .where(inCharge(charge, 'path'))
    .executeTakeFirst();
  if (!found) throw new AppError(ModuleState.ORG_NOT_FOUND);
  return found;
}

export async function classScores(
  db: Kysely<DB>,
  tenantId: string,
  charge: Charge,
  classId: string,
  year: string | undefined,
): Promise<ClassScores> {
  const found = await classInCharge(db, tenantId, charge, classId);
  const academicYear = year ?? (await latestYear(db, tenantId));
  const majorId = (await majorsOfClasses(db, tenantId, [found.path])).get(found.path)!;
  const [scores, weights] = await Promise.all([
    majorScores(db, tenantId, academicYear, [majorId]),
    schoolWeights(db, tenantId),
  ]);
  const rows = [...scores.values()]
    .filter((s) => s.classId === classId)
    .sort((a, b) => a.classRank - b.classRank || a.number.localeCompare(b.number))
    .map(strip);
  return { academicYear, classId, className: found.name, weights, rows };
}

/** Staff enter a student's moral and sports parts for a year (the student in their charge). */
export async function saveParts(
  db: Kysely<DB>,
  charge: Charge,
  change: ChangeContext,
  input: EvaluationPartsInput,
): Promise<ClassScores> {
  const { tenantId } = change;
  const student = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as k', 'k.id', 'm.orgId')
    .select(['k.id as classId'])
    .where('m.tenantId', '=', tenantId)
    .where('m.userId', '=', input.studentId)
    .where('m.kind', '=', 'student')
    .where('k.type', '=', 'class')
    .where(inCharge(charge, 'k.path'))
    .executeTakeFirst();
  if (!student) throw new AppError(ModuleState.USER_NOT_FOUND);
  const values = {
    moralTenths: Math.round(input.moral * 10),
    sportsTenths: Math.round(input.sports * 10),
    updatedBy: change.actorId ?? '',
    updatedAt: Date.now(),
  };
  const key = { tenantId, studentId: input.studentId, academicYear: input.academicYear };
  await db.transaction().execute(async (trx) => {
    const before = await pickRow(trx, 'evaluationPart', ['moralTenths', 'sportsTenths'], key);
    await trx
      .insertInto('evaluationPart')
      .values({ ...key, ...values })
      .onConflict((oc) => oc.columns(['tenantId', 'studentId', 'academicYear']).doUpdateSet(values))
      .execute();
    // Scores are logged as entered (tenths are how they are stored, not how they are read).
    const parts = (row: { moralTenths: number; sportsTenths: number }) => ({
      moral: row.moralTenths / 10,
      sports: row.sportsTenths / 10,
    });
    await recordChange(trx, change, {
      kind: 'score',
      objectId: `${input.studentId}:${input.academicYear}`,
      label: `${await personLabel(trx, tenantId, input.studentId)} ${input.academicYear}`,
      action: before ? 'update' : 'create',
      before: before ? parts(before) : {},
      after: parts(values),
    });
  });
  return classScores(db, tenantId, charge, student.classId, input.academicYear);
}
