import { HttpState, LANGUAGES } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpointAllowed } from '../../../core/push/endpoint.js';
import { vapidKeys } from '../../../core/push/vapid.js';
import { requireAuth, type AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { ok } from '../../../http/reply.js';
import { rowId } from '../shared/schemas.js';
import * as repo from './repo.js';

const tags = ['platform'];

/** base64url as PushSubscription.toJSON() gives the keys (65-byte P-256 point, 16-byte secret). */
const base64url = (min: number, max: number) =>
  z
    .string('validation.required')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.format')
    .min(min, 'validation.format')
    .max(max, 'validation.format');

const saveBody = z.object({
  endpoint: z.string('validation.required').min(1, 'validation.required').max(1000, 'validation.max'),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(16, 26) }, 'validation.required'),
  device: z.string().trim().max(100, 'validation.max').default(''),
  language: z.enum(LANGUAGES, 'validation.oneOf'),
});
const idQuery = z.object({ id: rowId });
const enableQuery = z.object({ id: rowId, enabled: z.enum(['Y', 'N'], 'validation.oneOf') });
const forgetBody = z.object({ endpoint: z.string('validation.required').min(1).max(1000, 'validation.max') });

const owner = (auth: AuthContext): repo.Owner => ({ tenantId: auth.tenantId, userId: auth.userId });
const notFound = () => new AppError(HttpState.NOT_FOUND, { key: 'push.subscriptionNotFound' });

/**
 * Web Push devices (issue 16), each user's own, in the platform service: the installation's public
 * VAPID key the browser subscribes with, and the caller's devices to list, keep, turn on or off
 * and remove (My > Notifications). Nobody sees or changes another person's devices.
 */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  r.get('/push/vapidKey', { schema: { tags } }, async (request) => {
    requireAuth(request);
    return ok({ publicKey: (await vapidKeys(db)).publicKey });
  });

  r.get('/push/device/list', { schema: { tags } }, async (request) =>
    ok(await repo.listDevices(db, owner(requireAuth(request)))),
  );

  r.post('/push/device/save', { schema: { tags, body: saveBody } }, async (request) => {
    const me = requireAuth(request);
    const { endpoint, keys, device, language } = request.body;
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

  r.post('/push/device/enable', { schema: { tags, querystring: enableQuery } }, async (request) => {
    const me = requireAuth(request);
    const { id, enabled } = request.query;
    if (!(await repo.setEnabled(db, owner(me), id, enabled, Date.now()))) throw notFound();
    return ok({ id, enabled });
  });

  r.post('/push/device/remove', { schema: { tags, querystring: idQuery } }, async (request) => {
    if (!(await repo.removeDevice(db, owner(requireAuth(request)), { id: request.query.id })))
      throw notFound();
    return ok({ removed: 1 });
  });

  // Signing out on a device forgets it (by its endpoint): the next person on the phone gets nothing of the last one's.
  r.post('/push/device/forget', { schema: { tags, body: forgetBody } }, async (request) =>
    ok({
      removed: (await repo.removeDevice(db, owner(requireAuth(request)), request.body)) ? 1 : 0,
    }),
  );
}
