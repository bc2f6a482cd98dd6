import { z } from 'zod';
import { listQuerySchema } from '../../list.js';
import { endpointsOf } from '../endpoints-of.js';
import { rowId } from '../ids.js';
import { contactCard } from './contacts.js';
import { orgType } from './people.js';
import { groupNode, PLATFORM_STAFF } from './selector.js';

/**
 * Compatibility look-ups (issue 32; docs/API.md "Compatibility: sign-in, look-ups and files"):
 * the calls the platform's stock front end makes for people, orgs, positions and roles, each an
 * adapter over the address book or the selector (the same queries, the same privacy rule, the
 * same access), in the shape the stock client reads.
 */

/** An org as tree widgets take it: flat, each with its parentId ('0' at the root), as the category tree. */
const flatOrg = z.object({
  id: z.string(),
  parentId: z.string(),
  name: z.string(),
  type: orgType,
  sn: z.number(),
});
export type FlatOrg = z.infer<typeof flatOrg>;

/** The address book's card, with the user fields the stock client reads (`account`, `fullname`). */
const person = contactCard.extend({ account: z.string(), fullname: z.string() });
export type Person = z.infer<typeof person>;

const staff = endpointsOf({ service: 'platform', access: { relation: PLATFORM_STAFF } });
const signedIn = endpointsOf({ service: 'platform', access: 'signedIn' });

export const lookupEndpoints = {
  /**
   * The org tree as the stock client asks for it: POST with a `{parameters}` body, or none (its
   * keys are accepted and not filters: the tree is always the whole school's).
   */
  orgTree: staff.post('/org/findTreeData', { body: listQuerySchema.nullish(), reply: z.array(flatOrg) }),
  /** A person by id, if the address book shows them to the caller (docs/PRIVACY.md). */
  user: signedIn.get('/user/get', { query: z.object({ userId: rowId }), reply: person }),
  /** The same person, asked for as an employee. */
  employee: signedIn.get('/employee/get', { query: z.object({ employeeId: rowId }), reply: person }),
  /** A person by sign-in account, if the address book shows them to the caller. */
  byAccount: signedIn.get('/user/getByAccount', {
    query: z.object({ account: z.string().min(1, 'validation.required').max(64) }),
    reply: person,
  }),
  /** Every position, as position/findTreeData gives them. */
  positions: staff.get('/position/findAll', { reply: z.array(groupNode) }),
  /** Roles as a list page (`Q^NAME_^SL` / `Q^name^SL`, `Q^code^SL`), as role/findTreeData names them. */
  roles: staff.list('/role/queryWithSys', groupNode),
};
