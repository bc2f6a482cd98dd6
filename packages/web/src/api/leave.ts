import type { ListQuery, ListReply } from '@campus/contract';
import { leaveEndpoints as E } from '@campus/contract/routes/affairs/lxgl/api';
import type {
  DestinationInput as DestinationBody,
  RegistrationCheckRow,
  ReturnInput as ReturnBody,
} from '@campus/contract/affairs/lxgl';
import { dataOf } from './core/reply-data';
import { call } from './http';

/** Leave's own routes besides the generic module API, by their declarations (contract affairs/modules/lxgl/api.ts). */
export { leaveEndpoints } from '@campus/contract/routes/affairs/lxgl/api';

export type RegistrationKind = 'destination' | 'return';

/** What a student fills in to register where they go (the batch comes from the open one). */
export type DestinationInput = Omit<DestinationBody, 'batchId'>;
export type ReturnInput = Omit<ReturnBody, 'batchId'>;

/** The check list of each kind of registration. */
export const checkEndpoint = { destination: E.destinationCheck, return: E.returnCheck } as const;

export const leave = {
  /** 销假: the student is back. */
  cancel: async (id: string, note?: string) => dataOf(await call(E.cancel, { body: { id, note } })),
  signDestination: async (batchId: string, input: DestinationInput) =>
    dataOf(await call(E.signDestination, { body: { batchId, ...input } })),
  signReturn: async (batchId: string, input: ReturnInput) =>
    dataOf(await call(E.signReturn, { body: { batchId, ...input } })),
  /** Staff: who has registered in a batch, and who not yet. */
  check: async (
    kind: RegistrationKind,
    batchId: string,
    query: ListQuery,
  ): Promise<ListReply<RegistrationCheckRow>> =>
    dataOf(await call(checkEndpoint[kind], { body: { batchId, ...query } })),
};
