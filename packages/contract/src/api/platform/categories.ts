import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';

/** Category trees (the platform's cat_type): FLOW_TYPE groups the process list's filter. */

/**
 * A node of a tree as it travels: flat, each node with its parentId (root nodes: '0'), as tree
 * widgets take it; `name` in the reader's language for the app's own categories.
 */
const categoryNode = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string(),
  typeKey: z.string(),
  categoryKey: z.string(),
  sort: z.number(),
  /** The sort again, under the platform's name for it. */
  sn: z.number(),
});
export type CategoryNode = z.infer<typeof categoryNode>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const categoryEndpoints = {
  tree: platform.get('/cat/type/findTreeData', {
    query: z.object({
      categoryKey: z.string('validation.required').regex(/^[A-Za-z0-9_]{1,64}$/, 'validation.format'),
      _t: z.string().optional(),
    }),
    reply: z.array(categoryNode),
  }),
};
