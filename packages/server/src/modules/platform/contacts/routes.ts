import { contactEndpoints as contacts } from '@campus/contract/api/platform/contacts';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../../http/endpoint.js';
import { ok } from '../../../http/reply.js';
import type { ContactService } from './service.js';

/** The address book (docs/API.md "Address book"), mounted from its declarations (contract api/platform/contacts.ts). */
export function contactRoutes(service: ContactService) {
  return async (app: FastifyInstance) => {
    mount(app, contacts.children, async ({ me, query }) => ok(await service.children(me, query.orgId)));
    mount(app, contacts.members, async ({ me, query, body }) =>
      ok(await service.members(me, query.orgId, body)),
    );
    mount(app, contacts.search, async ({ me, body }) => ok(await service.search(me, body)));
    mount(app, contacts.card, async ({ me, query }) => ok(await service.card(me, query.userId)));
  };
}
