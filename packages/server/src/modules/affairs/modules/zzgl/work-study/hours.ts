import { academicYearOf } from '@campus/contract';
import {
  monthWeeks,
  payOf,
  shiftMonth,
  type WorkStudyHours,
  type WorkStudyHoursInput,
  type WorkStudyHoursSheet,
  type WorkStudyMine,
  type WorkStudyMinePlacement,
} from '@campus/contract/affairs/zzgl';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../../db/schema.js';
import type { AuthContext } from '../../../../../http/auth.js';
import { newId } from '../../../../../lib/ids.js';
import { schoolDate } from '../../../../../lib/school-date.js';
import { isCentre, requireCentre, requireSupervisor } from './access.js';
import { checkHours } from './caps.js';
import { RESIGNATION, workStudyCaps } from './module.js';
import { standings } from './posts.js';
import { refuse, States } from './refusals.js';
import * as repo from './repo.js';

/**
 * Monthly hours (工时): the supervisor or the centre logs a student's hours per week of a month,
 * the centre confirms them (the caps checked again, with the school's figures of the day, and the
 * post's pay at least the least hourly pay); confirmed pay becomes a payment the payout query
 * lists. The student reads their posts, hours and pay.
 */
type Db = Kysely<DB>;

const sumOf = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** The placements on the caller's posts that month, with what has been logged for each. */
export async function hoursSheet(
  db: Db,
  caller: AuthContext,
  month: string,
  postId?: string,
): Promise<WorkStudyHoursSheet> {
  const today = schoolDate(Date.now());
  const centre = isCentre(caller);
  let posts = await repo.listPosts(db, caller.tenantId, today, centre ? {} : { supervisorId: caller.userId });
  if (postId) {
    const post = await repo.postById(db, caller.tenantId, postId, today);
    if (!post) throw refuse(States.notFound, 'postNotFound');
    requireSupervisor(caller, post);
    posts = [post];
  }
  const placements = await repo.listPlacements(db, caller.tenantId, {
    postIds: posts.map((p) => p.id),
    month,
  });
  const studentIds = [...new Set(placements.map((p) => p.studentId))];
  const [caps, monthRows] = await Promise.all([
    workStudyCaps(db, caller.tenantId),
    repo.listHours(db, caller.tenantId, { studentIds, months: [month] }),
  ]);
  return {
    month,
    weeks: monthWeeks(month),
    caps,
    rows: placements.map((placement) => ({
      placement,
      hours: monthRows.find((h) => h.placementId === placement.id) ?? null,
      monthHours: sumOf(monthRows.filter((h) => h.studentId === placement.studentId).map((h) => h.hours)),
    })),
    mayConfirm: centre,
  };
}

/** Checks hours against the caps and the placement, counting the student's other hours. */
async function checked(
  trx: Db,
  tenantId: string,
  placement: NonNullable<Awaited<ReturnType<typeof repo.placementById>>>,
  input: { month: string; weeks: readonly number[]; exclude?: string },
) {
  const today = schoolDate(Date.now());
  const post = (await repo.postById(trx, tenantId, placement.postId, today))!;
  // Two loggings of this student's hours at once are checked one after the other.
  await repo.lockStudent(trx, tenantId, placement.studentId);
  const caps = await workStudyCaps(trx, tenantId);
  const others = (
    await repo.listHours(trx, tenantId, {
      studentIds: [placement.studentId],
      months: [shiftMonth(input.month, -1), input.month, shiftMonth(input.month, 1)],
    })
  ).filter((h) => h.id !== input.exclude);
  const result = checkHours({
    caps,
    month: input.month,
    today,
    studentName: placement.studentName,
    post,
    placement,
    weeks: input.weeks,
    others,
  });
  return { ...result, post, caps };
}

