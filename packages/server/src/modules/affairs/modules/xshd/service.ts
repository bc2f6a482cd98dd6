import { ModuleState, type AttachmentRef } from '@campus/contract';
import type {
  ActivityCard,
  ActivityCategory,
  ActivityParticipant,
  ActivitySignup,
  ActivityStage,
  ActivityView,
  ActivityWork,
  MyCredits,
} from '@campus/contract/affairs/xshd';
import type { Kysely } from 'kysely';
import { attachmentRefs, holdAttachments, mayAttach } from '../../../../core/attachments/holders.js';
import type { DB } from '../../../../db/schema.js';
import type { AuthContext } from '../../../../http/auth.js';
import { AppError } from '../../../../http/errors.js';
import { newId } from '../../../../lib/ids.js';
import { mayReviewGroup, requireGroupApplicant } from '../../audience.js';
import { XSHD } from './group.js';
import { activityRefusal } from './refusals.js';
import * as repo from './repo.js';

/**
 * The rules of activities once published: sign-up up to capacity and a waiting list in order
 * (each change takes the activity's row first, so sign-ups and cancellations of one activity
 * happen one at a time, and a place is taken only by a conditional update below capacity); a
 * cancellation before the start gives the place to the first waiting; the organiser (or the
 * group's staff) sees participants and, once the activity has ended, writes the summary with
 * photos, which gives the credits to everyone with a place who signed in; works for activities
 * that collect them.
 */
type Db = Kysely<DB>;
type Row = repo.ActivityRow & { waiting?: number | string | null };

/** A moment as the school reads it (China time), to the minute. */
const minute = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');

export function stageOf(row: repo.ActivityRow, now: number): ActivityStage {
  if (row.status === 'cancelled') return 'cancelled';
  if (row.status === 'summarised') return 'summarised';
  if (now < Number(row.signUpEndsAt)) return 'signUp';
  if (now < Number(row.startsAt)) return 'closed';
  if (now < Number(row.endsAt)) return 'running';
  return 'ended';
}

const refs = (json: string | null): AttachmentRef[] => (json ? (JSON.parse(json) as AttachmentRef[]) : []);

async function signupView(db: Db, row: repo.SignupRow, pointId: string | null): Promise<ActivitySignup> {
  const [ahead, signIn] = await Promise.all([
    row.status === 'waiting' ? repo.waitingAhead(db, row.activityId, Number(row.queuedAt), row.id) : 0,
    repo.signInOf(db, pointId, row.studentId),
  ]);
  return {
    activityId: row.activityId,
    status: row.status,
    position: row.status === 'waiting' ? ahead + 1 : null,
    signedInAt: signIn ? Number(signIn.createdAt) : null,
    credits: row.credits === null ? null : Number(row.credits),
  };
}

function card(row: Row, mine: ActivitySignup | null, now: number): ActivityCard {
  return {
    id: row.id,
    name: row.name,
    category: row.category as ActivityCategory,
    level: row.level,
    place: row.place,
    organiser: row.organiserName,
    startsAt: Number(row.startsAt),
    endsAt: Number(row.endsAt),
    signUpEndsAt: Number(row.signUpEndsAt),
    capacity: row.capacity,
    accepted: Number(row.accepted),
    waiting: Number(row.waiting ?? 0),
    credits: Number(row.credits),
    acceptsWorks: row.acceptsWorks === 'Y',
    stage: stageOf(row, now),
    mine,
  };
}

const manages = (caller: AuthContext, row: repo.ActivityRow) =>
  row.organiserId === caller.userId || mayReviewGroup(XSHD, caller);

async function activityOrMissing(db: Db, caller: AuthContext, id: string) {
  const row = await repo.activityById(db, caller.tenantId, id);
  if (!row) throw new AppError(ModuleState.BUSINESS_OBJECT_NOT_FOUND);
  return row;
}

function requireManages(caller: AuthContext, row: repo.ActivityRow) {
  if (!manages(caller, row)) throw activityRefusal('notManager', { name: row.name });
}

export type Scope = 'open' | 'mine' | 'organised';

/** Published activities (open), the caller's sign-ups (mine) or the activities they manage (organised). */
export async function listActivities(db: Db, caller: AuthContext, scope: Scope, now = Date.now()) {
  let rows: Row[] = await repo.activities(db, caller.tenantId).execute();
  const signups = await repo.signupsOf(
    db,
    caller.tenantId,
    caller.userId,
    rows.map((r) => r.id),
  );
  const byActivity = new Map(signups.map((s) => [s.activityId, s]));
  if (scope === 'open') rows = rows.filter((r) => r.status !== 'cancelled');
  if (scope === 'mine')
    rows = rows.filter((r) => byActivity.get(r.id) && byActivity.get(r.id)!.status !== 'cancelled');
  if (scope === 'organised')
    rows = rows.filter((r) => r.organiserId === caller.userId || mayReviewGroup(XSHD, caller));
  const cards = await Promise.all(
    rows.map(async (row) => {
      const mine = byActivity.get(row.id);
      return card(row, mine ? await signupView(db, mine, row.pointId) : null, now);
    }),
  );
  // Open for sign-up first, then the rest by their start, newest first.
  return cards.sort((a, b) => Number(b.stage === 'signUp') - Number(a.stage === 'signUp'));
}

