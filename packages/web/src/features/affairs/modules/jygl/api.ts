import { employmentEndpoints as E } from '@campus/contract/affairs/jygl/api';
import type { PostingInput, PostingView } from '@campus/contract/affairs/jygl';
import { dataOf } from '../../../../api/core/reply-data';
import { call, http } from '../../../../api/http';

/**
 * The employment group's own routes, by their declarations (contract affairs/modules/jygl/api.ts):
 * the screens read them with endpointQuery. One posting by its path (postings/:id) is not declared
 * (the declarations have no path parameters), so it is still requested by its address.
 */
export { employmentEndpoints } from '@campus/contract/affairs/jygl/api';

export const employment = {
  posting: async (id: string) =>
    dataOf(
      await http.request<PostingView>({
        service: 'jygl',
        url: `/employment/postings/${encodeURIComponent(id)}`,
      }),
    ),
  publish: async (input: PostingInput) => dataOf(await call(E.publish, { body: input })),
};
