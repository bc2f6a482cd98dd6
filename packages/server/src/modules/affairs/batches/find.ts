import type { AffairModuleDescriptor } from '@campus/contract';
import type { Kysely } from 'kysely';
import type { MemberProfile } from '../../../core/org/profile.js';
import type { DB } from '../../../db/schema.js';
import type { MessageParams } from '../../../http/errors.js';
import { inAudience } from '../audience.js';
import { batchesOf, stateOn, type BatchRow } from './repo.js';

/** A refusal's words: a catalogue key and its parameters (localized where it is said). */
export interface Reason {
  key: 'affairs.batch.none' | 'affairs.batch.upcoming' | 'affairs.batch.ended' | 'affairs.batch.notForYou';
  params: MessageParams;
}

export interface BatchFinding {
  /** The batch the student would apply in today. */
  open: BatchRow | null;
  /** What to show instead: the next window, or the last that ended. */
  shown: BatchRow | null;
  /** Why the student cannot apply now, when there is no open batch for them. */
  reason: Reason | null;
}

const forStudent = (row: BatchRow, student: Pick<MemberProfile, 'grade' | 'collegeId'>) =>
  inAudience(
    { grades: JSON.parse(row.grades) as string[], colleges: JSON.parse(row.colleges) as string[] },
    student,
  );

/**
 * Which batch of a module a student applies in today: an open one meant for their grade and
 * college; otherwise the reason, naming the next window ("opens on 9.20") or the last one.
 */
export async function batchFor(
  db: Kysely<DB>,
  tenantId: string,
  module: AffairModuleDescriptor,
  student: Pick<MemberProfile, 'grade' | 'collegeId'>,
  today: string,
): Promise<BatchFinding> {
  const rows = await batchesOf(db, tenantId, [module.key]);
  const open = rows.filter((r) => stateOn(r, today) === 'open');
  const mine = open.find((r) => forStudent(r, student));
  if (mine) return { open: mine, shown: mine, reason: null };
  const upcoming = rows
    .filter((r) => stateOn(r, today) === 'upcoming' && forStudent(r, student))
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  if (upcoming) {
    const params = { batch: upcoming.name, start: upcoming.startDate, end: upcoming.endDate };
    return { open: null, shown: upcoming, reason: { key: 'affairs.batch.upcoming', params } };
  }
  if (open[0])
    return {
      open: null,
      shown: open[0],
      reason: { key: 'affairs.batch.notForYou', params: { batch: open[0].name } },
    };
  const ended = rows.find((r) => stateOn(r, today) === 'ended');
  if (ended) {
    const end = ended.closed === 'Y' && ended.endDate > today ? today : ended.endDate;
    return {
      open: null,
      shown: ended,
      reason: { key: 'affairs.batch.ended', params: { batch: ended.name, end } },
    };
  }
  const title = typeof module.title === 'string' ? module.title : { ...module.title };
  return { open: null, shown: null, reason: { key: 'affairs.batch.none', params: { module: title } } };
}

/** The batch staff look at now: an open one (the latest opened), else the next, else the last. */
export async function currentBatch(
  db: Kysely<DB>,
  tenantId: string,
  module: AffairModuleDescriptor,
  today: string,
): Promise<BatchRow | null> {
  const rows = await batchesOf(db, tenantId, [module.key]);
  return (
    rows.find((r) => stateOn(r, today) === 'open') ??
    rows
      .filter((r) => stateOn(r, today) === 'upcoming')
      .sort((a, b) => a.startDate.localeCompare(b.startDate))[0] ??
    rows[0] ??
    null
  );
}
