import type {
  EmploymentRates,
  MyDestination,
  PostingInput,
  PostingView,
} from '@campus/contract/affairs/jygl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The employment group's own routes (/jygl/v3/employment; contract affairs/modules/jygl). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'jygl', url: `/employment${url}`, params }));

export const employment = {
  postings: (keyword: string, all: boolean) =>
    get<PostingView[]>('/postings', { ...(keyword ? { keyword } : {}), ...(all ? { all: 'Y' } : {}) }),
  posting: (id: string) => get<PostingView>(`/postings/${id}`),
  publish: async (input: PostingInput) =>
    dataOf(
      await http.request<PostingView>({
        method: 'POST',
        service: 'jygl',
        url: '/employment/postings',
        data: input,
      }),
    ),
  rates: (grade?: string) => get<EmploymentRates>('/rates', grade ? { grade } : undefined),
  mine: () => get<MyDestination>('/mine'),
};
