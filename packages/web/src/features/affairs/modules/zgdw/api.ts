import {
  zgdwEndpoints as endpoints,
  type CounsellorProfileInput,
  type StaffRecordDecision,
  type StaffRecordInput,
  type TalkInput,
  type WorkLogInput,
} from '@campus/contract/affairs/zgdw/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/** The zgdw group's commands, by their declarations (contract affairs/modules/zgdw/api.ts); screens read by endpointQuery. */
export { zgdwEndpoints } from '@campus/contract/affairs/zgdw/api';

export const zgdw = {
  saveProfile: async (body: CounsellorProfileInput) => dataOf(await call(endpoints.saveProfile, { body })),
  writeLog: async (body: WorkLogInput) => dataOf(await call(endpoints.writeLog, { body })),
  writeTalk: async (body: TalkInput) => dataOf(await call(endpoints.writeTalk, { body })),
  addRecord: async (body: StaffRecordInput) => dataOf(await call(endpoints.addRecord, { body })),
  decide: async (body: StaffRecordDecision) => dataOf(await call(endpoints.decide, { body })),
};
