import type { FormValues } from '@campus/contract';
import { xxcjEndpoints as endpoints, type CollectionInput } from '@campus/contract/routes/affairs/xxcj/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call, download } from '../../../../api/http';

/** Information collection's commands and export, by their declarations (contract affairs/modules/xxcj/api.ts); screens read by endpointQuery. */
export { xxcjEndpoints } from '@campus/contract/routes/affairs/xxcj/api';

export const collections = {
  fill: async (id: string, values: FormValues) =>
    dataOf(await call(endpoints.fill, { body: { id, values } })),
  /** The body's form is any object on the wire (the server checks it against the form format). */
  create: async ({ form, ...input }: CollectionInput) =>
    dataOf(await call(endpoints.create, { body: { ...input, form: { ...form } } })),
  exportEntries: (id: string) => download(endpoints.export, { query: { id } }, { loading: true }),
};
