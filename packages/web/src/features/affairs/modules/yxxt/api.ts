import type { FormDefinition } from '@campus/contract';
import type {
  FreshmenPage,
  FreshmenQuery,
  OnboardingFormKind,
  OnboardingFormReply,
  OnboardingJourney,
  OnboardingPage,
  OnboardingPageKey,
  OnboardingQuestion,
  OnboardingStatistics,
  QuestionAnswerInput,
  QuestionScope,
  StandingInput,
} from '@campus/contract/affairs/yxxt';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';
import type { QueryValue } from '../../../../api/core/request-url';
import { checkinApi } from '../../checkin/api';

/** Onboarding's own routes and the mechanism's check-in under /yxxt/v3 (contract affairs/checkin.ts). */
const get = async <T>(url: string, params?: Record<string, QueryValue>) =>
  dataOf(await http.request<T>({ service: 'yxxt', url, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'yxxt', url, data }));

export const onboarding = {
  journey: () => get<OnboardingJourney>('/onboarding/journey'),
  statistics: () => get<OnboardingStatistics>('/onboarding/statistics'),
  ...checkinApi('yxxt'),
  form: (kind: OnboardingFormKind) => get<OnboardingFormReply>(`/onboarding/forms/${kind}`),
  saveForm: (kind: OnboardingFormKind, values: unknown) =>
    post<OnboardingFormReply>(`/onboarding/forms/${kind}`, { values }),
  page: (key: OnboardingPageKey) => get<OnboardingPage>(`/onboarding/pages/${key}`),
  questions: (scope: QuestionScope) => get<OnboardingQuestion[]>('/onboarding/questions', { scope }),
  question: (id: string) => get<OnboardingQuestion>(`/onboarding/questions/${encodeURIComponent(id)}`),
  questionForm: () => get<FormDefinition>('/onboarding/questionForm'),
  ask: (values: unknown) => post<OnboardingQuestion>('/onboarding/questions', { values }),
  answer: (id: string, input: QuestionAnswerInput) =>
    post<OnboardingQuestion>(`/onboarding/questions/${encodeURIComponent(id)}/answer`, input),
  freshmen: (query: FreshmenQuery) => get<FreshmenPage>('/onboarding/students', { ...query }),
  setStanding: (id: string, input: StandingInput) =>
    post<null>(`/onboarding/students/${encodeURIComponent(id)}/standing`, input),
};
