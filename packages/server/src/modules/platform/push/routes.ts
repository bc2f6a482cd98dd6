import { HttpState } from '@campus/contract';
import { pushEndpoints as push } from '@campus/contract/api/platform/push';
import type { FastifyInstance } from 'fastify';
import { endpointAllowed } from '../../../core/push/endpoint.js';
import { vapidKeys } from '../../../core/push/vapid.js';
import type { AuthContext } from '../../../http/auth.js';
import { mount } from '../../../http/endpoint.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import * as repo from './repo.js';

const owner = (auth: AuthContext): repo.Owner => ({ tenantId: auth.tenantId, userId: auth.userId });
const notFound = () => new AppError(HttpState.NOT_FOUND, { key: 'push.subscriptionNotFound' });

/**
 * Web Push devices (issue 16), each user's own, in the platform service: the installation's public
 * VAPID key the browser subscribes with, and the caller's devices to list, keep, turn on or off
 * and remove (My > Notifications). Nobody sees or changes another person's devices. Mounted from
 * their declarations (contract api/platform/push.ts).
 */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  mount(app, push.vapidKey, async () => ok({ publicKey: (await vapidKeys(db)).publicKey }));

  mount(app, push.devices, async ({ me }) => ok(await repo.listDevices(db, owner(me))));

  mount(app, push.save, async ({ me, body, request }) => {
    const { endpoint, keys, device, language } = body;
    if (!endpointAllowed(endpoint, app.config.push.serviceHosts)) {
      throw new AppError(HttpState.BAD_REQUEST, {
        fields: [{ field: 'endpoint', message: 'push.endpointNotAllowed' }],
      });
    }
    const name = device || (request.headers['user-agent'] ?? '').slice(0, 100);
    return ok(
      await repo.saveDevice(
        db,
        owner(me),
        { endpoint, p256dh: keys.p256dh, auth: keys.auth, device: name, language },
        Date.now(),
      ),
    );
  });

  mount(app, push.enable, async ({ me, query }) => {
    const { id, enabled } = query;
    if (!(await repo.setEnabled(db, owner(me), id, enabled, Date.now()))) throw notFound();
    return ok({ id, enabled });
  });

  mount(app, push.remove, async ({ me, query }) => {
    if (!(await repo.removeDevice(db, owner(me), { id: query.id }))) throw notFound();
    return ok({ removed: 1 });
  });

  // Signing out on a device forgets it (by its endpoint): the next person on the phone gets nothing of the last one's.
  mount(app, push.forget, async ({ me, body }) =>
    ok({ removed: (await repo.removeDevice(db, owner(me), body)) ? 1 : 0 }),
  );
}
