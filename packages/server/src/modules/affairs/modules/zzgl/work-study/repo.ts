import type {
  WeekHours,
  WorkStudyHours,
  WorkStudyPerson,
  WorkStudyPlacement,
  WorkStudyPost,
} from '@campus/contract/affairs/zzgl';
import { sql, type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { AffairPayoutTable, DB } from '../../../../../db/schema.js';
import type { WorkStudyHoursTable, WorkStudyPlacementTable, WorkStudyPostTable } from '../tables.js';
import { newId } from '../../../../../lib/ids.js';
import { escapeLike, likePattern } from '../../../../../db/like.js';
import { pickRows, rowWhere } from '../../../row-where.js';

/** Work-study's queries (the only Kysely calls of the feature), each within one tenant. */
type Db = Kysely<DB>;

export const POST_DICTIONARY = 'work_study_post';
const DEPARTMENT_TYPES = ['office', 'department', 'college'] as const;

export type PostRow = Selectable<WorkStudyPostTable>;
export type PlacementRow = Selectable<WorkStudyPlacementTable>;
export type HoursRow = Selectable<WorkStudyHoursTable>;

// ---- Posts

function posts(db: Db, tenantId: string) {
  return db
    .selectFrom('workStudyPost as p')
    .innerJoin('org as d', 'd.id', 'p.departmentId')
    .innerJoin('appUser as s', 's.id', 'p.supervisorId')
    .selectAll('p')
    .select(['d.name as departmentName', 's.fullname as supervisorName'])
    .where('p.tenantId', '=', tenantId);
}

type PostWithNames = PostRow & { departmentName: string; supervisorName: string };

const accepting = (row: PostRow, today: string) =>
  row.status === 'open' && row.endDate >= today && row.filled < row.places;

function toPost(row: PostWithNames, today: string): WorkStudyPost {
  return {
    id: row.id,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    title: row.title,
    duties: row.duties,
    location: row.location,
    places: row.places,
    filled: row.filled,
    hourlyRate: row.hourlyRate,
    hoursPerMonth: row.hoursPerMonth,
    startDate: row.startDate,
    endDate: row.endDate,
    supervisorId: row.supervisorId,
    supervisorName: row.supervisorName,
    status: row.status,
    accepting: accepting(row, today),
  };
}

export async function postById(db: Db, tenantId: string, id: string, today: string) {
  const row = await posts(db, tenantId).where('p.id', '=', id).executeTakeFirst();
  return row ? toPost(row, today) : undefined;
}

/** Posts of the school: open ones whose period is not over, or every post (a supervisor's only). */
export async function listPosts(
  db: Db,
  tenantId: string,
  today: string,
  filter: { current?: boolean; supervisorId?: string; ids?: readonly string[] } = {},
): Promise<WorkStudyPost[]> {
  let query = posts(db, tenantId);
  if (filter.current) query = query.where('p.status', '=', 'open').where('p.endDate', '>=', today);
  if (filter.supervisorId) query = query.where('p.supervisorId', '=', filter.supervisorId);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('p.id', 'in', [...filter.ids]);
  }
  const rows = await query.orderBy('p.status', 'desc').orderBy('p.createdAt', 'desc').limit(500).execute();
  return rows.map((row) => toPost(row, today));
}

export async function insertPost(db: Db, row: Insertable<WorkStudyPostTable>): Promise<void> {
  await db.insertInto('workStudyPost').values(row).execute();
}

