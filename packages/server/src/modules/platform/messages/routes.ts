import {
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  emptyListQuery,
  HttpState,
  listQuerySchema,
  MAX_LIMIT,
  translate,
} from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { rowId, rowIdList } from '../shared/schemas.js';
import type { MessageService } from './service.js';

const tags = ['platform'];

const markReadQuery = z.object({
  innerMessageIds: rowIdList.optional(),
  all: z.enum(['true', 'false'], 'validation.oneOf').optional(),
});
const pageQuery = z.object({
  pageNo: z.coerce.number().int('validation.integer').min(1, 'validation.min').default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int('validation.integer')
    .min(1, 'validation.min')
    .max(MAX_LIMIT, 'validation.max')
    .default(DEFAULT_LIMIT),
});

/** Inner messages (IBPS-API.md §3): inbox, detail, mark read, unread list, remove. */
export function messageRoutes(service: MessageService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/msg/innerMessage/receive', { schema: { tags, body: listQuerySchema } }, async (request) =>
      ok(await service.inbox(requireAuth(request), request.lang, request.body)),
    );

    r.get(
      '/msg/innerMessage/get',
      { schema: { tags, querystring: z.object({ innerMessageId: rowId }) } },
      async (request) =>
        ok(await service.get(requireAuth(request), request.lang, request.query.innerMessageId)),
    );

    r.post(
      '/msg/innerMessage/markRead',
      { schema: { tags, querystring: markReadQuery } },
      async (request) => {
        const { innerMessageIds, all } = request.query;
        if (all !== 'true' && !innerMessageIds) {
          throw new AppError(HttpState.BAD_REQUEST, {
            key: 'error.invalidField',
            params: { field: 'innerMessageIds', message: translate(request.lang, 'validation.required') },
          });
        }
        return ok(await service.markRead(requireAuth(request), all === 'true' ? null : innerMessageIds!));
      },
    );

    r.get('/msg/innerMessage/msgList', { schema: { tags, querystring: pageQuery } }, async (request) =>
      ok(
        await service.unread(
          requireAuth(request),
          request.lang,
          emptyListQuery({ requestPage: request.query }),
        ),
      ),
    );

    r.post(
      '/msg/innerMessage/remove',
      { schema: { tags, querystring: z.object({ innerMessageIds: rowIdList }) } },
      async (request) => ok(await service.remove(requireAuth(request), request.query.innerMessageIds)),
    );
  };
}
