import {
  NEWS_VIEW_PARAMETER,
  newsEndpoints as news,
  type NewsSaveInput,
  type NewsView,
} from '@campus/contract/routes/api/platform/news';
import { call } from './http';
import { listBody, type ListRequest } from './list-body';

/** Announcements, by their declarations (contract api/platform/news.ts). */
export type { News, NewsRow, NewsView, PublicItem } from '@campus/contract/routes/api/platform/news';
/** What the edit screen sends: the body as typed on the wire. */
export type NewsSave = NewsSaveInput;
export { newsEndpoints } from '@campus/contract/routes/api/platform/news';

export const newsApi = {
  /** One page of a view; the reply's variables.mayPublish says whether to offer publishing. */
  query: (view: NewsView, request: ListRequest) =>
    call(news.query, {
      body: listBody({ ...request, filters: { ...request.filters, [NEWS_VIEW_PARAMETER]: view } }),
    }),
  /** The announcement with its content and attachments; reading it counts the reader. */
  get: (id: string) => call(news.get, { query: { newsId: id } }),
  save: (body: NewsSave) => call(news.save, { body }, { loading: true }),
  remove: (ids: readonly string[]) =>
    call(news.remove, { query: { newsIds: ids.join(',') } }, { loading: true }),
};
