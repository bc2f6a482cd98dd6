import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';

/** Dictionaries (IBPS-API.md §3): a tenant's entries {key, name}, named in the caller's language. */

const dictionaryEntry = z.object({ key: z.string(), name: z.string() });
export type DictionaryEntry = z.infer<typeof dictionaryEntry>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const dictionaryEndpoints = {
  /** The entries of one dictionary in sort order; a dictionary the tenant lacks is refused. */
  findByTypeKey: platform.get('/cat/dictionary/findByTypeKey', {
    query: z.object({
      typeKey: z.string('validation.required').regex(/^\w{1,64}$/, 'validation.format'),
    }),
    reply: z.array(dictionaryEntry),
  }),
};
