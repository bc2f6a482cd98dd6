import { contactEndpoints as contacts } from '@campus/contract/api/platform/contacts';
import { lookupEndpoints as lookups } from '@campus/contract/api/platform/lookups';
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
    // The platform's stock look-ups of one person (issue 32): adapters over the card.
    mount(app, lookups.user, async ({ me, query }) => ok(await service.person(me, query.userId)));
    mount(app, lookups.employee, async ({ me, query }) => ok(await service.person(me, query.employeeId)));
    mount(app, lookups.byAccount, async ({ me, query }) =>
      ok(await service.personByAccount(me, query.account)),
    );
  };
}
