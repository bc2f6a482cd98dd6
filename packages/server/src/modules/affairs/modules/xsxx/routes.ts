import { POLITICAL_STATUSES } from '@campus/contract/affairs/xsxx';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../../../db/schema.js';
import { requireAuth } from '../../../../http/auth.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import { id } from '../../../../http/schemas.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { exportStudents } from './export.js';
import { myInfo, queryOptions, queryStudents, studentCard } from './students.js';

/**
 * Student information's own API under /api/jczy/v3/xsxx (contract: affairs/modules/xsxx/types.ts):
 * the student's own record, the staff's query and comprehensive query with its export, one
 * student's card, the filters' choices. The change requests are the mechanism's module routes.
 */
const query = z.object({
  keyword: z.string().trim().max(50, 'validation.maxLength').optional(),
  collegeId: id.optional(),
  classId: id.optional(),
  grade: z
    .string()
    .regex(/^\d{4}$/, 'validation.format')
    .optional(),
  gender: z.enum(['male', 'female'], 'validation.oneOf').optional(),
  politicalStatus: z.enum(POLITICAL_STATUSES, 'validation.oneOf').optional(),
  province: z.string().trim().max(20, 'validation.maxLength').optional(),
  incomeMax: z
    .number('validation.number')
    .int('validation.integer')
    .min(0, 'validation.min')
    .max(10_000_000, 'validation.max')
    .optional(),
  pageNo: z
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(10_000, 'validation.max')
    .optional(),
  limit: z
    .number('validation.number')
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(200, 'validation.max')
    .optional(),
});

export function studentInfoRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['affairs/xsxx'];
    r.get('/xsxx/mine', { schema: { tags } }, async (request) => ok(await myInfo(db, requireAuth(request))));
    r.get('/xsxx/options', { schema: { tags } }, async (request) =>
      ok(await queryOptions(db, registry, requireAuth(request))),
    );
    r.post('/xsxx/students', { schema: { tags, body: query } }, async (request) =>
      ok(await queryStudents(db, requireAuth(request), request.body)),
    );
    r.get('/xsxx/student', { schema: { tags, querystring: z.object({ id }) } }, async (request) =>
      ok(await studentCard(db, requireAuth(request), request.query.id)),
    );
    r.post('/xsxx/students/export', { schema: { tags, body: query } }, async (request, reply) => {
      const { file, fileName } = await exportStudents(db, requireAuth(request), request.lang, request.body);
      return sendXlsx(reply, file, fileName);
    });
  };
}
