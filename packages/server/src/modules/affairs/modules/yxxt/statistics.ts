import type {
  OnboardingFigures,
  OnboardingStatistics,
  OnboardingStatsRow,
} from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import { inCharge, studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireGroupReviewer } from '../../audience.js';
import { latestRequests, readFact } from '../../facts.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { configOf } from './config.js';
import { ONBOARDING_PURPOSE, YXXT } from './group.js';

/**
 * Onboarding statistics online (迎新统计, MODULES.md §11): the freshmen of the school's cohort in
 * the caller's charge, by college and by major: expected, checked in (ever and today), rate,
 * green channel (a request approved or under review), in the dorm, paid (null without bills).
 * "In the dorm" (已入住) is a freshman with a bed who has checked in: a bed assigned before the
 * freshman arrives is not lived in yet (issue 30 item 9: every bed counted read 30 in for 19 arrived).
 */
interface Freshman {
  id: string;
  majorId: string;
  majorName: string;
  collegeId: string;
  collegeName: string;
}

const empty = (): OnboardingFigures => ({
  expected: 0,
  checkedIn: 0,
  checkedInToday: 0,
  rate: 0,
  greenChannel: 0,
  inDorm: 0,
  paid: null,
});

export async function onboardingStatistics(
  db: Kysely<DB>,
  registry: AffairRegistry,
  caller: AuthContext,
  now = Date.now(),
): Promise<OnboardingStatistics> {
  requireGroupReviewer(YXXT, caller);
  const config = await configOf(db, caller.tenantId, now);
  const charge = await studentsInCharge(db, caller.tenantId, caller, YXXT.seesAllStudents);
  const freshmen: Freshman[] = await db
    .selectFrom('tenantMember as m')
    .innerJoin('org as c', 'c.id', 'm.orgId')
    .innerJoin('org as mj', 'mj.id', 'c.parentId')
    .innerJoin('org as col', 'col.id', 'mj.parentId')
    .select([
      'm.userId as id',
      'mj.id as majorId',
      'mj.name as majorName',
      'col.id as collegeId',
      'col.name as collegeName',
    ])
    .where('m.tenantId', '=', caller.tenantId)
    .where('m.kind', '=', 'student')
    .where('m.status', '=', 'active')
    .where('c.grade', '=', config.cohort)
    .where(inCharge(charge, 'c.path'))
    .orderBy('col.sort')
    .orderBy('mj.sort')
    .execute();
  const ids = freshmen.map((f) => f.id);
  const today = schoolDate(now);
  const [records, beds, bills, green] = await Promise.all([
    ids.length
      ? db
          .selectFrom('checkinRecord')
          .select(['studentId', (eb) => eb.fn.min('createdAt').as('at')])
          .where('tenantId', '=', caller.tenantId)
          .where('purpose', '=', ONBOARDING_PURPOSE)
          .where('studentId', 'in', ids)
          .groupBy('studentId')
          .execute()
      : [],
    readFact(registry, 'bed', db, caller.tenantId, ids),
    readFact(registry, 'bill', db, caller.tenantId, ids),
    latestRequests(db, caller.tenantId, 'greenChannel', ids),
  ]);
  const arrived = new Map(records.map((r) => [r.studentId, Number(r.at)]));

  const totals = empty();
  const colleges = new Map<string, OnboardingStatsRow>();
  const majors = new Map<string, OnboardingStatsRow>();
  const add = (figures: OnboardingFigures, f: Freshman) => {
    figures.expected++;
    const at = arrived.get(f.id);
    if (at !== undefined) figures.checkedIn++;
    if (at !== undefined && schoolDate(at) === today) figures.checkedInToday++;
    const request = green.get(f.id);
    if (request === 'approved' || request === 'running') figures.greenChannel++;
    if (at !== undefined && beds?.has(f.id)) figures.inDorm++;
    const bill = bills?.get(f.id);
    if (bills) figures.paid = (figures.paid ?? 0) + (bill === 'paid' || bill === 'reduced' ? 1 : 0);
  };
  for (const f of freshmen) {
    add(totals, f);
    if (!colleges.has(f.collegeId))
      colleges.set(f.collegeId, { id: f.collegeId, name: f.collegeName, ...empty() });
    if (!majors.has(f.majorId))
      majors.set(f.majorId, { id: f.majorId, name: f.majorName, college: f.collegeName, ...empty() });
    add(colleges.get(f.collegeId)!, f);
    add(majors.get(f.majorId)!, f);
  }
  const rated = <T extends OnboardingFigures>(figures: T): T => ({
    ...figures,
    rate: figures.expected ? Math.round((figures.checkedIn / figures.expected) * 1000) / 1000 : 0,
  });
  return {
    date: today,
    cohort: config.cohort,
    at: now,
    totals: rated(totals),
    byCollege: [...colleges.values()].map(rated),
    byMajor: [...majors.values()].map(rated),
  };
}
