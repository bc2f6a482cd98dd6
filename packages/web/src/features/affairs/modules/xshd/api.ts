import type {
  ActivityParticipant,
  ActivitySignup,
  ActivityView,
  ActivityWork,
  ActivityWorkInput,
  ActivitySummaryInput,
} from '@campus/contract/affairs/xshd';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/**
 * Activities' own routes under /xshd/v3 and the sign-in's check-in. The list and the credits are
 * declared (contract affairs/modules/xshd/api.ts) and read by endpointQuery; one activity and what
 * is done to it (activities/:id/...) are addressed by a path parameter, which declarations do not
 * have yet: they are requested as before.
 */
export { xshdEndpoints } from '@campus/contract/affairs/xshd/api';

const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'xshd', url }));
const post = async <T>(url: string, data?: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'xshd', url, data: data ?? {} }));
const one = (id: string) => `/activities/${encodeURIComponent(id)}`;

export const activities = {
  view: (id: string) => get<ActivityView>(one(id)),
  signUp: (id: string) => post<ActivitySignup>(`${one(id)}/signUp`),
  cancel: (id: string) => post<ActivitySignup>(`${one(id)}/cancel`),
  participants: (id: string) => get<ActivityParticipant[]>(`${one(id)}/participants`),
  summarise: (id: string, input: ActivitySummaryInput) => post<ActivityView>(`${one(id)}/summary`, input),
  works: (id: string) => get<ActivityWork[]>(`${one(id)}/works`),
  submitWork: (id: string, input: ActivityWorkInput) => post<ActivityWork>(`${one(id)}/works`, input),
  checkin: checkinApi('xshd', '/activity'),
};
