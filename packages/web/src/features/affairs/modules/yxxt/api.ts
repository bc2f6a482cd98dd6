import type {
  OnboardingFormKind,
  OnboardingFormReply,
  OnboardingPage,
  OnboardingPageKey,
  OnboardingQuestion,
  QuestionAnswerInput,
  StandingInput,
} from '@campus/contract/affairs/yxxt';
import { yxxtEndpoints as endpoints } from '@campus/contract/affairs/yxxt/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call, http } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/**
 * Onboarding's own commands, by their declarations (contract affairs/modules/yxxt/api.ts; screens
 * read by endpointQuery), and the mechanism's check-in under /yxxt/v3 (contract
 * affairs/checkin.ts). The routes addressed by a path parameter (forms/:kind, pages/:key,
 * questions/:id, students/:id/standing) are not declared yet: they are requested as before.
 */
export { yxxtEndpoints } from '@campus/contract/affairs/yxxt/api';

const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'yxxt', url }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'yxxt', url, data }));

export const onboarding = {
  ...checkinApi('yxxt'),
  form: (kind: OnboardingFormKind) => get<OnboardingFormReply>(`/onboarding/forms/${kind}`),
  saveForm: (kind: OnboardingFormKind, values: unknown) =>
    post<OnboardingFormReply>(`/onboarding/forms/${kind}`, { values }),
  page: (key: OnboardingPageKey) => get<OnboardingPage>(`/onboarding/pages/${key}`),
  question: (id: string) => get<OnboardingQuestion>(`/onboarding/questions/${encodeURIComponent(id)}`),
  ask: async (values: Record<string, unknown>) => dataOf(await call(endpoints.ask, { body: { values } })),
  answer: (id: string, input: QuestionAnswerInput) =>
    post<OnboardingQuestion>(`/onboarding/questions/${encodeURIComponent(id)}/answer`, input),
  setStanding: (id: string, input: StandingInput) =>
    post<null>(`/onboarding/students/${encodeURIComponent(id)}/standing`, input),
};