export async function activityView(
  db: Db,
  caller: AuthContext,
  id: string,
  now = Date.now(),
): Promise<ActivityView> {
  const row = await activityOrMissing(db, caller, id);
  const [mine, signedIn] = await Promise.all([
    repo.signupOf(db, row.id, caller.userId),
    repo.signedInCount(db, row.pointId),
  ]);
  const manager = manages(caller, row);
  return {
    ...card(row, mine ? await signupView(db, mine, row.pointId) : null, now),
    description: row.description,
    requestId: row.requestId,
    manages: manager,
    pointId: manager ? row.pointId : null,
    signedIn,
    summary:
      row.summarisedAt === null
        ? null
        : { text: row.summary ?? '', photos: refs(row.summaryPhotos), at: Number(row.summarisedAt) },
  };
}

/** Signs the student up: a place while one is free, else the end of the waiting list; again: the same sign-up. */
export async function signUp(
  db: Db,
  caller: AuthContext,
  id: string,
  now = Date.now(),
): Promise<ActivitySignup> {
  requireGroupApplicant(XSHD, caller);
  const row = await activityOrMissing(db, caller, id);
  if (row.status === 'cancelled') throw activityRefusal('cancelled', { name: row.name });
  if (now >= Number(row.signUpEndsAt))
    throw activityRefusal('signUpClosed', { name: row.name, end: minute(Number(row.signUpEndsAt)) });
  return db.transaction().execute(async (trx) => {
    await repo.lockActivity(trx, row.id, now);
    // The list's order is the order the sign-ups take the activity's row (the time after the wait).
    const queuedAt = Math.max(now, Date.now());
    let mine = await repo.signupOf(trx, row.id, caller.userId);
    if (mine && mine.status !== 'cancelled') return signupView(trx, mine, row.pointId);
    if (mine)
      await repo.setSignup(trx, mine.id, ['cancelled'], { status: 'waiting', queuedAt, updatedAt: now });
    else
      await trx
        .insertInto('activitySignup')
        .values({
          id: newId(),
          tenantId: caller.tenantId,
          activityId: row.id,
          studentId: caller.userId,
          status: 'waiting',
          queuedAt,
          credits: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    mine = (await repo.signupOf(trx, row.id, caller.userId))!;
    // Nobody waits ahead while a place is free: a cancellation moves the first waiting up at once.
    if (await repo.takePlace(trx, row.id)) {
      await repo.setSignup(trx, mine.id, ['waiting'], { status: 'accepted', updatedAt: now });
      mine = { ...mine, status: 'accepted' };
    }
    // Said inside the transaction: everyone ahead has committed, nobody behind has.
    return signupView(trx, mine, row.pointId);
  });
}

/** Gives up the place (or the place on the waiting list) before the start; the first waiting takes the place. */
export async function cancel(
  db: Db,
  caller: AuthContext,
  id: string,
  now = Date.now(),
): Promise<ActivitySignup> {
  const row = await activityOrMissing(db, caller, id);
  if (now >= Number(row.startsAt)) throw activityRefusal('started', { name: row.name });
  const signup = await db.transaction().execute(async (trx) => {
    await repo.lockActivity(trx, row.id, now);
    const mine = await repo.signupOf(trx, row.id, caller.userId);
    if (!mine || mine.status === 'cancelled') throw activityRefusal('notSignedUp', { name: row.name });
    await repo.setSignup(trx, mine.id, [mine.status], { status: 'cancelled', updatedAt: now });
    if (mine.status === 'accepted') {
      const next = await repo.nextWaiting(trx, row.id);
      if (next) await repo.setSignup(trx, next.id, ['waiting'], { status: 'accepted', updatedAt: now });
      else await repo.freePlace(trx, row.id);
    }
    return { ...mine, status: 'cancelled' as const };
  });
  return signupView(db, signup, row.pointId);
}

export async function participantsOf(
  db: Db,
  caller: AuthContext,
  id: string,
): Promise<ActivityParticipant[]> {
  const row = await activityOrMissing(db, caller, id);
  requireManages(caller, row);
  const rows = await repo.participants(db, row);
  let waiting = 0;
  return rows.map((p) => ({
    studentId: p.studentId,
    name: p.name,
    number: p.number,
    status: p.status,
    position: p.status === 'waiting' ? ++waiting : null,
    signedInAt: p.signedInAt === null ? null : Number(p.signedInAt),
    credits: p.credits === null ? null : Number(p.credits),
  }));
}

/**
 * The files as stored (names and sizes re-read), if the writer may attach every one (their own
 * uploads, or files the object already holds); any other refuses the field.
 */
async function attachable(
  db: Db,
  caller: AuthContext,
  files: readonly { id: string }[],
  held: AttachmentRef[],
  field: string,
): Promise<AttachmentRef[]> {
  const ids = [...new Set(files.map((f) => f.id))];
  const allowed = await mayAttach(db, caller.tenantId, caller.userId, ids, new Set(held.map((h) => h.id)));
  if (ids.some((fileId) => !allowed.has(fileId))) throw activityRefusal('badFiles', {}, field);
  const stored = new Map((await attachmentRefs(db, caller.tenantId, ids)).map((r) => [r.id, r]));
  return ids.map((fileId) => stored.get(fileId)!);
}

/** The organiser's summary once the activity has ended: credits to everyone with a place who signed in. */
export async function summarise(
  db: Db,
  caller: AuthContext,
  id: string,
  input: { text: string; photos: readonly { id: string }[] },
  now = Date.now(),
): Promise<ActivityView> {
  const row = await activityOrMissing(db, caller, id);
  requireManages(caller, row);
  if (row.status === 'cancelled') throw activityRefusal('cancelled', { name: row.name });
  if (now < Number(row.endsAt))
    throw activityRefusal('notEnded', { name: row.name, end: minute(Number(row.endsAt)) });
  const photos = await attachable(db, caller, input.photos, refs(row.summaryPhotos), 'photos');
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('activity')
      .set({
        summary: input.text,
        summaryPhotos: JSON.stringify(photos),
        summarisedAt: row.summarisedAt ?? now,
        status: 'summarised',
        updatedAt: now,
      })
      .where('id', '=', row.id)
      .execute();
    if (row.status !== 'summarised') await repo.grantCredits(trx, row, now);
    // The photos are read by whoever may read the activity's request (its organiser and reviewers).
    await holdAttachments(
      trx,
      { type: 'instance', id: row.requestId },
      photos.map((p) => p.id),
    );
  });
  return activityView(db, caller, id, now);
}

