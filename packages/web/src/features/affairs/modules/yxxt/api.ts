import type { OnboardingFormKind, QuestionAnswerInput, StandingInput } from '@campus/contract/affairs/yxxt';
import { yxxtEndpoints as endpoints } from '@campus/contract/routes/affairs/yxxt/api';
import { checkinEndpoints } from '@campus/contract/routes/api/affairs/checkin';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';
import { checkinApi } from '../../checkin/api';
import { reloadAfter } from '../../reload-after';

/**
 * Onboarding's own commands, by their declarations (contract affairs/modules/yxxt/api.ts; screens
 * read by endpointQuery), and the mechanism's check-in under /yxxt/v3 (contract
 * api/affairs/checkin.ts). A command reloads the queries it changes.
 */
export { yxxtEndpoints } from '@campus/contract/routes/affairs/yxxt/api';
/** The check-in points' endpoints under /yxxt/v3 (the screens key their queries by them). */
export const yxxtCheckin = checkinEndpoints('yxxt');

export const onboarding = {
  ...checkinApi('yxxt'),
  saveForm: (client: QueryClient, kind: OnboardingFormKind, values: Record<string, unknown>) =>
    reloadAfter(client, call(endpoints.saveForm, { params: { kind }, body: { values } }).then(dataOf), [
      endpoints.form,
      endpoints.journey,
      endpoints.freshmen,
    ]),
  ask: (client: QueryClient, values: Record<string, unknown>) =>
    reloadAfter(client, call(endpoints.ask, { body: { values } }).then(dataOf), [endpoints.questions]),
  answer: (client: QueryClient, id: string, input: QuestionAnswerInput) =>
    reloadAfter(client, call(endpoints.answer, { params: { id }, body: input }).then(dataOf), [
      endpoints.question,
      endpoints.questions,
    ]),
  setStanding: (client: QueryClient, id: string, input: StandingInput) =>
    reloadAfter(client, call(endpoints.setStanding, { params: { id }, body: input }).then(dataOf), [
      endpoints.freshmen,
    ]),
};
