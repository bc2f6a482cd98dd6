import type {
  ActivityParticipant,
  ActivitySignup,
  ActivityView,
  ActivityWork,
  ActivityWorkInput,
  ActivitySummaryInput,
} from '@campus/contract/affairs/xshd';
import type { AnyEndpoint } from '@campus/contract';
import { xshdEndpoints as endpoints } from '@campus/contract/affairs/xshd/api';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../../api/core/reply-data';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { http } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/**
 * Activities' own routes under /xshd/v3 and the sign-in's check-in. The list and the credits are
 * declared (contract affairs/modules/xshd/api.ts) and read by endpointQuery; one activity and what
 * is done to it (activities/:id/...) are addressed by a path parameter, which declarations do not
 * have yet: they are requested as before. A command reloads the declared queries it changes (the
 * ones keyed by hand reload after any command: use-command).
 */
export { xshdEndpoints } from '@campus/contract/affairs/xshd/api';

async function changing<T>(client: QueryClient, command: Promise<T>, changes: readonly AnyEndpoint[]) {
  const done = await command;
  await invalidateEndpoints(client, changes);
  return done;
}

const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'xshd', url }));
const post = async <T>(url: string, data?: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'xshd', url, data: data ?? {} }));
const one = (id: string) => `/activities/${encodeURIComponent(id)}`;

export const activities = {
  view: (id: string) => get<ActivityView>(one(id)),
  signUp: (client: QueryClient, id: string) =>
    changing(client, post<ActivitySignup>(`${one(id)}/signUp`), [endpoints.list]),
  cancel: (client: QueryClient, id: string) =>
    changing(client, post<ActivitySignup>(`${one(id)}/cancel`), [endpoints.list]),
  participants: (id: string) => get<ActivityParticipant[]>(`${one(id)}/participants`),
  summarise: (client: QueryClient, id: string, input: ActivitySummaryInput) =>
    changing(client, post<ActivityView>(`${one(id)}/summary`, input), [endpoints.list, endpoints.credits]),
  works: (id: string) => get<ActivityWork[]>(`${one(id)}/works`),
  submitWork: (id: string, input: ActivityWorkInput) => post<ActivityWork>(`${one(id)}/works`, input),
  checkin: checkinApi('xshd', '/activity'),
};
