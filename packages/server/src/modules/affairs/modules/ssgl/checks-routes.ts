import { VETOES } from '@campus/contract/affairs/ssgl';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { localizeForm } from '../../../../engine/forms.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import { requireGroupReviewer } from '../../audience.js';
import { disciplineForm } from './checks-form.js';
import { disciplineList, disciplineOne, saveDiscipline } from './discipline.js';
import { SSGL } from './group.js';
import { publishRound, rounds, saveRound, saveScore, sheet } from './inspection.js';
import { studentRecord } from './student-record.js';

/**
 * The dormitory's checks under /dorm (contract: affairs/modules/ssgl/types.ts): discipline
 * records, weekly inspection rounds with their scores, and a student's record of both.
 */
const day = z
  .string('validation.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');
const kind = z.enum(['room', 'person'], 'validation.oneOf');
const text = (max: number) => z.string().trim().max(max, 'validation.maxLength').optional();

export function checkRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/ssgl'];

    // The form is no secret: students read its category names on their own record.
    r.get('/dorm/discipline/form', { schema: { tags } }, async (request) => {
      requireAuth(request);
      return ok(localizeForm(disciplineForm(), request.lang));
    });
    r.get(
      '/dorm/discipline/list',
      { schema: { tags, querystring: z.object({ q: text(50), roomId: id.optional() }) } },
      async (request) => {
        const caller = requireAuth(request);
        requireGroupReviewer(SSGL, caller);
        return ok(
          await disciplineList(db, caller, { q: request.query.q || undefined, roomId: request.query.roomId }),
        );
      },
    );
    r.get('/dorm/discipline', { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await disciplineOne(db, requireAuth(request), request.query.id)),
    );
    r.post(
      '/dorm/discipline/save',
      {
        schema: {
          tags,
          body: z.object({
            id: id.optional(),
            version: z.number('validation.number').int('validation.integer').optional(),
            roomId: id,
            studentIds: z
              .array(id, 'validation.required')
              .min(1, 'validation.required')
              .max(8, 'validation.maxRows'),
            values: z.record(z.string(), z.unknown(), 'validation.required'),
          }),
        },
      },
      async (request) => ok(await saveDiscipline(db, requireAuth(request), request.body)),
    );

    r.get(
      '/dorm/inspection/rounds',
      { schema: { tags, querystring: z.object({ kind: kind.optional() }) } },
      async (request) => ok(await rounds(db, requireAuth(request), request.query.kind)),
    );
    r.post(
      '/dorm/inspection/round/save',
      { schema: { tags, body: z.object({ kind, startDate: day, name: text(100) }) } },
      async (request) => ok(await saveRound(db, requireAuth(request), request.body)),
    );
    r.post('/dorm/inspection/round/publish', { schema: { tags, body: z.object({ id }) } }, async (request) =>
      ok(await publishRound(db, requireAuth(request), request.body.id)),
    );
    r.get(
      '/dorm/inspection/sheet',
      { schema: { tags, querystring: z.object({ roundId: id, buildingId: id.optional() }) } },
      async (request) =>
        ok(await sheet(db, requireAuth(request), request.query.roundId, request.query.buildingId)),
    );
    r.post(
      '/dorm/inspection/score',
      {
        schema: {
          tags,
          body: z.object({
            roundId: id,
            roomId: id,
            studentId: id.optional(),
            scores: z.record(
              z.string().max(32),
              z
                .number('validation.number')
                .int('validation.integer')
                .min(0, 'validation.min')
                .max(100, 'validation.max'),
            ),
            veto: z.enum(VETOES, 'validation.oneOf').nullable().optional(),
            remark: text(500),
            photos: z
              .array(
                z.object({
                  id: z.string('validation.required').regex(/^[\w-]{1,64}$/, 'validation.format'),
                  name: z.string('validation.required').max(200, 'validation.maxLength'),
                  size: z.number('validation.number').int('validation.integer').min(0, 'validation.min'),
                  type: z.string('validation.required').max(100, 'validation.maxLength'),
                }),
                'validation.required',
              )
              .max(9, 'validation.maxRows')
              .optional(),
          }),
        },
      },
      async (request) => ok(await saveScore(db, requireAuth(request), request.body)),
    );
    r.get(
      '/dorm/record',
      { schema: { tags, querystring: z.object({ studentId: id.optional() }) } },
      async (request) => ok(await studentRecord(db, requireAuth(request), request.query.studentId)),
    );
  };
}
