import type { ActivitySummaryInput, ActivityWorkInput } from '@campus/contract/affairs/xshd';
import { xshdEndpoints as endpoints } from '@campus/contract/routes/affairs/xshd/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/**
 * Activities' own routes under /xshd/v3, by their declarations (contract
 * affairs/modules/xshd/api.ts), and the sign-in's check-in. The screens read them with
 * endpointQuery; the commands below run under useCommand(ACTIVITY_QUERIES), which reloads what
 * they change.
 */
export { xshdEndpoints } from '@campus/contract/routes/affairs/xshd/api';

/**
 * What an activity command (a sign-up, a cancellation, a summary, a work, a sign-in) changes: the
 * lists (places, the caller's sign-up), the activity, its participants and works, the credits.
 */
export const ACTIVITY_QUERIES = [
  endpoints.list,
  endpoints.view,
  endpoints.participants,
  endpoints.works,
  endpoints.credits,
];

const one = (id: string) => ({ params: { id } });

export const activities = {
  signUp: async (id: string) => dataOf(await call(endpoints.signUp, one(id))),
  cancel: async (id: string) => dataOf(await call(endpoints.cancel, one(id))),
  summarise: async (id: string, body: ActivitySummaryInput) =>
    dataOf(await call(endpoints.summarise, { ...one(id), body })),
  submitWork: async (id: string, body: ActivityWorkInput) =>
    dataOf(await call(endpoints.submitWork, { ...one(id), body })),
  checkin: checkinApi('xshd', '/activity'),
};
