// Written by src/routes/routes.test.ts from the declarations: do not edit (WRITE_ROUTES=1 rewrites it).
import type { RoutesOf } from '../../../api/route.js';
import type * as declared from '../../../api/platform/news.js';

export type * from '../../../api/platform/news.js';

export const NEWS_VIEW_PARAMETER: typeof declared.NEWS_VIEW_PARAMETER = 'Q^status^S';
export const newsEndpoints: RoutesOf<typeof declared.newsEndpoints> = {
  query: { service: 'platform', method: 'POST', path: '/system/news/query' },
  get: { service: 'platform', method: 'GET', path: '/system/news/get' },
  save: { service: 'platform', method: 'POST', path: '/system/news/save', idempotent: true },
  remove: { service: 'platform', method: 'POST', path: '/system/news/remove' },
};
