import { xsxxEndpoints as xsxx } from '@campus/contract/affairs/xsxx/api';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { sendXlsx } from '../../../../http/content-disposition.js';
import { ok } from '../../../../http/reply.js';
import type { AffairRegistry } from '../../registry/registry.js';
import { exportStudents } from './export.js';
import { myInfo, queryOptions, queryStudents, studentCard } from './students.js';
import { groupMount } from '../../group-mount.js';

/**
 * Student information's own API under /api/jczy/v3/xsxx, mounted from its declarations (contract
 * affairs/modules/xsxx/api.ts): the student's own record, the staff's query and comprehensive
 * query with its export, one student's card, the filters' choices. The change requests are the
 * mechanism's module routes.
 */
export function studentInfoRoutes(db: Kysely<DB>, registry: AffairRegistry) {
  return async (app: FastifyInstance) => {
    const on = groupMount(app, ['affairs/xsxx']);
    on(xsxx.mine, async ({ me }) => ok(await myInfo(db, me)));
    on(xsxx.options, async ({ me }) => ok(await queryOptions(db, registry, me)));
    on(xsxx.students, async ({ me, body }) => ok(await queryStudents(db, me, body)));
    on(xsxx.student, async ({ me, query }) => ok(await studentCard(db, me, query.id)));
    on(xsxx.export, async ({ me, body, request, reply }) => {
      const { file, fileName } = await exportStudents(db, me, request.lang, body);
      return sendXlsx(reply, file, fileName);
    });
  };
}
