import { emptyListQuery, HttpState, translate } from '@campus/contract';
import { messageEndpoints as messages } from '@campus/contract/api/platform/messages';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import type { MessageService } from './service.js';

/** Inner messages (IBPS-API.md §3), mounted from their declarations (contract api/platform/messages.ts). */
export function messageRoutes(service: MessageService) {
  return async (app: FastifyInstance) => {
    mount(app, messages.receive, async ({ me, body, request }) =>
      ok(await service.inbox(me, request.lang, body)),
    );

    mount(app, messages.get, async ({ me, query, request }) =>
      ok(await service.get(me, request.lang, query.innerMessageId)),
    );

    mount(app, messages.markRead, async ({ me, query, request }) => {
      const { innerMessageIds, all } = query;
      if (all !== 'true' && !innerMessageIds) {
        throw new AppError(HttpState.BAD_REQUEST, {
          key: 'error.invalidField',
          params: { field: 'innerMessageIds', message: translate(request.lang, 'validation.required') },
        });
      }
      return ok(await service.markRead(me, all === 'true' ? null : innerMessageIds!));
    });

    mount(app, messages.msgList, async ({ me, query, request }) =>
      ok(await service.unread(me, request.lang, emptyListQuery({ requestPage: query }))),
    );

    mount(app, messages.remove, async ({ me, query }) => ok(await service.remove(me, query.innerMessageIds)));
  };
}
