import type { BookingView, RecordInput, SessionRecord } from '@campus/contract/affairs/zxgl';
import {
  zxglEndpoints as endpoints,
  type BookInput,
  type SlotInput,
} from '@campus/contract/affairs/zxgl/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call, http } from '../../../../api/http';

/**
 * The counselling group's commands, by their declarations (contract affairs/modules/zxgl/api.ts);
 * screens read by endpointQuery. A booking's cancel and reveal and the session record are
 * addressed by a path parameter, which declarations do not have yet: they are requested as before.
 */
export { zxglEndpoints } from '@campus/contract/affairs/zxgl/api';

const byId = async <T>(method: 'GET' | 'POST' | 'PUT', id: string, action: string, data?: unknown) =>
  dataOf(
    await http.request<T>({
      method,
      service: 'zxgl',
      url: `/counselling/bookings/${encodeURIComponent(id)}/${action}`,
      data,
    }),
  );

export const counselling = {
  book: async (body: BookInput) => dataOf(await call(endpoints.book, { body })),
  addSlot: async (body: SlotInput) => dataOf(await call(endpoints.addSlot, { body })),
  cancel: (id: string) => byId<BookingView>('POST', id, 'cancel', {}),
  reveal: (id: string) => byId<BookingView>('POST', id, 'reveal', {}),
  record: (id: string) => byId<SessionRecord>('GET', id, 'record'),
  writeRecord: (id: string, input: RecordInput) => byId<SessionRecord>('PUT', id, 'record', input),
};
