import { ModuleState } from '@campus/contract';
import type {
  FreshmanRow,
  FreshmanStatus,
  FreshmenPage,
  FreshmenQuery,
  StandingInput,
} from '@campus/contract/affairs/yxxt';
import type { Kysely } from 'kysely';
import { inCharge, studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { keywordFilter } from '../../../../db/like.js';
import type { AuthContext } from '../../../../http/auth.js';
import { requireGroupReviewer } from '../../audience.js';
import { latestRequests, readFact } from '../../facts.js';
import { groupRefusal, texts as T } from '../../group-refusal.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { configOf } from './config.js';
import { formsFilled } from './forms.js';
import { ONBOARDING_PURPOSE, YXXT } from './group.js';
import { pickRow } from '../../row-where.js';

/**
 * Staff's list of the cohort's freshmen in their charge (新生名单, MODULES.md §1): filters by
 * college, major, class, status, paid and green channel; each row with the records of the other
 * groups read through the mechanism (bill, bed, green channel). Staff keep a freshman's place
 * (保留入学资格, joining the army) or record that they gave it up (放弃入学).
 */
type Db = Kysely<DB>;

const TEXTS = {
  notFreshman: T(
    '不是您负责的本届新生',
    '不是您負責的本屆新生',
    'Not a freshman of this intake in your charge',
    '担当する今年度の新入生ではありません',
  ),
};

function cohortQuery(db: Db, tenantId: string, cohort: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .innerJoin('org as c', 'c.id', 'm.orgId')
    .innerJoin('org as mj', 'mj.id', 'c.parentId')
    .innerJoin('org as col', 'col.id', 'mj.parentId')
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'student')
    .where('m.status', '=', 'active')
    .where('c.grade', '=', cohort);
}

/** The status of each freshman: staff's standing wins, else the check-in. */
async function statuses(db: Db, tenantId: string, ids: readonly string[]) {
  if (ids.length === 0)
    return {
      arrived: new Map<string, number>(),
      standing: new Map<string, { standing: 'kept' | 'gaveUp'; reason: string | null }>(),
    };
  const [records, standings] = await Promise.all([
    db
      .selectFrom('checkinRecord')
      .select(['studentId', (eb) => eb.fn.min('createdAt').as('at')])
      .where('tenantId', '=', tenantId)
      .where('purpose', '=', ONBOARDING_PURPOSE)
      .where('studentId', 'in', ids)
      .groupBy('studentId')
      .execute(),
    db
      .selectFrom('onboardingStanding')
      .select(['studentId', 'standing', 'reason'])
      .where('tenantId', '=', tenantId)
      .where('studentId', 'in', ids)
      .execute(),
  ]);
  return {
    arrived: new Map(records.map((r) => [r.studentId, Number(r.at)])),
    standing: new Map(standings.map((s) => [s.studentId, { standing: s.standing, reason: s.reason }])),
  };
}

export async function standingOf(db: Db, tenantId: string, studentId: string) {
  return pickRow(db, 'onboardingStanding', ['standing', 'reason'], { tenantId, studentId });
}

