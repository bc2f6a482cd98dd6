import type { ImportPreview, ImportStatus } from '@campus/contract';
import type {
  BillDetail,
  BillListQuery,
  BillPage,
  CollectionOverview,
  DeferralInput,
  MyBills,
  PaymentInput,
} from '@campus/contract/affairs/sfgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The fees group's own routes (/sfgl/v3/fees; contract affairs/modules/sfgl). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'sfgl', url: `/fees${url}`, params }));
const post = async <T>(url: string, data: unknown, idempotent?: boolean | object) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'sfgl', url: `/fees${url}`, data, idempotent }));

export const fees = {
  mine: () => get<MyBills>('/mine'),
  bill: (id: string) => get<BillDetail>('/bill', { id }),
  overview: (year?: string) => get<CollectionOverview>('/overview', year ? { year } : undefined),
  list: (query: BillListQuery) => post<BillPage>('/list', query),
  exportList: (query: BillListQuery) =>
    http.request({
      method: 'POST',
      service: 'sfgl',
      url: '/fees/export',
      data: query,
      responseType: 'arraybuffer',
      loading: true,
    }),
  payment: (input: PaymentInput) => post<BillDetail>('/payment', input, true),
  deferral: (input: DeferralInput) => post<BillDetail>('/deferral', input, true),
  importFile: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return post<ImportPreview>('/import', form, file);
  },
  confirmImport: (id: string) => post<ImportStatus>('/import/confirm', { id }, true),
  importStatus: (id: string) => get<ImportStatus>('/import/status', { id }),
};
