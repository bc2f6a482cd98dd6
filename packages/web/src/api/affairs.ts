import type {
  AffairApplied,
  AffairDetail,
  AffairMeta,
  AffairModuleDescriptor,
  AffairReviewRow,
  AffairRow,
  AffairStatistics,
  FormValues,
  ListQuery,
  ListReply,
} from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/** A module as the API needs it: where its routes live. */
export type ModuleRef = Pick<AffairModuleDescriptor, 'key' | 'service'>;

/**
 * The generic API of every student-affairs module, under /api/<service>/v3/affairs/<key>/
 * (packages/contract/src/affairs/types.ts). Task actions, history and the diagram are the BPM API's.
 */
export function createAffairsApi(client: HttpClient) {
  const url = (module: ModuleRef, path: string) => `/affairs/${module.key}/${path}`;
  const get = async <T>(module: ModuleRef, path: string, params?: Record<string, string>) =>
    dataOf(await client.request<T>({ service: module.service, url: url(module, path), params }));
  const post = async <T>(module: ModuleRef, path: string, data: unknown) =>
    dataOf(
      await client.request<T>({
        method: 'POST',
        service: module.service,
        url: url(module, path),
        data,
      }),
    );

  return {
    meta: (module: ModuleRef) => get<AffairMeta>(module, 'meta'),
    apply: (module: ModuleRef, input: { data: FormValues; draftId?: string }) =>
      post<AffairApplied>(module, 'apply', input),
    mine: (module: ModuleRef, query: ListQuery) => post<ListReply<AffairRow>>(module, 'mine', query),
    review: (module: ModuleRef, query: ListQuery) =>
      post<ListReply<AffairReviewRow>>(module, 'review', query),
    publicity: (module: ModuleRef, query: ListQuery) =>
      post<ListReply<AffairRow>>(module, 'publicity', query),
    detail: (module: ModuleRef, id: string) => get<AffairDetail>(module, 'detail', { id }),
    statistics: (module: ModuleRef) => get<AffairStatistics>(module, 'statistics'),
  };
}

export type AffairsApi = ReturnType<typeof createAffairsApi>;

export const affairs = createAffairsApi(http);
