import type {
  SurveyAnswers,
  SurveyResults,
  SurveySubmitted,
  SurveyView,
} from '@campus/contract/affairs/wjdc';
import { wjdcEndpoints as endpoints, type SurveyInput } from '@campus/contract/affairs/wjdc/api';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../../api/core/reply-data';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { call, http } from '../../../../api/http';

/**
 * Surveys' routes under /wjdc/v3: the list and a new survey by their declarations (contract
 * affairs/modules/wjdc/api.ts; screens read the list by endpointQuery). One survey, its answers,
 * closing it and its results are addressed by a path parameter, which declarations do not have
 * yet: they are requested as before. A command reloads the declared lists it changes (the
 * surveys keyed by hand reload after any command: use-command).
 */
export { wjdcEndpoints } from '@campus/contract/affairs/wjdc/api';

async function changing<T>(client: QueryClient, command: Promise<T>): Promise<T> {
  const done = await command;
  await invalidateEndpoints(client, [endpoints.list]);
  return done;
}

const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'wjdc', url }));
const post = async <T>(url: string, data?: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'wjdc', url, data: data ?? {} }));
const one = (id: string) => `/surveys/${encodeURIComponent(id)}`;

export const surveys = {
  create: async (client: QueryClient, body: SurveyInput) =>
    changing(client, call(endpoints.create, { body }).then(dataOf)),
  view: (id: string) => get<SurveyView>(one(id)),
  answer: (client: QueryClient, id: string, answers: SurveyAnswers) =>
    changing(client, post<SurveySubmitted>(`${one(id)}/answers`, { answers })),
  close: (client: QueryClient, id: string) => changing(client, post<SurveyView>(`${one(id)}/close`)),
  results: (id: string) => get<SurveyResults>(`${one(id)}/results`),
};
