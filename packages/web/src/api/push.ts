import type { Language, PushDevice } from '@campus/contract';
import type { HttpClient } from './core/types';
import { http } from './http';

/** Web Push devices (/platform/v3/push; docs/API.md "Web Push"). */

export type { PushDevice };

export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function createPushApi(client: HttpClient) {
  const service = 'platform';
  return {
    vapidKey: () => client.request<{ publicKey: string }>({ service, url: '/push/vapidKey' }),
    devices: () => client.request<PushDevice[]>({ service, url: '/push/device/list' }),
    save: (subscription: PushSubscriptionJson, device: string, language: Language) =>
      client.request<PushDevice>({
        method: 'POST',
        service,
        url: '/push/device/save',
        data: { ...subscription, device, language },
      }),
    setEnabled: (id: string, enabled: boolean) =>
      client.request<{ id: string }>({
        method: 'POST',
        service,
        url: '/push/device/enable',
        params: { id, enabled: enabled ? 'Y' : 'N' },
      }),
    remove: (id: string) =>
      client.request<{ removed: number }>({
        method: 'POST',
        service,
        url: '/push/device/remove',
        params: { id },
      }),
    forget: (endpoint: string) =>
      client.request<{ removed: number }>({
        method: 'POST',
        service,
        url: '/push/device/forget',
        data: { endpoint },
      }),
  };
}

export const pushApi = createPushApi(http);