export async function logHours(
  db: Db,
  caller: AuthContext,
  input: WorkStudyHoursInput,
): Promise<WorkStudyHours> {
  const now = Date.now();
  const { tenantId } = caller;
  return db.transaction().execute(async (trx) => {
    const placement = await repo.placementById(trx, tenantId, input.placementId);
    if (!placement) throw refuse(States.notFound, 'placementNotFound');
    const post = (await repo.postById(trx, tenantId, placement.postId, schoolDate(now)))!;
    requireSupervisor(caller, post);
    const existing = await repo.hoursRow(trx, tenantId, placement.id, input.month);
    if (existing?.status === 'confirmed')
      throw refuse(States.notAllowed, 'confirmed', { student: placement.studentName, month: input.month });
    const { weeks, hours } = await checked(trx, tenantId, placement, { ...input, exclude: existing?.id });
    const fields = {
      weeks: JSON.stringify(weeks.map(({ start, from, to, hours: h }) => ({ start, from, to, hours: h }))),
      hours,
      rate: post.hourlyRate,
      pay: payOf(hours, post.hourlyRate),
      status: 'logged' as const,
      note: input.note || null,
      loggedBy: caller.userId,
      loggedByName: caller.fullname,
      loggedAt: now,
    };
    const id = existing?.id ?? newId();
    if (existing) await repo.updateHours(trx, id, fields);
    else
      await repo.insertHours(trx, {
        ...fields,
        id,
        tenantId,
        placementId: placement.id,
        postId: placement.postId,
        studentId: placement.studentId,
        month: input.month,
        confirmedBy: null,
        confirmedAt: null,
        payoutId: null,
      });
    return (await repo.listHours(trx, tenantId, { ids: [id] }))[0]!;
  });
}

/**
 * The centre confirms hours: the caps again (the school may have changed them since), the post's
 * pay at least the least hourly pay; the pay becomes a payment due on the 10th of the next month.
 * Confirming what is already confirmed changes nothing.
 */
export async function confirmHours(
  db: Db,
  caller: AuthContext,
  ids: readonly string[],
): Promise<WorkStudyHours[]> {
  requireCentre(caller);
  const now = Date.now();
  const { tenantId } = caller;
  return db.transaction().execute(async (trx) => {
    for (const id of new Set(ids)) {
      const row = await repo.hoursById(trx, tenantId, id);
      if (!row) throw refuse(States.notFound, 'hoursNotFound');
      if (row.status === 'confirmed') continue;
      const placement = (await repo.placementById(trx, tenantId, row.placementId))!;
      const weeks = (JSON.parse(row.weeks) as { hours: number }[]).map((w) => w.hours);
      const { post, caps } = await checked(trx, tenantId, placement, {
        month: row.month,
        weeks,
        exclude: row.id,
      });
      if (row.rate < caps.minHourlyPay)
        throw refuse(States.invalid, 'postRateBelowMin', {
          post: post.title,
          rate: row.rate,
          min: caps.minHourlyPay,
        });
      let payoutId: string | null = null;
      if (row.pay > 0) {
        payoutId = newId();
        await repo.insertPayout(trx, {
          id: payoutId,
          tenantId,
          requestId: placement.requestId,
          studentId: row.studentId,
          moduleKey: 'workStudy',
          academicYear: academicYearOf(`${row.month}-01`),
          period: row.month,
          amount: row.pay,
          dueDate: `${shiftMonth(row.month, 1)}-10`,
          paidAt: null,
          state: 'pending',
          createdAt: now,
        });
      }
      await repo.updateHours(trx, row.id, {
        status: 'confirmed',
        confirmedBy: caller.userId,
        confirmedAt: now,
        payoutId,
      });
    }
    return repo.listHours(trx, tenantId, { ids: [...ids] });
  });
}

/** The student's posts (on them now first), each with its hours and pay by month. */
export async function myWorkStudy(db: Db, caller: AuthContext): Promise<WorkStudyMine> {
  const { tenantId, userId } = caller;
  const [caps, placements, mine, resigning] = await Promise.all([
    workStudyCaps(db, tenantId),
    repo.listPlacements(db, tenantId, { studentId: userId }),
    standings(db, tenantId, userId),
    repo.runningRequests(db, tenantId, RESIGNATION.processKey, userId),
  ]);
  const hours = await repo.listHours(db, tenantId, { placementIds: placements.map((p) => p.id) });
  const withHours: WorkStudyMinePlacement[] = placements.map((placement) => {
    const months = hours.filter((h) => h.placementId === placement.id);
    return {
      ...placement,
      months,
      totalHours: sumOf(months.map((m) => m.hours)),
      totalPay: sumOf(months.filter((m) => m.status === 'confirmed').map((m) => m.pay)),
      resigning: placement.status === 'active' && resigning.some((r) => r.postId === placement.postId),
    };
  });
  return { caps, placements: withHours, applications: mine.filter((s) => s.state === 'applied') };
}
