import { templateEndpoints as templates } from '@campus/contract/routes/api/platform/templates';
import { call } from './http';
import { listBody, type ListRequest } from './list-body';

/** Data templates, by their declarations (contract api/platform/templates.ts). */
export type {
  DataTemplate,
  TemplateColumn,
  TemplateFilter,
  TemplateRow,
  TemplateValueType,
} from '@campus/contract/routes/api/platform/templates';
export { templateEndpoints } from '@campus/contract/routes/api/platform/templates';

export const templatesApi = {
  describe: (id: string) => call(templates.describe, { query: { id } }),
  rows: (id: string, request: ListRequest) => call(templates.rows, { body: { id, ...listBody(request) } }),
};
