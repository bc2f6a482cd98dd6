import { EDUCATIONS, EMPLOYER_NATURES } from '@campus/contract/affairs/jygl';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { studentsInCharge } from '../../../../core/org/charge.js';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { ok } from '../../../../http/reply.js';
import { day, id } from '../../../../http/schemas.js';
import { schoolDate } from '../../../../lib/school-date.js';
import { requireGroupApplicant, requireGroupReviewer } from '../../audience.js';
import { JYGL } from './group.js';
import { posting, postings, publishPosting } from './postings.js';
import { employmentRates, myDestination } from './rates.js';

/**
 * The employment group's API under /employment (contract: affairs/modules/jygl/types.ts): job
 * postings for everyone, published by the employment centre; the destination rates by college
 * and major for staff (the students in their charge); the graduate's own registration.
 */
const text = (max: number) =>
  z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.maxLength');
const salary = z
  .number('validation.number')
  .int('validation.format')
  .min(0, 'validation.min')
  .max(1_000_000, 'validation.max');

export function employmentRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/jygl'];
    r.get(
      '/employment/postings',
      {
        schema: {
          tags,
          querystring: z.object({
            keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
            all: z.enum(['Y', 'N'], 'validation.oneOf').optional(),
          }),
        },
      },
      async (request) =>
        ok(
          await postings(db, requireAuth(request), schoolDate(Date.now()), {
            keyword: request.query.keyword,
            all: request.query.all === 'Y',
          }),
        ),
    );
    r.get('/employment/postings/:id', { schema: { tags, params: z.object({ id }) } }, async (request) =>
      ok(await posting(db, requireAuth(request), request.params.id, schoolDate(Date.now()))),
    );
    r.post(
      '/employment/postings',
      {
        schema: {
          tags,
          body: z.object({
            company: text(200),
            nature: z.enum(EMPLOYER_NATURES, 'validation.oneOf'),
            industry: text(100),
            position: text(200),
            headcount: z
              .number('validation.number')
              .int('validation.format')
              .min(1, 'validation.min')
              .max(10_000, 'validation.max'),
            place: text(100),
            salaryMin: salary,
            salaryMax: salary,
            education: z.enum(EDUCATIONS, 'validation.oneOf'),
            majors: text(500),
            deadline: day,
            contact: text(100),
            description: text(4000),
          }),
        },
      },
      async (request) =>
        ok(await publishPosting(db, requireAuth(request), request.body, Date.now(), schoolDate(Date.now()))),
    );
    r.get(
      '/employment/rates',
      {
        schema: {
          tags,
          querystring: z.object({
            grade: z
              .string()
              .regex(/^\d{4}$/, 'validation.format')
              .optional(),
          }),
        },
      },
      async (request) => {
        const caller = requireAuth(request);
        requireGroupReviewer(JYGL, caller);
        const charge = await studentsInCharge(db, caller.tenantId, caller, JYGL.seesAllStudents);
        return ok(await employmentRates(db, caller.tenantId, charge, request.query.grade));
      },
    );
    r.get('/employment/mine', { schema: { tags } }, async (request) => {
      const caller = requireAuth(request);
      requireGroupApplicant(JYGL, caller);
      return ok(await myDestination(db, caller.tenantId, caller.userId));
    });
  };
}