export async function updatePost(
  db: Db,
  tenantId: string,
  id: string,
  patch: Updateable<WorkStudyPostTable>,
): Promise<void> {
  await db
    .updateTable('workStudyPost')
    .set(patch)
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

/**
 * Takes one of the post's places: one conditional update, so of two approvals racing for the
 * last place exactly one gets it (PostgreSQL re-checks the condition on the row the first wrote).
 */
export async function takePlace(db: Db, postId: string): Promise<boolean> {
  const result = await db
    .updateTable('workStudyPost')
    .set({ filled: sql<number>`filled + 1` })
    .where('id', '=', postId)
    .where(sql<boolean>`filled < places`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function freePlace(db: Db, postId: string): Promise<void> {
  await db
    .updateTable('workStudyPost')
    .set({ filled: sql<number>`filled - 1` })
    .where('id', '=', postId)
    .where('filled', '>', 0)
    .execute();
}

/**
 * The post as the application form's choice (dictionary work_study_post, kept by this code):
 * every post the school ever published, so old requests still read with the post's name.
 */
export async function keepPostChoice(
  db: Db,
  tenantId: string,
  post: { id: string; title: string; departmentName: string },
  now: number,
): Promise<void> {
  const name = `${post.title}（${post.departmentName}）`.slice(0, 200);
  const updated = await db
    .updateTable('dictionary')
    .set({ name })
    .where('tenantId', '=', tenantId)
    .where('typeKey', '=', POST_DICTIONARY)
    .where('key', '=', post.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('dictionary')
    .values({
      id: newId(),
      tenantId,
      typeKey: POST_DICTIONARY,
      key: post.id,
      name,
      names: null,
      sort: 0,
      createdAt: now,
    })
    .execute();
}

// ---- Departments and people

/** The post's supervisor, as the workflow staffs the employing department's step. */
export async function supervisorOf(db: Db, tenantId: string, postId: string): Promise<WorkStudyPerson[]> {
  if (!postId) return [];
  return db
    .selectFrom('workStudyPost as p')
    .innerJoin('appUser as u', 'u.id', 'p.supervisorId')
    .select(['u.id', 'u.fullname as name'])
    .where('p.tenantId', '=', tenantId)
    .where('p.id', '=', postId)
    .execute();
}

export async function departments(db: Db, tenantId: string): Promise<WorkStudyPerson[]> {
  return db
    .selectFrom('org')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('type', 'in', [...DEPARTMENT_TYPES])
    .orderBy('type', 'desc')
    .orderBy('sort')
    .orderBy('code')
    .execute();
}

export async function departmentOf(db: Db, tenantId: string, orgId: string) {
  return db
    .selectFrom('org')
    .select(['id', 'name', 'path'])
    .where('tenantId', '=', tenantId)
    .where('id', '=', orgId)
    .where('type', 'in', [...DEPARTMENT_TYPES])
    .executeTakeFirst();
}

/** The school's staff in office (membership `m`, account `u`), each read as a person: id and name. */
function activeStaff(db: Db, tenantId: string) {
  return db
    .selectFrom('tenantMember as m')
    .innerJoin('appUser as u', 'u.id', 'm.userId')
    .select(['u.id', 'u.fullname as name'])
    .where('m.tenantId', '=', tenantId)
    .where('m.kind', '=', 'staff')
    .where('m.status', '=', 'active');
}

/** Active staff whose department lies in the org's subtree (who may supervise a post there). */
export async function staffIn(db: Db, tenantId: string, orgPath: string): Promise<WorkStudyPerson[]> {
  return (
    activeStaff(db, tenantId)
      .innerJoin('org as o', 'o.id', 'm.orgId')
      .where('u.status', '=', 'actived')
      // The org path taken literally on both dialects (SQLite has no default LIKE escape).
      .where(likePattern('o.path', `${escapeLike(orgPath)}%`))
      .orderBy('u.fullname')
      .orderBy('u.id')
      .limit(500)
      .execute()
  );
}

export async function isStaff(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<WorkStudyPerson | undefined> {
  return activeStaff(db, tenantId).where('m.userId', '=', userId).executeTakeFirst();
}

// ---- Placements

function placements(db: Db, tenantId: string) {
  return db
    .selectFrom('workStudyPlacement as a')
    .innerJoin('workStudyPost as p', 'p.id', 'a.postId')
    .innerJoin('org as d', 'd.id', 'p.departmentId')
    .innerJoin('appUser as u', 'u.id', 'a.studentId')
    .innerJoin('tenantMember as m', (join) =>
      join.onRef('m.userId', '=', 'a.studentId').onRef('m.tenantId', '=', 'a.tenantId'),
    )
    .innerJoin('org as c', 'c.id', 'm.orgId')
    .selectAll('a')
    .select([
      'p.title as postTitle',
      'p.hourlyRate',
      'd.name as departmentName',
      'u.fullname as studentName',
      'm.number as studentNumber',
      'c.name as className',
    ])
    .where('a.tenantId', '=', tenantId);
}

type PlacementWithNames = PlacementRow & {
  postTitle: string;
  hourlyRate: number;
  departmentName: string;
  studentName: string;
  studentNumber: string;
  className: string;
};

export function toPlacement(row: PlacementWithNames): WorkStudyPlacement {
  return {
    id: row.id,
    postId: row.postId,
    postTitle: row.postTitle,
    departmentName: row.departmentName,
    studentId: row.studentId,
    studentName: row.studentName,
    studentNumber: row.studentNumber,
    className: row.className,
    requestId: row.requestId,
    startDate: row.startDate,
    endDate: row.endDate,
    status: row.active === 'Y' ? 'active' : 'ended',
    endReason: row.endReason,
    hourlyRate: row.hourlyRate,
  };
}

export async function placementById(db: Db, tenantId: string, id: string) {
  const row = await placements(db, tenantId).where('a.id', '=', id).executeTakeFirst();
  return row && { ...toPlacement(row), row };
}

/**
 * Placements by post or by student: the active ones, or every one that overlaps a month
 * (started by its end, not ended before its start).
 */
export async function listPlacements(
  db: Db,
  tenantId: string,
  filter: { postIds?: readonly string[]; studentId?: string; active?: boolean; month?: string },
): Promise<WorkStudyPlacement[]> {
  let query = placements(db, tenantId);
  if (filter.postIds) {
    if (filter.postIds.length === 0) return [];
    query = query.where('a.postId', 'in', [...filter.postIds]);
  }
  if (filter.studentId) query = query.where('a.studentId', '=', filter.studentId);
  if (filter.active) query = query.where('a.active', '=', 'Y');
  if (filter.month) {
    const month = filter.month;
    query = query
      .where('a.startDate', '<=', `${month}-31`)
      .where((eb) => eb.or([eb('a.endDate', 'is', null), eb('a.endDate', '>=', `${month}-01`)]));
  }
  const rows = await query
    .orderBy(sql`case when a.active = 'Y' then 0 else 1 end`)
    .orderBy('a.startDate', 'desc')
    .orderBy('m.number')
    .limit(2000)
    .execute();
  return rows.map(toPlacement);
}

export async function activePlacement(db: Db, tenantId: string, postId: string, studentId: string) {
  return rowWhere(db, 'workStudyPlacement', { tenantId, postId, studentId, active: 'Y' });
}

export async function activeCount(db: Db, tenantId: string, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('workStudyPlacement')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('studentId', '=', studentId)
    .where('active', '=', 'Y')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPlacement(db: Db, row: Insertable<WorkStudyPlacementTable>): Promise<void> {
  await db.insertInto('workStudyPlacement').values(row).execute();
}

export async function endPlacement(
  db: Db,
  id: string,
  patch: Pick<Updateable<WorkStudyPlacementTable>, 'endDate' | 'endReason' | 'resignationId' | 'updatedAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('workStudyPlacement')
    .set({ ...patch, active: null })
    .where('id', '=', id)
    .where('active', '=', 'Y')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Holds the student's placements for the rest of the transaction (PostgreSQL row locks), so two
 * loggings of one student's hours on two posts at once are checked against the caps one after
 * the other. SQLite runs one writer at a time anyway.
 */
export async function lockStudent(db: Db, tenantId: string, studentId: string): Promise<void> {
  await db
    .updateTable('workStudyPlacement')
    .set({ updatedAt: sql<number>`updated_at` })
    .where('tenantId', '=', tenantId)
    .where('studentId', '=', studentId)
    .execute();
}

// ---- Requests under review

/** The student's requests of a process still under review, with their form values. */
export async function runningRequests(db: Db, tenantId: string, processKey: string, studentId: string) {
  const rows = await pickRows(db, 'bpmInstance', ['id', 'data'], {
    tenantId,
    defKey: processKey,
    starterId: studentId,
    status: 'running',
  });
  return rows.map((row) => ({
    id: row.id,
    postId: String((JSON.parse(row.data) as { postId?: unknown }).postId ?? ''),
  }));
}

// ---- Hours

export function toHours(row: HoursRow, paid: boolean): WorkStudyHours {
  return {
    id: row.id,
    placementId: row.placementId,
    postId: row.postId,
    studentId: row.studentId,
    month: row.month,
    weeks: JSON.parse(row.weeks) as WeekHours[],
    hours: row.hours,
    rate: row.rate,
    pay: row.pay,
    status: row.status,
    note: row.note,
    loggedByName: row.loggedByName,
    loggedAt: row.loggedAt,
    confirmedAt: row.confirmedAt,
    paid,
  };
}

/** Hours rows by placement, student or month, with whether their payment has been made. */
export async function listHours(
  db: Db,
  tenantId: string,
  filter: {
    placementIds?: readonly string[];
    studentIds?: readonly string[];
    months?: readonly string[];
    ids?: readonly string[];
  },
): Promise<WorkStudyHours[]> {
  for (const list of [filter.placementIds, filter.studentIds, filter.months, filter.ids])
    if (list && list.length === 0) return [];
  let query = db
    .selectFrom('workStudyHours as h')
    .leftJoin('affairPayout as o', 'o.id', 'h.payoutId')
    .selectAll('h')
    .select('o.state as payoutState')
    .where('h.tenantId', '=', tenantId);
  if (filter.placementIds) query = query.where('h.placementId', 'in', [...filter.placementIds]);
  if (filter.studentIds) query = query.where('h.studentId', 'in', [...filter.studentIds]);
  if (filter.months) query = query.where('h.month', 'in', [...filter.months]);
  if (filter.ids) query = query.where('h.id', 'in', [...filter.ids]);
  const rows = await query.orderBy('h.month', 'desc').limit(5000).execute();
  return rows.map(({ payoutState, ...row }) => toHours(row, payoutState === 'paid'));
}

export async function hoursRow(db: Db, tenantId: string, placementId: string, month: string) {
  return rowWhere(db, 'workStudyHours', { tenantId, placementId, month });
}

export async function hoursById(db: Db, tenantId: string, id: string) {
  return rowWhere(db, 'workStudyHours', { tenantId, id });
}

export async function insertHours(db: Db, row: Insertable<WorkStudyHoursTable>): Promise<void> {
  await db.insertInto('workStudyHours').values(row).execute();
}

export async function updateHours(db: Db, id: string, patch: Updateable<WorkStudyHoursTable>): Promise<void> {
  await db.updateTable('workStudyHours').set(patch).where('id', '=', id).execute();
}

/** Confirmed pay as a payment of the workStudy module (the payout query lists it). */
export async function insertPayout(db: Db, row: Insertable<AffairPayoutTable>): Promise<void> {
  await db.insertInto('affairPayout').values(row).execute();
}
