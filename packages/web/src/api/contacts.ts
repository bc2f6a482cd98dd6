import {
  CONTACT_KEYWORD_PARAMETER,
  contactEndpoints as contacts,
} from '@campus/contract/routes/api/platform/contacts';
import { call } from './http';
import { listBody, type ListRequest } from './list-body';

/** The address book, by its declarations (contract api/platform/contacts.ts). Privacy is the server's. */
export type {
  ContactCard,
  ContactRow,
  OrgChild,
  OrgLevel,
} from '@campus/contract/routes/api/platform/contacts';
export type { OrgRef } from '@campus/contract/api/platform/people';
export { contactEndpoints } from '@campus/contract/routes/api/platform/contacts';

export const contactsApi = {
  /** An org and its children that hold someone the caller may see; the school when no id. */
  children: (orgId?: string) => call(contacts.children, { query: { orgId } }),
  /** People whose own org is this one. */
  members: (orgId: string, request: ListRequest) =>
    call(contacts.members, { query: { orgId }, body: listBody(request) }),
  /** By part of the name, the start of the pinyin initials, or digits of a phone. */
  search: (keyword: string, request: ListRequest) =>
    call(contacts.search, {
      body: listBody({ ...request, filters: { ...request.filters, [CONTACT_KEYWORD_PARAMETER]: keyword } }),
    }),
  card: (userId: string) => call(contacts.card, { query: { userId } }),
};
