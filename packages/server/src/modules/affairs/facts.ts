import { affairStatus } from './status.js';
import type { AffairRegistry } from './registry/registry.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * What one group reads of another's records without importing it (onboarding's journey reads the
 * bed, the bill, the green channel): a group that keeps such a record provides a reader in its
 * extension (`facts`), and the reader asks the mechanism. A fact no group provides reads as null,
 * so the asking screen can say the school does not keep it.
 */
export type BillState = 'paid' | 'partial' | 'unpaid' | 'deferred' | 'reduced';

/** Where the comprehensive evaluation of one academic year ranks a student (equal totals share a rank). */
export interface EvaluationStanding {
  academicYear: string;
  total: number;
  classRank: number;
  classSize: number;
  majorRank: number;
  majorSize: number;
}

export interface StudentFacts {
  /** The student's bed in words ('1号楼 203-2'), by student id; absent: no bed. */
  bed: string;
  /** The state of the student's bill of the current year, by student id; absent: no bill. */
  bill: BillState;
  /** The student's evaluated years, newest first, by student id; absent: never evaluated. */
  evaluationRank: EvaluationStanding[];
}

export type FactName = keyof StudentFacts;

export type FactReader<K extends FactName> = (
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
) => Promise<Map<string, StudentFacts[K]>>;

export type FactReaders = { [K in FactName]?: FactReader<K> };

/** A fact of each student from the group that provides it; null when no group does. */
export async function readFact<K extends FactName>(
  registry: AffairRegistry,
  name: K,
  db: Kysely<DB>,
  tenantId: string,
  studentIds: readonly string[],
): Promise<Map<string, StudentFacts[K]> | null> {
  for (const group of registry.groups) {
    const reader = registry.groupExtension(group.key).facts?.[name] as FactReader<K> | undefined;
    if (reader) return studentIds.length ? reader(db, tenantId, studentIds) : new Map();
  }
  return null;
}

/** Where a student's latest request of a module stands: approved, under review, or refused/ended. */
export type RequestState = 'approved' | 'running' | 'closed';

/**
 * Each student's latest request (not a draft) of a module, as its status: what a journey shows of
 * another group's request (the green channel's) through the mechanism's own bookkeeping.
 */
export async function latestRequests(
  db: Kysely<DB>,
  tenantId: string,
  moduleKey: string,
  studentIds: readonly string[],
): Promise<Map<string, RequestState>> {
  const found = new Map<string, RequestState>();
  if (studentIds.length === 0) return found;
  const rows = await db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .select(['r.studentId', 'i.status', 'i.result', 'r.publicityEnd', 'r.openObjections', 'r.createdAt'])
    .where('r.tenantId', '=', tenantId)
    .where('r.moduleKey', '=', moduleKey)
    .where('r.studentId', 'in', studentIds)
    .where('i.status', '!=', 'draft')
    .orderBy('r.createdAt', 'asc')
    .execute();
  for (const row of rows) {
    const status = affairStatus(row, row);
    found.set(
      row.studentId,
      status === 'running' || status === 'objection'
        ? 'running'
        : ['approved', 'publicity', 'final'].includes(status)
          ? 'approved'
          : 'closed',
    );
  }
  return found;
}
