import { SecurityState } from '@campus/contract';
import {
  BPM_STATISTICS_READER,
  statisticsEndpoints as statistics,
} from '@campus/contract/api/bpm/statistics';
import type { FastifyInstance } from 'fastify';
import { sendXlsx } from '../../../http/content-disposition.js';
import { registerRelation } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { StatisticsService } from './service.js';
import { statisticsWorkbook, workbookName } from './sheet.js';

/**
 * Process statistics are the staff's: a student is told so (their own requests are under My
 * requests). Which students' requests a member of staff sees is their charge (scope.ts).
 */
registerRelation(BPM_STATISTICS_READER, (me) => {
  if (me.kind !== 'staff' && !me.isTenantAdmin)
    throw new AppError(SecurityState.UNAUTHORIZED, { key: 'bpm.statisticsStaffOnly' });
});

/** Process statistics at /bpm/statistics/*, mounted from contract api/bpm/statistics.ts. */
export function statisticsRoutes(service: StatisticsService) {
  return async (app: FastifyInstance) => {
    mount(app, statistics.figures, async ({ me, query, request }) =>
      ok(await service.figures(me, request.lang, query)),
    );
    mount(app, statistics.options, async ({ me }) => ok(await service.options(me)));
    mount(app, statistics.export, async ({ me, query, request, reply }) => {
      const figures = await service.figures(me, request.lang, query);
      return sendXlsx(
        reply,
        await statisticsWorkbook(figures, request.lang),
        workbookName(figures, request.lang),
      );
    });
  };
}