const workOf = (w: Awaited<ReturnType<typeof repo.works>>[number]): ActivityWork => ({
  id: w.id,
  activityId: w.activityId,
  studentId: w.studentId,
  name: w.name,
  title: w.title,
  description: w.description,
  files: refs(w.files),
  updatedAt: Number(w.updatedAt),
});

/** A student with a place hands in (or replaces) their work while the activity collects works. */
export async function submitWork(
  db: Db,
  caller: AuthContext,
  id: string,
  input: { title: string; description: string; files: readonly { id: string }[] },
  now = Date.now(),
): Promise<ActivityWork> {
  const row = await activityOrMissing(db, caller, id);
  if (row.acceptsWorks !== 'Y') throw activityRefusal('noWorks', { name: row.name });
  if (row.status !== 'published') throw activityRefusal('worksClosed', { name: row.name });
  const mine = await repo.signupOf(db, row.id, caller.userId);
  if (!mine || mine.status !== 'accepted') throw activityRefusal('notSignedUp', { name: row.name });
  const before = (await repo.works(db, row.id, caller.userId))[0];
  const files = await attachable(db, caller, input.files, before ? refs(before.files) : [], 'files');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('activityWork')
      .values({
        id: newId(),
        tenantId: caller.tenantId,
        activityId: row.id,
        studentId: caller.userId,
        title: input.title,
        description: input.description,
        files: JSON.stringify(files),
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) =>
        oc.columns(['activityId', 'studentId']).doUpdateSet({
          title: input.title,
          description: input.description,
          files: JSON.stringify(files),
          updatedAt: now,
        }),
      )
      .execute();
    await holdAttachments(
      trx,
      { type: 'instance', id: row.requestId },
      files.map((f) => f.id),
    );
  });
  return workOf((await repo.works(db, row.id, caller.userId))[0]!);
}

/** Every work for the organiser and staff; a student's own otherwise. */
export async function worksOf(db: Db, caller: AuthContext, id: string): Promise<ActivityWork[]> {
  const row = await activityOrMissing(db, caller, id);
  const rows = await repo.works(db, row.id, manages(caller, row) ? undefined : caller.userId);
  return rows.map(workOf);
}

export async function myCredits(db: Db, caller: AuthContext): Promise<MyCredits> {
  const [joined, organised] = await Promise.all([
    repo.creditRecords(db, caller.tenantId, caller.userId),
    repo.organisedSummarised(db, caller.tenantId, caller.userId),
  ]);
  const records = [
    ...joined.map((r) => ({ ...r, role: 'participant' as const, credits: Number(r.credits) })),
    ...organised.map((r) => ({ ...r, role: 'organiser' as const, credits: Number(r.credits) })),
  ]
    .map((r) => ({
      activityId: r.id,
      name: r.name,
      category: r.category as ActivityCategory,
      role: r.role,
      credits: r.credits,
      at: Number(r.summarisedAt ?? 0),
    }))
    .sort((a, b) => b.at - a.at);
  const total = Math.round(records.reduce((sum, r) => sum + r.credits, 0) * 10) / 10;
  return { total, records };
}
