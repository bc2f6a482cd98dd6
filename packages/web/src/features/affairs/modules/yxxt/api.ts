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
import type { AnyEndpoint } from '@campus/contract';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../../api/core/reply-data';
import { invalidateEndpoints } from '../../../../api/endpoint-call';
import { call, http } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';

/**
 * Onboarding's own commands, by their declarations (contract affairs/modules/yxxt/api.ts; screens
 * read by endpointQuery), and the mechanism's check-in under /yxxt/v3 (contract
 * affairs/checkin.ts). The routes addressed by a path parameter (forms/:kind, pages/:key,
 * questions/:id, students/:id/standing) are not declared yet: they are requested as before. A
 * command reloads the declared queries it changes (the ones keyed by hand reload after any
 * command: use-command).
 */
export { yxxtEndpoints } from '@campus/contract/affairs/yxxt/api';

async function changing<T>(client: QueryClient, command: Promise<T>, changes: readonly AnyEndpoint[]) {
  const done = await command;
  await invalidateEndpoints(client, changes);
  return done;
}

const get = async <T>(url: string) => dataOf(await http.request<T>({ service: 'yxxt', url }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'yxxt', url, data }));

export const onboarding = {
  ...checkinApi('yxxt'),
  form: (kind: OnboardingFormKind) => get<OnboardingFormReply>(`/onboarding/forms/${kind}`),
  saveForm: (client: QueryClient, kind: OnboardingFormKind, values: unknown) =>
    changing(client, post<OnboardingFormReply>(`/onboarding/forms/${kind}`, { values }), [
      endpoints.journey,
      endpoints.freshmen,
    ]),
  page: (key: OnboardingPageKey) => get<OnboardingPage>(`/onboarding/pages/${key}`),
  question: (id: string) => get<OnboardingQuestion>(`/onboarding/questions/${encodeURIComponent(id)}`),
  ask: (client: QueryClient, values: Record<string, unknown>) =>
    changing(client, call(endpoints.ask, { body: { values } }).then(dataOf), [endpoints.questions]),
  answer: (client: QueryClient, id: string, input: QuestionAnswerInput) =>
    changing(
      client,
      post<OnboardingQuestion>(`/onboarding/questions/${encodeURIComponent(id)}/answer`, input),
      [endpoints.questions],
    ),
  setStanding: (client: QueryClient, id: string, input: StandingInput) =>
    changing(client, post<null>(`/onboarding/students/${encodeURIComponent(id)}/standing`, input), [
      endpoints.freshmen,
    ]),
};
