import type {
  SurveyAnswers,
  SurveyCard,
  SurveyInput,
  SurveyResults,
  SurveySubmitted,
  SurveyView,
} from '@campus/contract/affairs/wjdc';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** Surveys' routes under /wjdc/v3 (contract affairs/modules/wjdc). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'wjdc', url, params }));
const post = async <T>(url: string, data?: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'wjdc', url, data: data ?? {} }));
const one = (id: string) => `/surveys/${encodeURIComponent(id)}`;

export const surveys = {
  list: (scope: 'mine' | 'created') => get<SurveyCard[]>('/surveys', { scope }),
  create: (input: SurveyInput) => post<SurveyView>('/surveys', input),
  view: (id: string) => get<SurveyView>(one(id)),
  answer: (id: string, answers: SurveyAnswers) => post<SurveySubmitted>(`${one(id)}/answers`, { answers }),
  close: (id: string) => post<SurveyView>(`${one(id)}/close`),
  results: (id: string) => get<SurveyResults>(`${one(id)}/results`),
};
