import type { ListQuery, ListReply } from '@campus/contract';
import type {
  DestinationRegistration,
  LeaveRecord,
  LeaveToday,
  RegistrationBatch,
  RegistrationCheckRow,
  ReturnRegistration,
} from '@campus/contract/affairs/lxgl';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

export type RegistrationKind = RegistrationBatch['kind'];

/** What a student fills in to register where they go (the batch and the time come from the server). */
export type DestinationInput = Omit<DestinationRegistration, 'batchId' | 'updatedAt'>;
export type ReturnInput = Omit<ReturnRegistration, 'batchId' | 'updatedAt'>;

/** Leave's own routes besides the generic module API (/lxgl/v3/leave; contract affairs/leave.ts). */
export function createLeaveApi(client: HttpClient) {
  const get = async <T>(url: string, params?: Record<string, string>) =>
    dataOf(await client.request<T>({ service: 'lxgl', url: `/leave${url}`, params }));
  const post = async <T>(url: string, data: unknown) =>
    dataOf(await client.request<T>({ method: 'POST', service: 'lxgl', url: `/leave${url}`, data }));

  return {
    /** 销假: the student is back. */
    cancel: (id: string, note?: string) => post<LeaveRecord>('/cancel', { id, note }),
    today: () => get<LeaveToday>('/today'),
    openBatch: (kind: RegistrationKind) => get<RegistrationBatch | null>('/batch', { kind }),
    myDestination: (batchId: string) => get<DestinationRegistration | null>('/destination/mine', { batchId }),
    signDestination: (batchId: string, input: DestinationInput) =>
      post<DestinationRegistration>('/destination/sign', { batchId, ...input }),
    myReturn: (batchId: string) => get<ReturnRegistration | null>('/return/mine', { batchId }),
    signReturn: (batchId: string, input: ReturnInput) =>
      post<ReturnRegistration>('/return/sign', { batchId, ...input }),
    /** Staff: who has registered in a batch, and who not yet. */
    check: (kind: RegistrationKind, batchId: string, query: ListQuery) =>
      post<ListReply<RegistrationCheckRow>>(`/${kind}/check`, { batchId, ...query }),
  };
}

export type LeaveApi = ReturnType<typeof createLeaveApi>;

export const leave = createLeaveApi(http);
