import type { HealthAnswersInput } from '@campus/contract/routes/affairs/yqfk/api';
import { yqfkEndpoints as endpoints } from '@campus/contract/routes/affairs/yqfk/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/** Epidemic control's commands by their declarations (contract affairs/modules/yqfk/api.ts); screens read by endpointQuery. */
export { yqfkEndpoints } from '@campus/contract/routes/affairs/yqfk/api';

export const health = {
  report: async (answers: HealthAnswersInput) => dataOf(await call(endpoints.report, { body: answers })),
  unchanged: async () => dataOf(await call(endpoints.unchanged, {})),
  remind: async () => dataOf(await call(endpoints.remind, {})),
};
