import type {
  SanctionDetail,
  SanctionInput,
  SanctionNotice,
  SanctionRow,
} from '@campus/contract/affairs/wjcf';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The discipline group's own routes besides the generic module API (/szgz/v3/discipline; contract affairs/modules/wjcf). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'szgz', url: `/discipline${url}`, params }));
const post = async <T>(url: string, data: unknown) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'szgz', url: `/discipline${url}`, data }));

export const discipline = {
  list: (params: { q?: string; state?: string }) =>
    get<SanctionRow[]>(
      '/sanctions',
      Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => !!e[1])),
    ),
  one: (id: string) => get<SanctionDetail>('/sanction', { id }),
  record: (input: SanctionInput) => post<SanctionDetail>('/sanctions', input),
  acknowledge: (id: string) => post<SanctionDetail>('/sanction/acknowledge', { id }),
  notices: () => get<SanctionNotice[]>('/notices'),
};
