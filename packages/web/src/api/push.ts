import type { Language } from '@campus/contract';
import { pushEndpoints as push, type PushDeviceSave } from '@campus/contract/routes/api/platform/push';
import { call } from './http';

/** Web Push devices, by their declarations (contract api/platform/push.ts). */
export type { PushDevice } from '@campus/contract/routes/api/platform/push';
export { pushEndpoints } from '@campus/contract/routes/api/platform/push';

/** What PushSubscription.toJSON() gives of a subscription and the server keeps: where to push, its keys. */
export type PushSubscriptionJson = Pick<PushDeviceSave, 'endpoint' | 'keys'>;

export const pushApi = {
  vapidKey: () => call(push.vapidKey),
  devices: () => call(push.devices),
  save: ({ endpoint, keys }: PushSubscriptionJson, device: string, language: Language) =>
    call(push.save, { body: { endpoint, keys, device, language } }),
  setEnabled: (id: string, enabled: boolean) =>
    call(push.enable, { query: { id, enabled: enabled ? 'Y' : 'N' } }),
  remove: (id: string) => call(push.remove, { query: { id } }),
  forget: (endpoint: string) => call(push.forget, { body: { endpoint } }),
};
