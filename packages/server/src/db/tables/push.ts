import type { YN } from './types.js';

/** Web Push (migration 0095, core/push). */

/** The installation's VAPID key pair (id 'default'), base64url as the web-push library makes it. */
export interface PushVapidTable {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: number;
}

/** One device's (browser's) push subscription, of one user in one tenant. */
export interface PushSubscriptionTable {
  id: string;
  tenantId: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** A short name of the device the user recognises (browser and system). */
  device: string;
  /** The app's language on that device when it subscribed: pushes are written in it. */
  language: string;
  /** 'N': kept, but nothing is sent (the user turned it off in My). */
  enabled: YN;
  createdAt: number;
  updatedAt: number;
  lastSentAt: number | null;
}

/** A push waiting to be sent, written in the transaction of the action it reports. */
export interface PushOutboxTable {
  id: string;
  tenantId: string;
  userId: string;
  titleKey: string;
  bodyKey: string;
  /** JSON of the message parameters. */
  params: string;
  /** Where a tap opens, relative to the app's base (bpmn/task?taskId=...). */
  url: string;
  createdAt: number;
}

export interface PushTables {
  pushVapid: PushVapidTable;
  pushSubscription: PushSubscriptionTable;
  pushOutbox: PushOutboxTable;
}
