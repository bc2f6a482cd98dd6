import type {
  ActivityCard,
  ActivityParticipant,
  ActivitySignup,
  ActivityView,
  ActivityWork,
  ActivityWorkInput,
  ActivitySummaryInput,
  MyCredits,
} from '@campus/contract/affairs/xshd';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/** Activities' own routes under /xshd/v3 (contract affairs/modules/xshd) and the sign-in's check-in. */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'xshd', url, params }));
const post = async <T>(url: string, data?: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'xshd', url, data: data ?? {} }));
const one = (id: string) => `/activities/${encodeURIComponent(id)}`;

export const activities = {
  list: (scope: 'open' | 'mine' | 'organised') => get<ActivityCard[]>('/activities', { scope }),
  view: (id: string) => get<ActivityView>(one(id)),
  signUp: (id: string) => post<ActivitySignup>(`${one(id)}/signUp`),
  cancel: (id: string) => post<ActivitySignup>(`${one(id)}/cancel`),
  participants: (id: string) => get<ActivityParticipant[]>(`${one(id)}/participants`),
  summarise: (id: string, input: ActivitySummaryInput) => post<ActivityView>(`${one(id)}/summary`, input),
  works: (id: string) => get<ActivityWork[]>(`${one(id)}/works`),
  submitWork: (id: string, input: ActivityWorkInput) => post<ActivityWork>(`${one(id)}/works`, input),
  credits: () => get<MyCredits>('/credits/mine'),
  checkin: checkinApi('xshd', '/activity'),
};
