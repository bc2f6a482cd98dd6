import type {
  AdmissionsHome,
  SignUpInput,
  SignupDetail,
  SignupQuery,
  SignupRow,
  SignupState,
} from '@campus/contract/affairs/zsfw';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The admissions routes (/zsfw/v3/admissions; contract affairs/modules/zsfw). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'zsfw', url: `/admissions${url}`, params }));
const post = async <T>(url: string, data: unknown, idempotent?: boolean) =>
  dataOf(
    await http.request<T>({ method: 'POST', service: 'zsfw', url: `/admissions${url}`, data, idempotent }),
  );

export const admissions = {
  home: () => get<AdmissionsHome>('/home'),
  signUp: (input: SignUpInput) => post<{ id: string }>('/signup', input, true),
  detail: (id: string) => get<SignupDetail>('/detail', { id }),
  list: (query: SignupQuery) => post<SignupRow[]>('/list', query),
  review: (id: string, state: Exclude<SignupState, 'submitted'>, note?: string) =>
    post<{ state: SignupState }>('/review', { id, state, note }),
  exportList: (query: SignupQuery) =>
    http.request({
      method: 'POST',
      service: 'zsfw',
      url: '/admissions/export',
      data: query,
      responseType: 'arraybuffer',
      loading: true,
    }),
};
