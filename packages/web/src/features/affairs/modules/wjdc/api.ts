import type { SurveyAnswers } from '@campus/contract/affairs/wjdc';
import { wjdcEndpoints as endpoints, type SurveyInput } from '@campus/contract/routes/affairs/wjdc/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * Surveys' routes under /wjdc/v3, by their declarations (contract affairs/modules/wjdc/api.ts):
 * the screens read the lists, a survey and its results with endpointQuery; the commands below
 * run under useCommand(SURVEY_QUERIES), which reloads what they change.
 */
export { wjdcEndpoints } from '@campus/contract/routes/affairs/wjdc/api';

/** What a survey command changes: the lists (answered, responses, state), the survey, its results. */
export const SURVEY_QUERIES = [endpoints.list, endpoints.view, endpoints.results];

export const surveys = {
  create: async (body: SurveyInput) => dataOf(await call(endpoints.create, { body })),
  answer: async (id: string, answers: SurveyAnswers) =>
    dataOf(await call(endpoints.answer, { params: { id }, body: { answers } })),
  close: async (id: string) => dataOf(await call(endpoints.close, { params: { id } })),
};
