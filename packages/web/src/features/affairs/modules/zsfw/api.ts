import {
  zsfwEndpoints as endpoints,
  type SignUpInput,
  type SignupQuery,
  type SignupReview,
} from '@campus/contract/routes/affairs/zsfw/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call, download } from '../../../../api/http';

/** The admissions commands and export, by their declarations (contract affairs/modules/zsfw/api.ts); screens read by endpointQuery. */
export { zsfwEndpoints } from '@campus/contract/routes/affairs/zsfw/api';

export const admissions = {
  signUp: async (body: SignUpInput) => dataOf(await call(endpoints.signUp, { body })),
  review: async (body: SignupReview) => dataOf(await call(endpoints.review, { body })),
  exportList: (body: SignupQuery) => download(endpoints.export, { body }, { loading: true }),
};
