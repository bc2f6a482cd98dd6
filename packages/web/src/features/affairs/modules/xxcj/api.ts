import type { FormValues } from '@campus/contract';
import type {
  CollectionAudiences,
  CollectionInput,
  CollectionResults,
  CollectionView,
  MissingStudent,
  MyCollection,
  StaffCollection,
} from '@campus/contract/affairs/xxcj';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** Information collection's routes (/jczy/v3/xxcj; contract affairs/modules/xxcj). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'jczy', url: `/xxcj${url}`, params }));
const post = async <T>(url: string, data: unknown, idempotent?: boolean) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'jczy', url: `/xxcj${url}`, data, idempotent }));

export const collections = {
  mine: () => get<MyCollection[]>('/mine'),
  view: (id: string) => get<CollectionView>('/collection', { id }),
  fill: (id: string, values: FormValues) => post<{ submittedAt: number }>('/fill', { id, values }, true),
  staff: () => get<StaffCollection[]>('/staff'),
  audiences: () => get<CollectionAudiences>('/audiences'),
  create: (input: CollectionInput) => post<{ id: string }>('/create', input, true),
  results: (id: string) => get<CollectionResults>('/results', { id }),
  missing: (id: string) => get<MissingStudent[]>('/missing', { id }),
  exportEntries: (id: string) =>
    http.request({
      method: 'POST',
      service: 'jczy',
      url: '/xxcj/export',
      params: { id },
      responseType: 'arraybuffer',
      loading: true,
    }),
};
