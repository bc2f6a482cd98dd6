import type { EmploymentRates, MyDestination, RateLine } from '@campus/contract/affairs/jygl';
import { isSettled } from '@campus/contract/affairs/jygl';
import type { Kysely } from 'kysely';
import { inCharge, type Charge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { DESTINATION } from './group.js';
import { activeStudentsInClasses } from '../../student-query.js';
import { cohortOf, graduatingGrade } from '../../cohort.js';

/**
 * The destination rate (毕业去向落实率) of a cohort (an enrolment grade): of the students in the
 * caller's charge, how many have a verified registration with a settled destination, per college
 * and per major (a class's major and college are on its org path); registrations waiting for the
 * college are counted apart. The latest registration of each student counts.
 */
type Db = Kysely<DB>;

const line = (id: string, name: string, c: Omit<RateLine, 'id' | 'name' | 'rate' | 'college'>): RateLine => ({
  id,
  name,
  ...c,
  rate: c.graduates > 0 ? Math.round((c.settled / c.graduates) * 1000) / 1000 : 0,
});

export async function employmentRates(
  db: Db,
  tenantId: string,
  charge: Charge,
  grade: string | undefined,
): Promise<EmploymentRates> {
  const students = await activeStudentsInClasses(db, tenantId)
    .select(['m.userId', 'o.path', 'o.grade'])
    .where(inCharge(charge, 'o.path'))
    .execute();
  // Unless asked for another, the cohort that graduates this year (not merely the oldest on the roll),
  // offered among the grades even while none of its students is in the caller's charge.
  const graduating = await graduatingGrade(db, tenantId);
  const cohortGrade = grade ?? graduating;
  const grades = [
    ...new Set([graduating, ...students.map((s) => s.grade).filter((g): g is string => !!g)]),
  ].sort();
  const cohort = students.filter((s) => s.grade === cohortGrade);
  const [orgs, requests] = await Promise.all([
    db
      .selectFrom('org')
      .select(['id', 'name', 'type', 'path', 'sort'])
      .where('tenantId', '=', tenantId)
      .where('type', 'in', ['college', 'major'])
      .execute(),
    cohort.length
      ? db
          .selectFrom('affairRequest as r')
          .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
          .select(['r.studentId', 'i.status', 'i.result', 'i.data', 'i.createdAt'])
          .where('r.tenantId', '=', tenantId)
          .where('r.moduleKey', '=', DESTINATION)
          .where('i.status', 'in', ['running', 'end'])
          .where(
            'r.studentId',
            'in',
            cohort.map((s) => s.userId),
          )
          .orderBy('i.createdAt', 'desc')
          .execute()
      : Promise.resolve([]),
  ]);
  const latest = new Map<string, (typeof requests)[number]>();
  for (const r of requests) if (!latest.has(r.studentId)) latest.set(r.studentId, r);

  type Counts = Omit<RateLine, 'id' | 'name' | 'rate' | 'college'>;
  const empty = (): Counts => ({ graduates: 0, settled: 0, verified: 0, pending: 0 });
  const byOrg = new Map<string, Counts>();
  const totals = empty();
  const categories = new Map<string, number>();
  for (const s of cohort) {
    const r = latest.get(s.userId);
    const category = r ? String((JSON.parse(r.data) as { category?: unknown }).category ?? '') : '';
    const verified = r?.status === 'end' && r.result === 'agree';
    const add = (c: Counts) => {
      c.graduates += 1;
      if (r?.status === 'running') c.pending += 1;
      if (verified) c.verified += 1;
      if (verified && isSettled(category)) c.settled += 1;
    };
    add(totals);
    if (verified) categories.set(category, (categories.get(category) ?? 0) + 1);
    for (const org of orgs.filter((o) => s.path.startsWith(o.path))) {
      const c = byOrg.get(org.id) ?? empty();
      add(c);
      byOrg.set(org.id, c);
    }
  }
  const rows = (type: string) =>
    orgs
      .filter((o) => o.type === type && byOrg.has(o.id))
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  return {
    grade: cohortGrade,
    grades,
    totals: line('', '', totals),
    colleges: rows('college').map((o) => line(o.id, o.name, byOrg.get(o.id)!)),
    majors: rows('major').map((o) => ({
      ...line(o.id, o.name, byOrg.get(o.id)!),
      college: orgs.find((c) => c.type === 'college' && o.path.startsWith(c.path))?.name ?? '',
    })),
    categories: [...categories.entries()]
      .map(([category, count]) => ({ category, count }))
      .sort((a, b) => b.count - a.count),
  };
}

/** The graduate's latest registration and where it stands. */
export async function myDestination(db: Db, tenantId: string, studentId: string): Promise<MyDestination> {
  const row = await db
    .selectFrom('affairRequest as r')
    .innerJoin('bpmInstance as i', 'i.id', 'r.instanceId')
    .select(['i.id', 'i.status', 'i.result', 'i.data'])
    .where('r.tenantId', '=', tenantId)
    .where('r.studentId', '=', studentId)
    .where('r.moduleKey', '=', DESTINATION)
    .where('i.status', 'in', ['running', 'end'])
    .orderBy('i.createdAt', 'desc')
    .executeTakeFirst();
  // The school's graduating cohort and whether the student is in it (only they register).
  const { graduatingGrade, graduating } = await cohortOf(db, tenantId, studentId);
  const cohort = { graduatingGrade, graduating };
  if (!row) return { state: 'none', id: null, category: null, ...cohort };
  const category = (JSON.parse(row.data) as { category?: unknown }).category;
  return {
    state: row.status === 'running' ? 'running' : row.result === 'agree' ? 'verified' : 'rejected',
    id: row.id,
    category: typeof category === 'string' ? category : null,
    ...cohort,
  };
}
