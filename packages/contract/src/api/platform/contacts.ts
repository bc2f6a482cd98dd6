import { z } from 'zod';
import { endpointsOf } from '../endpoints-of.js';
import { rowId } from '../ids.js';
import { gender, memberKind, orgRef, orgType } from './people.js';

/**
 * The address book (ours to design: IBPS-API.md §3 has no such call; documented in docs/API.md
 * "Address book"). Who is listed is the server's privacy rule (docs/PRIVACY.md).
 */

/** The search parameter: part of the name, the start of the pinyin initials, or digits of a phone. */
export const CONTACT_KEYWORD_PARAMETER = 'Q^keyword^SL';

const orgChild = orgRef.extend({
  type: orgType,
  /** People the caller may see in the whole subtree. */
  memberCount: z.number(),
});
export type OrgChild = z.infer<typeof orgChild>;

const orgLevel = z.object({
  org: orgRef.extend({ type: orgType }),
  /** From the school down to this org. */
  path: z.array(orgRef),
  children: z.array(orgChild),
});
export type OrgLevel = z.infer<typeof orgLevel>;

const contactRow = z.object({
  id: z.string(),
  name: z.string(),
  /** Pinyin initials, e.g. 'lmx'. */
  pinyin: z.string(),
  gender,
  kind: memberKind,
  orgId: z.string(),
  orgName: z.string(),
  title: z.string().nullable(),
  mobile: z.string().nullable(),
  /** Attachment id of the photo. */
  photoId: z.string().nullable(),
});
export type ContactRow = z.infer<typeof contactRow>;

export const contactCard = contactRow.extend({
  number: z.string(),
  email: z.string().nullable(),
  /** From the school down to the person's org. */
  orgPath: z.array(orgRef),
  positions: z.array(z.string()),
});
export type ContactCard = z.infer<typeof contactCard>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const contactEndpoints = {
  /** An org and its children that hold someone the caller may see; the school when no id. */
  children: platform.get('/contacts/org/children', {
    query: z.object({ orgId: rowId.optional() }),
    reply: orgLevel,
  }),
  /** People whose own org is this one (those of child orgs are found by drilling down). */
  members: platform.list('/contacts/org/members', contactRow, { query: z.object({ orgId: rowId }) }),
  /** By part of the name, pinyin initials or digits of a phone (CONTACT_KEYWORD_PARAMETER). */
  search: platform.list('/contacts/search', contactRow),
  card: platform.get('/contacts/card', { query: z.object({ userId: rowId }), reply: contactCard }),
};
