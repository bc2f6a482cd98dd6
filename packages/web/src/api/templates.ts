import type { ListReply, ListSort } from '@campus/contract';
import type { HttpClient } from './core/types';
import { http } from './http';
import { listBody, type ListRequest } from './list-body';

/** Data templates (/platform/v3/data/template; docs/API.md "Dictionaries and data templates"). */

export type TemplateValueType = 'string' | 'number' | 'date';

export interface TemplateColumn {
  key: string;
  label: string;
  type: TemplateValueType;
  /** The dictionary that names the column's values. */
  dictionary: string | null;
}

export interface TemplateFilter extends TemplateColumn {
  op: string;
  /** The list parameter key, e.g. 'Q^name^SL'. */
  param: string;
}

export interface DataTemplate {
  id: string;
  name: string;
  dataset: string;
  columns: TemplateColumn[];
  filters: TemplateFilter[];
  sorts: { field: string; label: string }[];
  defaultSort: ListSort;
}

export type TemplateRow = Record<string, unknown>;

export function createTemplatesApi(client: HttpClient) {
  const service = 'platform';
  return {
    describe: (id: string) =>
      client.request<DataTemplate>({ service, url: '/data/template/getBuildDataById', params: { id } }),
    rows: (id: string, request: ListRequest) =>
      client.request<ListReply<TemplateRow>>({
        method: 'POST',
        service,
        url: '/data/template/queryDataTable',
        data: { id, ...listBody(request) },
      }),
  };
}

export const templatesApi = createTemplatesApi(http);
