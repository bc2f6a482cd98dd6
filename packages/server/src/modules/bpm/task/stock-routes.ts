import { stockTaskEndpoints as stock, type DecisionChoices } from '@campus/contract/api/bpm/compat';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../http/reply.js';
import { mountBpm as mount } from '../shared/mount.js';
import type { HistoryService } from '../history/service.js';
import type { TaskService } from './service.js';

/**
 * The stock front end's task calls (contract api/bpm/compat.ts), each an adapter onto the task
 * service's own call: the same checks (the holder, the starter rule, the node's actions), no
 * second implementation. Each declaration counts as the endpoint it adapts (`countsAs`).
 */
export function stockTaskRoutes(service: TaskService, history: HistoryService) {
  return async (app: FastifyInstance) => {
    mount(app, stock.complete, async ({ me, body, request }) => {
      const { actionName } = body;
      const result =
        actionName === 'agree' || actionName === 'oppose' || actionName === 'abandon'
          ? await service[actionName](me, request.lang, body)
          : actionName === 'revoke'
            ? await service.revoke(me, body.taskId, body.opinion ?? null)
            : await service.reject(me, request.lang, body, actionName);
      return ok(result, { proInstId: result.instanceId });
    });
    mount(app, stock.completeBatch, async ({ me, body, request }) =>
      ok(await service.agreeBatch(me, request.lang, body.taskIds, body.opinion)),
    );

    /** Our reject takes either way back (`backHandMode`) to any of these steps. */
    const choices = (nodes: { nodeId: string; nodeName: string }[]) => {
      const named = nodes.map(({ nodeId, nodeName }) => ({ nodeId, name: nodeName }));
      return { bpmExecUserNode: named, bpmExecGoMapUserNode: named };
    };
    mount(app, stock.toReject, async ({ me, query }) =>
      ok(choices(await service.rejectNodes(me, query.taskId))),
    );
    // The step before is the first of them (what task/reject/previous sends it back to).
    mount(app, stock.toRejectToPrevious, async ({ me, query }) =>
      ok(choices((await service.rejectNodes(me, query.taskId)).slice(0, 1))),
    );

    // Our engine follows the diagram: one way on, nothing to choose (contract decisionChoices).
    mount(app, stock.agreeData, async ({ me, body, request }) => {
      await service.checkDecision(me, request.lang, body.taskId, body.actionName);
      const choices: DecisionChoices = {
        jumpType: 'common',
        hidePath: true,
        hideOpinion: false,
        pathOutgoingNodes: [],
        pathOutgoingNodesUsersMap: {},
      };
      return ok(choices, choices);
    });
    // One step's entries of the approval timeline, read with the timeline's own check.
    mount(app, stock.nodeApproval, async ({ me, query, request }) => {
      const { nodeId, instId, bpmnInstId, taskId, bizKey } = query;
      const timeline = await history.flowHistory(me, request.lang, {
        instId: instId ?? bpmnInstId,
        taskId,
        bizKey,
      });
      const here = timeline.filter((item) => item.nodeId === nodeId);
      return ok({ hasApproval: here.length > 0, data: here.length ? here : null });
    });

    mount(app, stock.save, async ({ me, body, request }) => ok(await service.save(me, request.lang, body)));
    mount(app, stock.receivedRevoke, async ({ me, body }) =>
      ok(await service.revoke(me, body.taskId, body.opinion ?? null)),
    );
  };
}
