import { z } from 'zod';
import { LANGUAGES } from '../../messages/languages.js';
import { removedReply } from '../removed-reply.js';
import { endpointsOf } from '../endpoints-of.js';
import { rowId } from '../ids.js';

/**
 * Web Push devices (issue 16; docs/API.md "Web Push"), each user's own: the installation's public
 * VAPID key the browser subscribes with, and the caller's devices to list, keep, turn on or off
 * and remove (My > Notifications). Nobody sees or changes another person's devices.
 */

const pushDevice = z.object({
  id: z.string(),
  /** What the person knows the device by (browser and system). */
  device: z.string(),
  /** The app's language on the device when it subscribed: pushes are written in it. */
  language: z.string(),
  enabled: z.enum(['Y', 'N']),
  endpoint: z.string(),
  createTime: z.number(),
  lastSentTime: z.number().nullable(),
});
/** A device as the server lists it and the app shows it. */
export type PushDevice = z.infer<typeof pushDevice>;

/** base64url as PushSubscription.toJSON() gives the keys (65-byte P-256 point, 16-byte secret). */
const base64url = (min: number, max: number) =>
  z
    .string('validation.required')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.format')
    .min(min, 'validation.format')
    .max(max, 'validation.format');

/** A browser's subscription (PushSubscription.toJSON()) with the device's name and language. */
const deviceSave = z.object({
  endpoint: z.string('validation.required').min(1, 'validation.required').max(1000, 'validation.max'),
  keys: z.object({ p256dh: base64url(86, 90), auth: base64url(16, 26) }, 'validation.required'),
  /** Empty: the server names it after the browser's User-Agent. */
  device: z.string().trim().max(100, 'validation.max').default(''),
  language: z.enum(LANGUAGES, 'validation.oneOf'),
});
export type PushDeviceSave = z.input<typeof deviceSave>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const pushEndpoints = {
  vapidKey: platform.get('/push/vapidKey', { reply: z.object({ publicKey: z.string() }) }),
  devices: platform.get('/push/device/list', { reply: z.array(pushDevice) }),
  /** Keeps this browser's subscription for the caller (moving it from whoever had it before). */
  save: platform.post('/push/device/save', { body: deviceSave, reply: pushDevice }),
  enable: platform.post('/push/device/enable', {
    query: z.object({ id: rowId, enabled: z.enum(['Y', 'N'], 'validation.oneOf') }),
    reply: z.object({ id: z.string(), enabled: z.enum(['Y', 'N']) }),
  }),
  remove: platform.post('/push/device/remove', { query: z.object({ id: rowId }), reply: removedReply }),
  /** Signing out on a device forgets it by its endpoint: the next person on the phone gets nothing. */
  forget: platform.post('/push/device/forget', {
    body: z.object({ endpoint: z.string('validation.required').min(1).max(1000, 'validation.max') }),
    reply: removedReply,
  }),
};
