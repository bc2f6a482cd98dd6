import type { ImportPreview, ImportStatus } from '@campus/contract';
import type { BillListQuery, DeferralInput, PaymentInput } from '@campus/contract/affairs/sfgl';
import { feeEndpoints as E } from '@campus/contract/affairs/sfgl/api';
import { dataOf } from '../../../../api/core/reply-data';
import { call, download, http } from '../../../../api/http';

/**
 * The fees group's own routes, by their declarations (contract affairs/modules/sfgl/api.ts): the
 * screens read them with endpointQuery. The bill import is the mechanism's import routes, not
 * declared yet, so it is still requested by its address.
 */
export { feeEndpoints } from '@campus/contract/affairs/sfgl/api';

const post = async <T>(url: string, data: unknown, idempotent?: boolean | object) =>
  dataOf(await http.request<T>({ method: 'POST', service: 'sfgl', url: `/fees${url}`, data, idempotent }));

export const fees = {
  exportList: (query: BillListQuery) => download(E.exportList, { body: query }, { loading: true }),
  payment: async (input: PaymentInput) => dataOf(await call(E.payment, { body: input })),
  deferral: async (input: DeferralInput) => dataOf(await call(E.deferral, { body: input })),
  importFile: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return post<ImportPreview>('/import', form, file);
  },
  confirmImport: (id: string) => post<ImportStatus>('/import/confirm', { id }, true),
  importStatus: async (id: string) =>
    dataOf(await http.request<ImportStatus>({ service: 'sfgl', url: '/fees/import/status', params: { id } })),
};
