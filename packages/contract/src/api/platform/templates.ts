import { z } from 'zod';
import { FILTER_OPS, listQuerySchema, type FilterOp } from '../../list.js';
import { endpointsOf } from '../endpoints-of.js';
import { listReplyOf } from '../list-reply.js';
import { TEMPLATE_ID_RE } from '../../validation-rules.js';

/**
 * Data templates (IBPS-API.md §3; docs/API.md "Dictionaries and data templates"), behind the
 * client's /d/list/:id screen: a template's description (columns, filters, sorts) and its rows.
 */

/** Template ids appear in the client's route /d/list/:id: word characters only. */
export const templateId = z.string('validation.required').regex(TEMPLATE_ID_RE, 'validation.format');

const valueType = z.enum(['string', 'number', 'date']);
export type TemplateValueType = z.infer<typeof valueType>;

const templateColumn = z.object({
  key: z.string(),
  label: z.string(),
  type: valueType,
  /** The dictionary that names the column's values. */
  dictionary: z.string().nullable(),
});
export type TemplateColumn = z.infer<typeof templateColumn>;

const templateFilter = templateColumn.extend({
  op: z.enum(Object.keys(FILTER_OPS) as [FilterOp, ...FilterOp[]]),
  /** The list parameter key, e.g. 'Q^name^SL'. */
  param: z.string(),
});
export type TemplateFilter = z.infer<typeof templateFilter>;

const dataTemplate = z.object({
  id: z.string(),
  name: z.string(),
  dataset: z.string(),
  columns: z.array(templateColumn),
  filters: z.array(templateFilter),
  sorts: z.array(z.object({ field: z.string(), label: z.string() })),
  defaultSort: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }),
});
export type DataTemplate = z.infer<typeof dataTemplate>;

/** A row: the template's column keys and their values. */
const templateRow = z.record(z.string(), z.unknown());
export type TemplateRow = z.infer<typeof templateRow>;

const platform = endpointsOf({ service: 'platform', access: 'signedIn' });

export const templateEndpoints = {
  describe: platform.get('/data/template/getBuildDataById', {
    query: z.object({ id: templateId }),
    reply: dataTemplate,
  }),
  /** The template's rows: a list body with the template's id. */
  rows: platform.post('/data/template/queryDataTable', {
    body: listQuerySchema.unwrap().extend({ id: templateId }),
    reply: listReplyOf(templateRow),
  }),
};
