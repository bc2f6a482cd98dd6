import {
  zxglEndpoints as endpoints,
  type BookInput,
  type RecordInput,
  type SlotInput,
} from '@campus/contract/routes/affairs/zxgl/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * The counselling group's commands, by their declarations (contract affairs/modules/zxgl/api.ts);
 * screens read by endpointQuery.
 */
export { zxglEndpoints } from '@campus/contract/routes/affairs/zxgl/api';

export const counselling = {
  book: async (body: BookInput) => dataOf(await call(endpoints.book, { body })),
  addSlot: async (body: SlotInput) => dataOf(await call(endpoints.addSlot, { body })),
  cancel: async (id: string) => dataOf(await call(endpoints.cancel, { params: { id } })),
  reveal: async (id: string) => dataOf(await call(endpoints.reveal, { params: { id } })),
  writeRecord: async (id: string, body: RecordInput) =>
    dataOf(await call(endpoints.writeRecord, { params: { id }, body })),
};
