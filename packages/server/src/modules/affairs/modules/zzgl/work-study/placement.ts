import type { FormValues } from '@campus/contract';
import { isUniqueViolation } from '../../../../../db/errors.js';
import type { InstanceEvent } from '../../../../../engine/events.js';
import type { AssigneeLookup } from '../../../../../engine/runtime/assign.js';
import type { CommandContext } from '../../../../../engine/runtime/run.js';
import { newId } from '../../../../../lib/ids.js';
import { schoolDate } from '../../../../../lib/school-date.js';
import type { AffairExtension } from '../../../extension.js';
import { RESIGNATION, WORK_STUDY, workStudyCaps } from './module.js';
import { refuse, States } from './refusals.js';
import * as repo from './repo.js';

/**
 * Applications and resignations as the workflow runs them (in each command's transaction, so a
 * refusal undoes the command): an application is for an open post with a free place; the
 * supervisor accepts only while a place is free; the centre's approval places the student,
 * taking the place with one conditional update (never over the post's places); an approved
 * resignation ends the placement and frees the place.
 */
const postIdOf = (values: Readonly<Record<string, unknown>>) => String(values.postId ?? '');
const approved = (event: InstanceEvent) =>
  event.status === 'end' && event.instance.status !== 'end' && event.result === 'agree';

async function postFor(ctx: CommandContext, values: Readonly<Record<string, unknown>>) {
  const post = await repo.postById(ctx.db, ctx.tenantId, postIdOf(values), schoolDate(ctx.now));
  if (!post) throw refuse(States.notFound, 'postNotFound');
  return post;
}

async function mayHoldAnother(ctx: CommandContext, studentId: string) {
  const [caps, count] = await Promise.all([
    workStudyCaps(ctx.db, ctx.tenantId),
    repo.activeCount(ctx.db, ctx.tenantId, studentId),
  ]);
  if (count >= caps.maxPosts) throw refuse(States.notEligible, 'tooManyPosts', { max: caps.maxPosts, count });
}

/** The centre's approval: the student is on the post from today, if a place is free. */
async function place(ctx: CommandContext, event: InstanceEvent) {
  const post = await postFor(ctx, event.data);
  const studentId = event.instance.starterId;
  const student = event.instance.starterName;
  if (await repo.activePlacement(ctx.db, ctx.tenantId, post.id, studentId))
    throw refuse(States.already, 'studentOnPost', { student, post: post.title });
  await mayHoldAnother(ctx, studentId);
  if (!(await repo.takePlace(ctx.db, post.id)))
    throw refuse(States.full, 'postFull', { post: post.title, places: post.places });
  try {
    await repo.insertPlacement(ctx.db, {
      id: newId(),
      tenantId: ctx.tenantId,
      postId: post.id,
      studentId,
      requestId: event.instance.id,
      startDate: schoolDate(ctx.now),
      endDate: null,
      active: 'Y',
      endReason: null,
      resignationId: null,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refuse(States.already, 'studentOnPost', { student, post: post.title });
    throw error;
  }
}

export const workStudyApplication: AffairExtension = {
  async beforeSubmit(ctx, _module, values: FormValues) {
    const post = await postFor(ctx, values);
    const today = schoolDate(ctx.now);
    if (post.status !== 'open') throw refuse(States.notEligible, 'postClosed', { post: post.title });
    if (post.endDate < today)
      throw refuse(States.notEligible, 'postEnded', { post: post.title, end: post.endDate });
    if (post.filled >= post.places)
      throw refuse(States.full, 'postFull', { post: post.title, places: post.places });
    const studentId = ctx.actor.id;
    if (await repo.activePlacement(ctx.db, ctx.tenantId, post.id, studentId))
      throw refuse(States.already, 'onPost', { post: post.title });
    // The request being submitted is itself running by now: another one for the post is a second.
    const running = await repo.runningRequests(ctx.db, ctx.tenantId, WORK_STUDY.processKey, studentId);
    if (running.filter((r) => r.postId === post.id).length > 1)
      throw refuse(States.already, 'applied', { post: post.title });
    await mayHoldAnother(ctx, studentId);
  },

  async onEvent(ctx, _module, event) {
    if (event.action === 'agree' && event.nodeId === 'employer' && event.status === 'running') {
      // The supervisor accepts only while the post has a place to give.
      const post = await postFor(ctx, event.data);
      if (post.filled >= post.places)
        throw refuse(States.full, 'postFull', { post: post.title, places: post.places });
    }
    if (approved(event)) await place(ctx, event);
  },
};

export const workStudyResignation: AffairExtension = {
  async beforeSubmit(ctx, _module, values: FormValues) {
    const post = await postFor(ctx, values);
    const studentId = ctx.actor.id;
    if (!(await repo.activePlacement(ctx.db, ctx.tenantId, post.id, studentId)))
      throw refuse(States.notEligible, 'notOnPost', { post: post.title });
    const running = await repo.runningRequests(ctx.db, ctx.tenantId, RESIGNATION.processKey, studentId);
    if (running.filter((r) => r.postId === post.id).length > 1)
      throw refuse(States.already, 'resigning', { post: post.title });
  },

  async onEvent(ctx, _module, event) {
    if (!approved(event)) return;
    const postId = postIdOf(event.data);
    const placement = await repo.activePlacement(ctx.db, ctx.tenantId, postId, event.instance.starterId);
    if (!placement) return;
    const lastDay = typeof event.data.lastDay === 'string' ? event.data.lastDay : schoolDate(ctx.now);
    const ended = await repo.endPlacement(ctx.db, placement.id, {
      endDate: lastDay,
      endReason: 'resigned',
      resignationId: event.instance.id,
      updatedAt: ctx.now,
    });
    if (ended) await repo.freePlace(ctx.db, postId);
  },
};

/** The employing department's step: the supervisor of the post the request names. */
export const workStudyEmployer: AssigneeLookup = (db, tenantId, data) =>
  repo.supervisorOf(db, tenantId, postIdOf(data));
