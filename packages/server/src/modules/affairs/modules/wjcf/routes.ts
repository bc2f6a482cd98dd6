import { SANCTION_CAUSES, SANCTION_KIND_KEYS, SANCTION_STATES } from '@campus/contract/affairs/wjcf';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import {
  acknowledgeSanction,
  listSanctions,
  recordSanction,
  sanctionDetail,
  sanctionNotices,
} from './sanctions.js';

/**
 * The discipline group's own API under /discipline (contract: affairs/modules/wjcf/types.ts):
 * the sanctions a caller may read, one sanction, recording one, the student's signature, and the
 * school's masked notice. Who reads what is decided in sanctions.ts.
 */
const id = z.string().min(1, 'validation.required').max(32, 'validation.format');
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'validation.date');
const text = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.maxLength');

export function disciplineRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/wjcf'];
    r.get(
      '/discipline/sanctions',
      {
        schema: {
          tags,
          querystring: z.object({
            q: z.string().max(50, 'validation.maxLength').optional(),
            kind: z.enum(SANCTION_KIND_KEYS, 'validation.oneOf').optional(),
            state: z.enum(SANCTION_STATES as [string, ...string[]], 'validation.oneOf').optional(),
          }),
        },
      },
      async (request) => {
        const { q, kind, state } = request.query;
        return ok(
          await listSanctions(db, requireAuth(request), {
            q: q || undefined,
            kind,
            state: state as (typeof SANCTION_STATES)[number] | undefined,
          }),
        );
      },
    );
    r.get('/discipline/sanction', { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await sanctionDetail(db, requireAuth(request), request.query.id)),
    );
    r.post(
      '/discipline/sanctions',
      {
        schema: {
          tags,
          body: z.object({
            studentNumber: text(32),
            kind: z.enum(SANCTION_KIND_KEYS, 'validation.oneOf'),
            cause: z.enum(SANCTION_CAUSES, 'validation.oneOf'),
            facts: text(4000),
            basis: text(1000),
            decisionNo: text(100),
            decisionDate: day,
            periodMonths: z
              .number('validation.number')
              .int('validation.number')
              .min(1, 'validation.min')
              .max(60, 'validation.max')
              .optional(),
          }),
        },
      },
      async (request) => ok(await recordSanction(db, requireAuth(request), request.body)),
    );
    r.post(
      '/discipline/sanction/acknowledge',
      { schema: { tags, body: z.object({ id }) } },
      async (request) => ok(await acknowledgeSanction(db, requireAuth(request), request.body.id)),
    );
    r.get('/discipline/notices', { schema: { tags } }, async (request) =>
      ok(await sanctionNotices(db, requireAuth(request))),
    );
  };
}
