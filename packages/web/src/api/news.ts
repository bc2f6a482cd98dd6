import type { AttachmentRef, ListReply } from '@campus/contract';
import type { HttpClient } from './core/types';
import { http } from './http';
import { listBody, type ListRequest } from './list-body';

/** Announcements (/platform/v3/system/news; docs/API.md "Announcements"). */

/** The three lists: published (important ones pinned), the caller's drafts, expired ones. */
export type NewsView = 'publish' | 'drafts' | 'expired';
export type PublicItem = 'important' | 'notices';

export interface NewsRow {
  id: string;
  title: string;
  publicItem: PublicItem;
  userId: string;
  userName: string;
  depId: string | null;
  depName: string | null;
  /** When it was first published; null for a draft never published. */
  publicDate: number | null;
  /** When it expires; null for never. */
  loseDate: number | null;
  /** 'N' keeps it to staff. */
  isPublic: 'Y' | 'N';
  status: NewsView;
  /** The cover picture's attachment id. */
  picture: string | null;
  typeId: string | null;
  createTime: number;
  updateTime: number;
  readCount: number;
  isRead: 'Y' | 'N';
}

export interface News extends NewsRow {
  /** Rich text, sanitised by the server (and again by the client before showing it). */
  content: string;
  fileAttach: AttachmentRef[];
}

export interface NewsSave {
  id?: string;
  title: string;
  content: string;
  publicItem: PublicItem;
  status: 'publish' | 'drafts';
  loseDate: number | null;
  isPublic: 'Y' | 'N';
  /** Kept as they are: only the ids count. */
  fileAttach: { id: string }[];
  picture: string | null;
}

/** The list body parameter that picks the view. */
const VIEW_PARAMETER = 'Q^status^S';

export function createNewsApi(client: HttpClient) {
  const service = 'platform';
  return {
    /** One page of a view; the reply's variables.mayPublish says whether to offer publishing. */
    query: (view: NewsView, request: ListRequest) =>
      client.request<ListReply<NewsRow>>({
        method: 'POST',
        service,
        url: '/system/news/query',
        data: listBody({ ...request, filters: { ...request.filters, [VIEW_PARAMETER]: view } }),
      }),
    /** The announcement with its content and attachments; reading it counts the reader. */
    get: (id: string) => client.request<News>({ service, url: '/system/news/get', params: { newsId: id } }),
    save: (news: NewsSave) =>
      client.request<News>({
        method: 'POST',
        service,
        url: '/system/news/save',
        data: news,
        loading: true,
        idempotent: true,
      }),
    remove: (ids: readonly string[]) =>
      client.request<{ removed: number }>({
        method: 'POST',
        service,
        url: '/system/news/remove',
        params: { newsIds: ids.join(',') },
        loading: true,
      }),
  };
}

export const newsApi = createNewsApi(http);
