import type { Language } from '@campus/contract';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../api/core/reply-data';
import { pushApi, type PushDevice, type PushSubscriptionJson } from '../api/push';

/**
 * This browser's Web Push subscription, as the My > Notifications page and sign-out handle it.
 * The browser asks the person for permission on the first subscription.
 */

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration(import.meta.env.BASE_URL);
}

/** This browser's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/**
 * The query of this browser's subscription endpoint (null: none): the browser's, not an API
 * endpoint's, so its key is this one; refresh it after subscribing or unsubscribing.
 */
export const thisDeviceQuery = queryOptions({
  queryKey: ['push', 'this-device'],
  queryFn: async () => (await currentSubscription())?.endpoint ?? null,
});

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** A short name the person recognises: the browser on the system. */
export function deviceName(userAgent = navigator.userAgent): string {
  const system =
    /Android/.exec(userAgent)?.[0] ??
    (/iPhone|iPad/.exec(userAgent) ? 'iOS' : undefined) ??
    (/Windows/.exec(userAgent) ? 'Windows' : undefined) ??
    (/Mac OS X/.exec(userAgent) ? 'macOS' : undefined) ??
    (/Linux/.exec(userAgent) ? 'Linux' : '');
  const browser =
    (/EdgA?\//.exec(userAgent) ? 'Edge' : undefined) ??
    (/MicroMessenger/.exec(userAgent) ? 'WeChat' : undefined) ??
    (/Firefox\//.exec(userAgent) ? 'Firefox' : undefined) ??
    (/Chrome\/|Chromium\//.exec(userAgent) ? 'Chrome' : undefined) ??
    (/Safari\//.exec(userAgent) ? 'Safari' : 'Browser');
  return system ? `${browser} · ${system}` : browser;
}

/** Subscribes this browser (asking for permission) and keeps the subscription at the server. */
export async function subscribeThisDevice(language: Language): Promise<PushDevice> {
  const sw = await registration();
  if (!sw) throw new Error('no service worker');
  const { publicKey } = dataOf(await pushApi.vapidKey());
  const subscription =
    (await sw.pushManager.getSubscription()) ??
    (await sw.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  return dataOf(await pushApi.save(subscription.toJSON() as PushSubscriptionJson, deviceName(), language));
}

/** Ends this browser's subscription here and at the server (sign-out, or the person turned it off). */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await pushApi.forget(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
