import { agentEndpoints as agent, changeEndpoints as change } from '@campus/contract/api/bpm/change';
import { stockTaskEndpoints as stock } from '@campus/contract/api/bpm/compat';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { ChangeService } from './service.js';

/**
 * Task changes (/task/change/*) and standing delegations (/agent/*), mounted from their
 * declarations (contract api/bpm/change.ts).
 */
export function changeRoutes(service: ChangeService) {
  return async (app: FastifyInstance) => {
    // The stock client's spelling (task/chage/save) is the same endpoint under another path.
    for (const endpoint of [change.save, stock.changeSave]) {
      mount(app, endpoint, async ({ me, body, request }) => {
        const { taskId, changeType, comment, bpmTaskChangeAssignPoList } = body;
        const input = { taskId, changeType, comment, executorId: bpmTaskChangeAssignPoList[0]!.executor };
        return ok(await service.saveChange(me, request.lang, input));
      });
    }
    mount(app, change.query, async ({ me, body }) => ok(await service.changes(me, body)));
    mount(app, change.get, async ({ me, query }) => ok(await service.change(me, query.id)));
    mount(app, change.setStatus, async ({ me, query }) => ok(await service.withdrawChange(me, query.id)));

    mount(app, agent.query, async ({ me, body }) => ok(await service.agents(me, body)));
    mount(app, agent.save, async ({ me, body }) => ok(await service.saveAgent(me, body)));
    mount(app, agent.get, async ({ me, query }) => ok(await service.agent(me, query.id)));
    mount(app, agent.remove, async ({ me, query }) => ok(await service.removeAgents(me, query.ids)));
    mount(app, agent.setEnable, async ({ me, query }) =>
      ok(await service.setAgentEnabled(me, query.id, query.isEnabled)),
    );
  };
}
