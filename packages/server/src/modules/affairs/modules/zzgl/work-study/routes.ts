import { isDate } from '@campus/contract';
import { isMonth } from '@campus/contract/affairs/zzgl';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../../db/schema.js';
import { requireAuth } from '../../../../../http/auth.js';
import { ok } from '../../../../../http/reply.js';
import { id } from '../../../../../http/schemas.js';
import { confirmHours, hoursSheet, logHours, myWorkStudy } from './hours.js';
import { closePost, postsIndex, savePost, staffPosts, supervisorsIn } from './posts.js';

const day = z.string('validation.required').refine((v) => v.length === 10 && isDate(v), 'validation.date');
const month = z.string('validation.required').refine(isMonth, 'validation.format');
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional();
const whole = (min: number, max: number) =>
  z
    .number('validation.number')
    .int('validation.integer')
    .min(min, 'validation.min')
    .max(max, 'validation.max');

const postBody = z
  .object({
    id: id.optional(),
    departmentId: id,
    title: text(100),
    duties: text(1000),
    location: optionalText(200),
    places: whole(1, 500),
    hourlyRate: z
      .number('validation.number')
      .positive('validation.min')
      .max(1000, 'validation.max')
      .refine((v) => Math.round(v * 100) === v * 100, 'validation.format'),
    hoursPerMonth: whole(1, 200),
    startDate: day,
    endDate: day,
    supervisorId: id,
  })
  .refine((b) => b.endDate >= b.startDate, { message: 'validation.dateOrder', path: ['endDate'] });

// Hours in halves: 0, 0.5, 1 ... at most a week's 168.
const weekHours = z
  .number('validation.number')
  .min(0, 'validation.min')
  .max(168, 'validation.max')
  .refine((v) => Number.isInteger(v * 2), 'validation.format');

const logBody = z.object({
  placementId: id,
  month,
  weeks: z.array(weekHours, 'validation.required').min(1, 'validation.required').max(6, 'validation.max'),
  note: optionalText(500),
});

/**
 * Work-study's own API under /workStudy (contract affairs/zzgl work-study.ts): the posts, the
 * centre's editing of them, the hours sheets and a student's records. The application and the
 * resignation are the generic module API's (workStudy, resignation).
 */
export function workStudyRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/work-study'];

    r.get('/workStudy/index', { schema: { tags } }, async (request) =>
      ok(await postsIndex(db, requireAuth(request))),
    );
    r.get('/workStudy/mine', { schema: { tags } }, async (request) =>
      ok(await myWorkStudy(db, requireAuth(request))),
    );
    r.get('/workStudy/posts', { schema: { tags } }, async (request) =>
      ok(await staffPosts(db, requireAuth(request))),
    );
    r.get('/workStudy/staff', { schema: { tags, querystring: z.object({ orgId: id }) } }, async (request) =>
      ok(await supervisorsIn(db, requireAuth(request), request.query.orgId)),
    );
    r.post('/workStudy/post/save', { schema: { tags, body: postBody } }, async (request) =>
      ok(await savePost(db, requireAuth(request), request.body)),
    );
    r.post('/workStudy/post/close', { schema: { tags, body: z.object({ id }) } }, async (request) =>
      ok(await closePost(db, requireAuth(request), request.body.id)),
    );
    r.get(
      '/workStudy/hours',
      { schema: { tags, querystring: z.object({ month, postId: id.optional() }) } },
      async (request) =>
        ok(await hoursSheet(db, requireAuth(request), request.query.month, request.query.postId)),
    );
    r.post('/workStudy/hours/log', { schema: { tags, body: logBody } }, async (request) =>
      ok(await logHours(db, requireAuth(request), request.body)),
    );
    r.post(
      '/workStudy/hours/confirm',
      {
        schema: {
          tags,
          body: z.object({
            ids: z.array(id, 'validation.required').min(1, 'validation.required').max(200, 'validation.max'),
          }),
        },
      },
      async (request) => ok(await confirmHours(db, requireAuth(request), request.body.ids)),
    );
  };
}
