import {
  academicYearOf,
  translate,
  type FormValues,
  type Language,
  type RecordFigure,
} from '@campus/contract';
import type { Kysely } from 'kysely';
import type { MemberProfile } from '../../core/org/profile.js';
import type { DB } from '../../db/schema.js';
import { schoolDate } from '../../lib/school-date.js';
import { batchFor } from './batches/find.js';
import type { AffairsContext } from './context.js';
import { readFact, type EvaluationStanding } from './facts.js';
import type { AffairRegistry, LoadedModule } from './registry/registry.js';

/**
 * The figures of a module's record fields (GPA, ranks, failed courses) as the school keeps them:
 * the comprehensive evaluation of the batch's academic year, read
 * through the `evaluationRank` fact. The form shows them read-only with their source, submission
 * replaces whatever was typed, eligibility judges them, and a figure the school does not keep
 * stays the student's, marked unverified for reviewers and publicity.
 */
export interface RecordStanding {
  academicYear: string;
  values: FormValues;
}

const FIGURE_OF: Record<RecordFigure, (s: EvaluationStanding) => number> = {
  gpa: (s) => s.gpa,
  failedCourses: (s) => s.failedCourses,
  academicRank: (s) => s.academicRank,
  academicSize: (s) => s.academicSize,
  evaluationRank: (s) => s.majorRank,
  evaluationSize: (s) => s.majorSize,
  evaluationScore: (s) => s.total,
};

/** The evaluated year a batch's year reads: the same academic year (the eligibility rule's too). */
export function standingFor(
  standings: readonly EvaluationStanding[] | undefined,
  academicYear: string | null,
): EvaluationStanding | undefined {
  return standings?.find((s) => s.academicYear === academicYear);
}

/** The school's figures of the module's record fields for one student; null when it keeps none. */
export async function recordStanding(
  registry: AffairRegistry,
  db: Kysely<DB>,
  tenantId: string,
  module: LoadedModule,
  studentId: string,
  academicYear: string,
): Promise<RecordStanding | null> {
  const fields = Object.entries(module.descriptor.recordFields ?? {});
  if (fields.length === 0) return null;
  const facts = await readFact(registry, 'evaluationRank', db, tenantId, [studentId]);
  const standing = standingFor(facts?.get(studentId), academicYear);
  return standing ? recordOf(module, standing) : null;
}

function recordOf(module: LoadedModule, standing: EvaluationStanding): RecordStanding {
  const fields = Object.entries(module.descriptor.recordFields ?? {});
  return {
    academicYear: standing.academicYear,
    values: Object.fromEntries(fields.map(([field, figure]) => [field, FIGURE_OF[figure](standing)])),
  };
}

/**
 * Each record field's note in the caller's language: where its value came from when it is the
 * school's figure, else that the student typed it and nobody has checked it (a request made
 * before the school had the figure, or one the school has no record for).
 */
export function figureNotes(
  module: LoadedModule,
  values: FormValues,
  record: RecordStanding | null,
  lang: Language,
): Record<string, string> | undefined {
  const fields = Object.keys(module.descriptor.recordFields ?? {});
  if (fields.length === 0) return undefined;
  const from = record && translate(lang, 'affairs.figures.fromRecord', { year: record.academicYear });
  const unverified = translate(lang, 'affairs.figures.unverified');
  return Object.fromEntries(
    fields.map((field) => {
      const kept = record?.values[field];
      const same = kept !== undefined && Number(values[field]) === kept;
      return [field, same && from ? from : unverified];
    }),
  );
}

/**
 * What a student sends, with the school's figures in the record fields: the form shows those
 * read-only and sends nothing for them, so the required check at the start finds them here.
 */
export async function withRecordFigures(
  ctx: AffairsContext,
  tenantId: string,
  module: LoadedModule,
  student: MemberProfile,
  data: FormValues | undefined,
): Promise<FormValues | undefined> {
  if (!module.descriptor.recordFields) return data;
  const today = schoolDate(Date.now());
  const batch = module.descriptor.batches
    ? (await batchFor(ctx.db, tenantId, module.descriptor, student, today)).open
    : null;
  const year = batch?.academicYear ?? academicYearOf(today);
  const record = await recordStanding(ctx.registry, ctx.db, tenantId, module, student.id, year);
  return record ? { ...data, ...record.values } : data;
}

export interface RequestFigures {
  module: LoadedModule;
  studentId: string;
  /** The request's academic year (its batch's); null: none, so nothing is the school's figure. */
  academicYear: string | null;
  values: FormValues;
}

/** The notes of many requests' record fields (a detail, a publicity page), one read of the fact. */
export async function requestFigureNotes(
  ctx: AffairsContext,
  tenantId: string,
  lang: Language,
  requests: readonly RequestFigures[],
): Promise<(Record<string, string> | undefined)[]> {
  const recorded = requests.filter((r) => r.module.descriptor.recordFields);
  const ids = [...new Set(recorded.map((r) => r.studentId))];
  const facts = ids.length ? await readFact(ctx.registry, 'evaluationRank', ctx.db, tenantId, ids) : null;
  return requests.map((r) => {
    const standing = standingFor(facts?.get(r.studentId), r.academicYear);
    return figureNotes(r.module, r.values, standing ? recordOf(r.module, standing) : null, lang);
  });
}
