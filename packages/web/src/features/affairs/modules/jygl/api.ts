import { employmentEndpoints as E } from '@campus/contract/routes/affairs/jygl/api';
import type { PostingInput } from '@campus/contract/affairs/jygl';
import { dataOf } from '../../../../api/core/reply-data';
import { call } from '../../../../api/http';

/**
 * The employment group's own routes, by their declarations (contract affairs/modules/jygl/api.ts):
 * the screens read them with endpointQuery; publishing is the one command.
 */
export { employmentEndpoints } from '@campus/contract/routes/affairs/jygl/api';

export const employment = {
  publish: async (input: PostingInput) => dataOf(await call(E.publish, { body: input })),
};
