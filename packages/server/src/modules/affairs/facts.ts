import { affairStatus } from './status.js';
import type { AffairRegistry } from './registry/registry.js';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { FactName, FactReader, StudentFacts } from './student-facts.js';

// The facts and their readers are declared apart (student-facts.ts): a group's extension names its
// readers, and reading a fact goes through the registry of extensions.
export type {
  BillState,
  EvaluationStanding,
  FactName,
  FeesOwed,
  FactReader,
  FactReaders,
  StudentFacts,
} from './student-facts.js';

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
