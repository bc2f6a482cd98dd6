import { HttpState } from '@campus/contract';
import type { ProcessStatisticsFilter } from '@campus/contract/api/bpm/statistics';
import { sql, type Kysely, type Selectable } from 'kysely';
import { inCharge, studentsInCharge, type Charge } from '../../../core/org/charge.js';
import { escapeLike, likePattern } from '../../../db/like.js';
import type { Dialect } from '../../../db/index.js';
import type { DB } from '../../../db/schema.js';
import type { BpmInstanceTable } from '../../../db/tables/bpm.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { FIELD_WORDS } from './texts.js';

/**
 * Which requests the figures count: those submitted in the year (China time) by the students in
 * the caller's charge (core/org/charge.ts: a counsellor their classes, a college's staff the
 * college, the office and the school's administrators the school), narrowed to a college and a
 * process when the filters say so. Drafts never count. The year bounds the creation time, which
 * bpm_instance_created_ix (migration 0011) serves.
 */
const SCHOOL_OFFSET_MS = 8 * 3600 * 1000;

export interface StatisticsScope {
  tenantId: string;
  year: number;
  from: number;
  to: number;
  charge: Charge;
  /** The college's org path, when the filter names one. */
  collegePath: string | null;
  process: string | null;
}

/** Midnight of 1 January of the year, China time, as epoch ms. */
export const yearStart = (year: number) => Date.UTC(year, 0, 1) - SCHOOL_OFFSET_MS;

/** The school's calendar year at a moment. */
export const schoolYear = (at: number) => new Date(at + SCHOOL_OFFSET_MS).getUTCFullYear();

export async function scopeOf(
  db: Kysely<DB>,
  caller: AuthContext,
  filter: ProcessStatisticsFilter,
  now: number,
): Promise<StatisticsScope> {
  const year = filter.year ?? schoolYear(now);
  let collegePath: string | null = null;
  if (filter.collegeId) {
    const college = await db
      .selectFrom('org')
      .select('path')
      .where('tenantId', '=', caller.tenantId)
      .where('id', '=', filter.collegeId)
      .where('type', '=', 'college')
      .executeTakeFirst();
    // Another school's college and nobody's are answered alike: probing ids tells nothing.
    if (!college)
      throw new AppError(HttpState.NOT_FOUND, {
        fields: [{ field: 'collegeId', label: FIELD_WORDS.collegeId, message: 'validation.oneOf' }],
      });
    collegePath = college.path;
  }
  return {
    tenantId: caller.tenantId,
    year,
    from: yearStart(year),
    to: yearStart(year + 1),
    charge: await studentsInCharge(db, caller.tenantId, caller),
    collegePath,
    process: filter.process ?? null,
  };
}

/**
 * The year's requests of the school: on SQLite named with INDEXED BY, because its planner,
 * without statistics or with them, otherwise prefers an index that gives the GROUP BY its order
 * (bpm_instance_def_key_ix on the tenant alone: the school's whole history) or starts from the
 * tasks; the derived table is flattened into the outer query, so the hint is all it adds.
 * PostgreSQL plans it well on its statistics. `created_at > 0` is the index's own condition (it
 * is partial, migration 0011): stated literally, so both planners may use it.
 */
function yearOfRequests(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) {
  const hint = dialect === 'sqlite' ? sql` indexed by bpm_instance_created_ix` : sql``;
  return sql<Selectable<BpmInstanceTable>>`(select * from bpm_instance${hint}
    where tenant_id = ${scope.tenantId} and created_at >= ${scope.from} and created_at < ${scope.to}
      and created_at > 0)`;
}

/** The submitted requests in scope, as `i` (the instance), `m` (the starter's membership), `o` (their org). */
export function requestsIn(db: Kysely<DB>, dialect: Dialect, scope: StatisticsScope) {
  let query = db
    .selectFrom(yearOfRequests(db, dialect, scope).as('i'))
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.tenantId', '=', 'i.tenantId').onRef('m.userId', '=', 'i.starterId'),
    )
    .innerJoin('org as o', 'o.id', 'm.orgId')
    .where('i.status', '<>', 'draft')
    .where(inCharge(scope.charge, 'o.path'));
  if (scope.collegePath) query = query.where(likePattern('o.path', `${escapeLike(scope.collegePath)}%`));
  if (scope.process) query = query.where('i.defKey', '=', scope.process);
  return query;
}
