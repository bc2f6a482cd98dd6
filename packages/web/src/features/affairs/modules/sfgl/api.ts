import type { BillListQuery, DeferralInput, PaymentInput } from '@campus/contract/affairs/sfgl';
import { feeEndpoints as E } from '@campus/contract/routes/affairs/sfgl/api';
import { importEndpoints } from '@campus/contract/routes/api/affairs/imports';
import { dataOf } from '../../../../api/core/reply-data';
import { call, download } from '../../../../api/http';

/**
 * The fees group's own routes, by their declarations (contract affairs/modules/sfgl/api.ts): the
 * screens read them with endpointQuery. The bill import is the mechanism's import kind at
 * /fees/import (contract api/affairs/imports.ts).
 */
export { feeEndpoints } from '@campus/contract/routes/affairs/sfgl/api';
/** The bill import's endpoints (the screen keys its progress query by them). */
export const billImport = importEndpoints('sfgl', '/fees/import');

export const fees = {
  exportList: (query: BillListQuery) => download(E.exportList, { body: query }, { loading: true }),
  payment: async (input: PaymentInput) => dataOf(await call(E.payment, { body: input })),
  deferral: async (input: DeferralInput) => dataOf(await call(E.deferral, { body: input })),
};
