import type {
  SurveyAnswers,
  SurveyResults,
  SurveySubmitted,
  SurveyView,
} from '@campus/contract/affairs/wjdc';
import { wjdcEndpoints as endpoints, type SurveyInput } from '@campus/contract/affairs/wjdc/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call, http } from '../../../../api/http';

/**
 * Surveys' routes under /wjdc/v3: the list and a new survey by their declarations (contract
 * affairs/modules/wjdc/api.ts; screens read the list by endpointQuery). One survey, its answers,
 * closing it and its results are addressed by a path parameter, which declarations do not have
 * yet: they are requested as before.
 */
export { wjdcEndpoints } from '@campus/contract/affairs/wjdc/api';

const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'wjdc', url }));
const post = async <T>(url: string, data?: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'wjdc', url, data: data ?? {} }));
const one = (id: string) => `/surveys/${encodeURIComponent(id)}`;

export const surveys = {
  create: async (body: SurveyInput) => dataOf(await call(endpoints.create, { body })),
  view: (id: string) => get<SurveyView>(one(id)),
  answer: (id: string, answers: SurveyAnswers) => post<SurveySubmitted>(`${one(id)}/answers`, { answers }),
  close: (id: string) => post<SurveyView>(`${one(id)}/close`),
  results: (id: string) => get<SurveyResults>(`${one(id)}/results`),
};
