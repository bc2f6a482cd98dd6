import type { ListReply } from '@campus/contract';
import type { HttpClient } from './core/types';
import { http } from './http';
import { listBody, type ListRequest } from './list-body';

/** The address book (/platform/v3/contacts; docs/API.md "Address book"). Privacy is the server's. */

export interface OrgRef {
  id: string;
  name: string;
}

export interface OrgChild extends OrgRef {
  type: string;
  /** People the caller may see in the whole subtree. */
  memberCount: number;
}

export interface OrgLevel {
  org: OrgRef & { type: string };
  /** From the school down to this org. */
  path: OrgRef[];
  children: OrgChild[];
}

export interface ContactRow {
  id: string;
  name: string;
  /** Pinyin initials, e.g. 'lmx'. */
  pinyin: string;
  gender: string;
  kind: 'staff' | 'student';
  orgId: string;
  orgName: string;
  title: string | null;
  mobile: string | null;
  /** Attachment id of the photo. */
  photoId: string | null;
}

export interface ContactCard extends ContactRow {
  number: string;
  email: string | null;
  /** From the school down to the person's org. */
  orgPath: OrgRef[];
  positions: string[];
}

/** The search parameter: part of the name, the start of the pinyin initials, or digits of a phone. */
const KEYWORD_PARAMETER = 'Q^keyword^SL';

export function createContactsApi(client: HttpClient) {
  const service = 'platform';
  return {
    /** An org and its children that hold someone the caller may see; the school when no id. */
    children: (orgId?: string) =>
      client.request<OrgLevel>({ service, url: '/contacts/org/children', params: { orgId } }),
    /** People whose own org is this one. */
    members: (orgId: string, request: ListRequest) =>
      client.request<ListReply<ContactRow>>({
        method: 'POST',
        service,
        url: '/contacts/org/members',
        params: { orgId },
        data: listBody(request),
      }),
    search: (keyword: string, request: ListRequest) =>
      client.request<ListReply<ContactRow>>({
        method: 'POST',
        service,
        url: '/contacts/search',
        data: listBody({ ...request, filters: { ...request.filters, [KEYWORD_PARAMETER]: keyword } }),
      }),
    card: (userId: string) =>
      client.request<ContactCard>({ service, url: '/contacts/card', params: { userId } }),
  };
}

export const contactsApi = createContactsApi(http);
