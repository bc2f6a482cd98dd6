import { listQuerySchema } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { ok } from '../../../http/reply.js';
import { id } from '../../../http/schemas.js';
import { epochMs, flattenParameters, idList, opinion } from '../shared/schemas.js';
import type { ChangeService } from './service.js';

const tags = ['bpm'];

const changeBody = z.preprocess(
  flattenParameters,
  z.object({
    taskId: id,
    changeType: z.enum(['shift', 'assignee'], 'validation.oneOf'),
    comment: opinion,
    bpmTaskChangeAssignPoList: z
      .array(
        z.object({
          type: z.string().max(32).optional(),
          executor: id,
          executorName: z.string().max(100).optional(),
        }),
      )
      .min(1, 'validation.required')
      .max(1, 'validation.max'),
  }),
);

const enabled = z
  .union([z.boolean(), z.enum(['Y', 'N', 'enabled', 'disabled', 'true', 'false'])])
  .transform((v) => v === true || v === 'Y' || v === 'enabled' || v === 'true');

const agentBody = z.preprocess(
  flattenParameters,
  z.object({
    id: id.optional(),
    title: z.string().max(200, 'validation.maxLength').optional(),
    agenterId: id,
    agentType: z.enum(['all', 'part'], 'validation.oneOf').optional().default('all'),
    procDefKey: z.string().max(64).optional(),
    startDate: epochMs,
    endDate: epochMs,
    isEnabled: enabled.optional().default(true),
  }),
);

/** Task changes (/task/change/*) and standing delegations (/agent/*). */
export function changeRoutes(service: ChangeService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const list = { tags, body: listQuerySchema };
    const byId = { tags, querystring: z.object({ id, _t: z.string().optional() }) };

    r.post('/task/change/save', { schema: { tags, body: changeBody } }, async (request) => {
      const { taskId, changeType, comment, bpmTaskChangeAssignPoList } = request.body;
      const input = { taskId, changeType, comment, executorId: bpmTaskChangeAssignPoList[0]!.executor };
      return ok(await service.saveChange(requireAuth(request), request.lang, input));
    });
    r.post('/task/change/query', { schema: list }, async (request) =>
      ok(await service.changes(requireAuth(request), request.body)),
    );
    r.get('/task/change/get', { schema: byId }, async (request) =>
      ok(await service.change(requireAuth(request), request.query.id)),
    );
    r.post(
      '/task/change/setStatus',
      {
        schema: {
          tags,
          querystring: z.object({
            id,
            status: z.literal('cancel', 'validation.oneOf').optional().default('cancel'),
          }),
        },
      },
      async (request) => ok(await service.withdrawChange(requireAuth(request), request.query.id)),
    );

    r.post('/agent/query', { schema: list }, async (request) =>
      ok(await service.agents(requireAuth(request), request.body)),
    );
    r.post('/agent/save', { schema: { tags, body: agentBody } }, async (request) =>
      ok(await service.saveAgent(requireAuth(request), request.body)),
    );
    r.get('/agent/get', { schema: byId }, async (request) =>
      ok(await service.agent(requireAuth(request), request.query.id)),
    );
    r.post('/agent/remove', { schema: { tags, querystring: z.object({ ids: idList }) } }, async (request) =>
      ok(await service.removeAgents(requireAuth(request), request.query.ids)),
    );
    r.post(
      '/agent/setEnable',
      { schema: { tags, querystring: z.object({ id, isEnabled: enabled }) } },
      async (request) =>
        ok(await service.setAgentEnabled(requireAuth(request), request.query.id, request.query.isEnabled)),
    );
  };
}