export async function freshmenPage(
  db: Db,
  registry: AffairRegistry,
  caller: AuthContext,
  query: FreshmenQuery,
): Promise<FreshmenPage> {
  requireGroupReviewer(YXXT, caller);
  const config = await configOf(db, caller.tenantId);
  const charge = await studentsInCharge(db, caller.tenantId, caller, YXXT.seesAllStudents);
  let rowsQuery = cohortQuery(db, caller.tenantId, config.cohort).where(inCharge(charge, 'c.path'));
  const choices = await rowsQuery
    .select(['mj.id as majorId', 'mj.name as majorName', 'col.id as collegeId', 'col.name as collegeName'])
    .distinct()
    .orderBy('col.id')
    .orderBy('mj.id')
    .execute();
  if (query.collegeId) rowsQuery = rowsQuery.where('col.id', '=', query.collegeId);
  if (query.majorId) rowsQuery = rowsQuery.where('mj.id', '=', query.majorId);
  if (query.classId) rowsQuery = rowsQuery.where('c.id', '=', query.classId);
  if (query.keyword) {
    const { keyword } = query;
    rowsQuery = rowsQuery.where((eb) => keywordFilter(eb, ['u.fullname', 'm.number'], keyword));
  }
  const all = await rowsQuery
    .select([
      'u.id',
      'u.fullname as name',
      'u.mobile',
      'm.number',
      'c.name as className',
      'mj.name as majorName',
      'col.name as collegeName',
    ])
    .orderBy('m.number')
    .execute();
  const ids = all.map((r) => r.id);
  const [state, bills, beds, green, forms] = await Promise.all([
    statuses(db, caller.tenantId, ids),
    readFact(registry, 'bill', db, caller.tenantId, ids),
    readFact(registry, 'bed', db, caller.tenantId, ids),
    latestRequests(db, caller.tenantId, 'greenChannel', ids),
    formsFilled(db, caller.tenantId, ids),
  ]);
  const rows: FreshmanRow[] = all.map((r) => {
    const standing = state.standing.get(r.id);
    const at = state.arrived.get(r.id) ?? null;
    const status: FreshmanStatus = standing?.standing ?? (at !== null ? 'checkedIn' : 'notArrived');
    const request = green.get(r.id);
    return {
      ...r,
      status,
      statusReason: standing?.reason ?? null,
      checkedInAt: at,
      bill: bills?.get(r.id) ?? null,
      greenChannel: request === 'approved' || request === 'running' ? request : null,
      bed: beds?.get(r.id) ?? null,
      forms: forms.get(r.id) ?? [],
    };
  });
  const paidLike = (row: FreshmanRow) => row.bill === 'paid' || row.bill === 'reduced';
  const filtered = rows.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.paid || paidLike(row) === (query.paid === 'yes')) &&
      (!query.green || (row.greenChannel !== null) === (query.green === 'yes')),
  );
  const size = query.size ?? 20;
  const page = query.page ?? 1;
  const colleges = new Map(choices.map((c) => [c.collegeId, c.collegeName]));
  return {
    cohort: config.cohort,
    total: filtered.length,
    page,
    size,
    rows: filtered.slice((page - 1) * size, page * size),
    colleges: [...colleges].map(([id, name]) => ({ id, name })),
    majors: choices.map((c) => ({ id: c.majorId, name: c.majorName, collegeId: c.collegeId })),
  };
}

export async function setStanding(
  db: Db,
  caller: AuthContext,
  studentId: string,
  input: StandingInput,
  now = Date.now(),
): Promise<void> {
  requireGroupReviewer(YXXT, caller);
  const config = await configOf(db, caller.tenantId);
  const charge = await studentsInCharge(db, caller.tenantId, caller, YXXT.seesAllStudents);
  const found = await cohortQuery(db, caller.tenantId, config.cohort)
    .where(inCharge(charge, 'c.path'))
    .where('u.id', '=', studentId)
    .select('u.id')
    .executeTakeFirst();
  if (!found) throw groupRefusal(ModuleState.RESOURCE_NOT_FOUND, TEXTS.notFreshman, 'id');
  if (input.standing === 'none') {
    await db
      .deleteFrom('onboardingStanding')
      .where('tenantId', '=', caller.tenantId)
      .where('studentId', '=', studentId)
      .execute();
    return;
  }
  const row = {
    standing: input.standing,
    reason: input.reason ?? null,
    setBy: caller.userId,
    updatedAt: now,
  };
  await db
    .insertInto('onboardingStanding')
    .values({ tenantId: caller.tenantId, studentId, ...row })
    .onConflict((oc) => oc.columns(['tenantId', 'studentId']).doUpdateSet(row))
    .execute();
}
