import { FILTER_OPS, LANGUAGES, type FilterOp } from '@campus/contract';
import { z } from 'zod';

/**
 * What a data template stores (data_template.definition, JSON): which of its dataset's columns
 * to show, which to filter and sort by, and the labels in the school's languages. Keys name
 * dataset columns; the dataset maps them to SQL, so no template text ever reaches a query.
 */
const key = z.string().regex(/^[A-Za-z]\w{0,63}$/);
const text = z.union([z.string().min(1), z.partialRecord(z.enum(LANGUAGES), z.string().min(1))]);

export const templateDefinition = z.object({
  name: text,
  columns: z.array(z.object({ key, label: text })).min(1),
  filters: z
    .array(z.object({ key, label: text, op: z.enum(Object.keys(FILTER_OPS) as [FilterOp, ...FilterOp[]]) }))
    .default([]),
  sorts: z.array(z.object({ key, label: text })).default([]),
  defaultSort: z.object({ key, order: z.enum(['ASC', 'DESC']) }).optional(),
});
export type TemplateDefinition = z.infer<typeof templateDefinition>;
