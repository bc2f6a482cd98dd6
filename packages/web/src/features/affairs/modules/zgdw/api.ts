import type { AnyRoute, Envelope } from '@campus/contract';
import {
  zgdwEndpoints as endpoints,
  type CounsellorProfileInput,
  type StaffRecordDecision,
  type StaffRecordInput,
  type TalkInput,
  type WorkLogInput,
} from '@campus/contract/routes/affairs/zgdw/api';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';
import { reloadAfter } from '../../reload-after';

/**
 * The zgdw group's commands, by their declarations (contract affairs/modules/zgdw/api.ts), each
 * reloading the queries of what it changes; screens read by endpointQuery.
 */
export { zgdwEndpoints } from '@campus/contract/routes/affairs/zgdw/api';

async function changing<T>(client: QueryClient, reply: Promise<Envelope<T>>, changes: readonly AnyRoute[]) {
  return reloadAfter(client, reply.then(dataOf), changes);
}

export const zgdw = {
  saveProfile: (client: QueryClient, body: CounsellorProfileInput) =>
    changing(client, call(endpoints.saveProfile, { body }), [endpoints.team]),
  writeLog: (client: QueryClient, body: WorkLogInput) =>
    changing(client, call(endpoints.writeLog, { body }), [endpoints.logs]),
  writeTalk: (client: QueryClient, body: TalkInput) =>
    changing(client, call(endpoints.writeTalk, { body }), [endpoints.talks]),
  addRecord: (client: QueryClient, body: StaffRecordInput) =>
    changing(client, call(endpoints.addRecord, { body }), [endpoints.myRecords, endpoints.review]),
  decide: (client: QueryClient, body: StaffRecordDecision) =>
    changing(client, call(endpoints.decide, { body }), [endpoints.review, endpoints.myRecords]),
};
