import type { FormValues, RecordFigure } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { readFact, type EvaluationStanding } from './facts.js';
import type { AffairRegistry, LoadedModule } from './registry/registry.js';

/**
 * The figures of a module's record fields (GPA, ranks, failed courses) as the school keeps them:
 * the comprehensive evaluation of the batch's academic year, read through the `evaluationRank`
 * fact. One source of the fields the system fills (system-fields.ts), and what eligibility judges.
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

/** The module's record fields as one evaluated year has them. */
export function recordOf(module: LoadedModule, standing: EvaluationStanding): RecordStanding {
  const fields = Object.entries(module.descriptor.recordFields ?? {});
  return {
    academicYear: standing.academicYear,
    values: Object.fromEntries(fields.map(([field, figure]) => [field, FIGURE_OF[figure](standing)])),
  };
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
  if (Object.keys(module.descriptor.recordFields ?? {}).length === 0) return null;
  const facts = await readFact(registry, 'evaluationRank', db, tenantId, [studentId]);
  const standing = standingFor(facts?.get(studentId), academicYear);
  return standing ? recordOf(module, standing) : null;
}
