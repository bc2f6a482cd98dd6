import { changeLogEndpoints as changes } from '@campus/contract/api/affairs/change-log';
import type { FastifyInstance } from 'fastify';
import { changePage } from '../../../core/change-log/read.js';
import { sendXlsx } from '../../../http/content-disposition.js';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import type { AffairsContext } from '../context.js';
import { changeLogSheet } from './export.js';
import { entryNames } from './names.js';

/**
 * The change log under the business service: a page, and the same filter as a spreadsheet. Who
 * may read is the declarations' relation (access.ts); the school is always the caller's. There is
 * no route that changes or removes an entry, by design.
 */
export function changeLogRoutes(ctx: AffairsContext) {
  return async (app: FastifyInstance) => {
    const tags = ['affairs'];
    mount(
      app,
      changes.query,
      async ({ me, query, request }) => {
        const { pageNo, limit, ...filter } = query;
        const { rows, total } = await changePage(ctx.db, me.tenantId, filter, { pageNo, limit });
        const { names, roleNames } = await entryNames(ctx.db, me.tenantId, rows, request.lang);
        return ok({
          dataResult: rows,
          pageResult: { page: pageNo, limit, totalCount: total },
          names,
          roleNames,
        });
      },
      { tags },
    );
    mount(
      app,
      changes.export,
      async ({ me, query, request, reply }) => {
        const { file, fileName } = await changeLogSheet(ctx.db, me.tenantId, query, request.lang);
        return sendXlsx(reply, file, fileName);
      },
      { tags },
    );
  };
}
