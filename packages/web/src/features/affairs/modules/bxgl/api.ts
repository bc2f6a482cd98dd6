import type { InsuranceRates, MyInsurance } from '@campus/contract/affairs/bxgl';
import { dataOf } from '../../../../api/core/reply-data';
import { http } from '../../../../api/http';

/** The insurance group's own routes besides the generic module API (/jczy/v3/insurance; contract affairs/modules/bxgl). */
const get = async <T>(url: string, params?: Record<string, string>) =>
  dataOf(await http.request<T>({ service: 'jczy', url: `/insurance${url}`, params }));

export const insurance = {
  mine: () => get<MyInsurance>('/mine'),
  rates: (module: string) => get<InsuranceRates>('/rates', { module }),
};
