import { ATTENDANCE_MARKS, LEAVING_STATES, LEAVING_STEPS } from '@campus/contract/affairs/jczy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { attendanceRates, myAttendance, rollSheet, saveRollCall, teacherClasses } from './attendance.js';
import { leavingQueue, markLeaving, myLeaving } from './leaving.js';
import { commentRegister, registerView, saveRegister } from './register.js';

/**
 * Campus services' own API under /api/jczy/v3 (contract: affairs/modules/jczy/types.ts): the class
 * register, the roll call and attendance, and the leaving clearance.
 */
const day = z
  .string('validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');
const count = (max: number) =>
  z.number('validation.number').int('validation.integer').min(0, 'validation.min').max(max, 'validation.max');
const text = (max: number) => z.string('validation.required').trim().max(max, 'validation.maxLength');
const period = z.coerce
  .number('validation.number')
  .int('validation.integer')
  .min(1, 'validation.min')
  .max(12, 'validation.max');
const stepKeys = LEAVING_STEPS.map((s) => s.key) as [string, ...string[]];

export function campusRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/jczy'];

    r.get(
      '/class/register',
      { schema: { tags, querystring: z.object({ classId: id.optional() }) } },
      async (request) => ok(await registerView(db, requireAuth(request), request.query.classId)),
    );
    r.post(
      '/class/register/save',
      {
        schema: {
          tags,
          body: z.object({
            id: id.optional(),
            version: z
              .number('validation.number')
              .int('validation.integer')
              .min(1, 'validation.min')
              .optional(),
            date: day,
            lessons: count(12),
            absences: count(999),
            notes: text(1000).optional(),
          }),
        },
      },
      async (request) => ok(await saveRegister(db, requireAuth(request), request.body)),
    );
    r.post(
      '/class/register/comment',
      { schema: { tags, body: z.object({ id, comment: text(500) }) } },
      async (request) => ok(await commentRegister(db, requireAuth(request), request.body)),
    );

    r.get('/attendance/classes', { schema: { tags } }, async (request) =>
      ok(await teacherClasses(db, requireAuth(request))),
    );
    r.get(
      '/attendance/roll',
      { schema: { tags, querystring: z.object({ classId: id, date: day, period }) } },
      async (request) => ok(await rollSheet(db, requireAuth(request), request.query)),
    );
    r.post(
      '/attendance/roll/save',
      {
        schema: {
          tags,
          body: z.object({
            classId: id,
            date: day,
            period,
            course: text(100).min(1, 'validation.required'),
            marks: z
              .array(
                z.object({ studentId: id, mark: z.enum(ATTENDANCE_MARKS, 'validation.oneOf') }),
                'validation.required',
              )
              .max(300, 'validation.maxRows'),
          }),
        },
      },
      async (request) => ok(await saveRollCall(db, requireAuth(request), request.body)),
    );
    r.get('/attendance/mine', { schema: { tags } }, async (request) =>
      ok(await myAttendance(db, requireAuth(request))),
    );
    r.get('/attendance/rates', { schema: { tags } }, async (request) =>
      ok(await attendanceRates(db, requireAuth(request))),
    );

    r.get('/leaving/mine', { schema: { tags } }, async (request) =>
      ok(await myLeaving(db, requireAuth(request))),
    );
    r.get(
      '/leaving/queue',
      {
        schema: {
          tags,
          querystring: z.object({
            step: z.enum(stepKeys, 'validation.oneOf').optional(),
            q: text(50).optional(),
          }),
        },
      },
      async (request) => ok(await leavingQueue(db, requireAuth(request), request.query)),
    );
    r.post(
      '/leaving/mark',
      {
        schema: {
          tags,
          body: z.object({
            batchId: id,
            studentId: id,
            step: z.enum(stepKeys, 'validation.oneOf'),
            state: z.enum(LEAVING_STATES, 'validation.oneOf'),
            note: text(300).optional(),
          }),
        },
      },
      async (request) => ok(await markLeaving(db, requireAuth(request), request.body, request.lang)),
    );
  };
}
