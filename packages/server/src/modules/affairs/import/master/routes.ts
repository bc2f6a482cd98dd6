import {
  adminImportEndpoints,
  masterImportPath,
  type MasterImportKind,
} from '@campus/contract/api/admin/imports';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.js';
import { mount } from '../../../../http/endpoint.js';
import { ok } from '../../../../http/reply.js';
import type { ImportKind } from '../kind.js';
import { importRoutes } from '../routes.js';
import { assignmentImport } from './assignments.js';
import { bedImport } from './beds.js';
import { importHistory } from './history.js';
import { classImport, majorImport, orgImport } from './orgs.js';
import { staffImport, studentImport } from './people.js';
import { requireSchoolAdmin } from './texts.js';

/**
 * The school's master data from spreadsheets, under the business service: each kind's import
 * routes at /affairs/admin/imports/<kind> (the mechanism's upload, confirm, status, template) and
 * the history, all for the school's administrator.
 */
export function masterImportRoutes(db: Kysely<DB>) {
  return async (app: FastifyInstance) => {
    const at = <R>(kind: ImportKind<R>, name: MasterImportKind) =>
      importRoutes(db, kind, masterImportPath(name), 'business')(app);
    await at(orgImport, 'orgs');
    await at(majorImport, 'majors');
    await at(classImport, 'classes');
    await at(staffImport, 'staff');
    await at(studentImport, 'students');
    await at(assignmentImport, 'assignments');
    await at(bedImport, 'beds');
    mount(
      app,
      adminImportEndpoints.history,
      async ({ me, query }) => {
        requireSchoolAdmin(me);
        return ok(await importHistory(db, me.tenantId, query));
      },
      { tags: ['affairs/import'] },
    );
  };
}
