import { localize, ModuleState, SecurityState, type Language, type ListQuery } from '@campus/contract';
import type { DataTemplate } from '@campus/contract/api/platform/templates';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { DEFAULT_OPS } from '../../../http/list-query.js';
import { DATASETS, type Dataset } from './datasets.js';
import { templateDefinition, type TemplateDefinition } from './definition.js';
import * as repo from './repo.js';

interface Template {
  id: string;
  dataset: string;
  definition: TemplateDefinition;
}

function problemsOf(definition: TemplateDefinition, dataset: Dataset): string[] {
  const keys = [
    ...definition.columns.map((c) => c.key),
    ...definition.sorts.map((s) => s.key),
    ...(definition.defaultSort ? [definition.defaultSort.key] : []),
  ];
  const badFilters = definition.filters.filter((f) => {
    const column = dataset.columns[f.key];
    return !column || !DEFAULT_OPS[column.type].includes(f.op);
  });
  return [
    ...keys.filter((key) => !dataset.columns[key]).map((key) => `no column ${key}`),
    ...badFilters.map((f) => `no filter ${f.key}^${f.op}`),
  ];
}

/**
 * A stored definition may only name its dataset's columns, with operators that suit them.
 * One that does not is a broken deployment: a server error whose log names the reason.
 */
function checked(id: string, datasetName: string, json: string): { dataset: Dataset; template: Template } {
  const dataset = DATASETS[datasetName];
  if (!dataset) throw new Error(`Data template ${id} names an unknown dataset ${datasetName}`);
  const parsed = templateDefinition.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error(`Data template ${id} is invalid: ${parsed.error.message}`);
  const problems = problemsOf(parsed.data, dataset);
  if (problems.length > 0) throw new Error(`Data template ${id} is invalid: ${problems.join(', ')}`);
  return { dataset, template: { id, dataset: datasetName, definition: parsed.data } };
}

/**
 * The order a template's list opens in, always one the template offers: its own default, else its
 * first sort (in the dataset's direction), else the dataset's default (a template without sorts).
 * A dataset default the template does not offer would be refused by its own list.
 */
export function defaultSortOf(definition: TemplateDefinition, dataset: Dataset) {
  if (definition.defaultSort) return definition.defaultSort;
  const first = definition.sorts[0];
  return first ? { key: first.key, order: dataset.defaultSort.order } : dataset.defaultSort;
}

/** Data templates (issue 6): a template's description for the generic list screen, and its rows. */
export function createTemplateService(db: repo.Db) {
  async function load(auth: AuthContext, id: string) {
    const row = await repo.findTemplate(db, auth.tenantId, id);
    if (!row) throw new AppError(ModuleState.TEMPLATE_NOT_FOUND);
    const loaded = checked(row.id, row.dataset, row.definition);
    if (!loaded.dataset.permits(auth)) throw new AppError(SecurityState.UNAUTHORIZED);
    return loaded;
  }

  return {
    async describe(auth: AuthContext, id: string, lang: Language): Promise<DataTemplate> {
      const { dataset, template } = await load(auth, id);
      const { definition } = template;
      const column = (key: string) => dataset.columns[key]!;
      const sort = defaultSortOf(definition, dataset);
      return {
        id: template.id,
        name: localize(definition.name, lang),
        dataset: template.dataset,
        columns: definition.columns.map(({ key, label }) => ({
          key,
          label: localize(label, lang),
          type: column(key).type,
          dictionary: column(key).dictionary ?? null,
        })),
        filters: definition.filters.map(({ key, label, op }) => ({
          key,
          label: localize(label, lang),
          type: column(key).type,
          op,
          param: `Q^${key}^${op}`,
          dictionary: column(key).dictionary ?? null,
        })),
        sorts: definition.sorts.map(({ key, label }) => ({ field: key, label: localize(label, lang) })),
        defaultSort: { field: sort.key, order: sort.order },
      };
    },

    async query(auth: AuthContext, id: string, query: ListQuery) {
      const { dataset, template } = await load(auth, id);
      const { definition } = template;
      const sort = defaultSortOf(definition, dataset);
      // The order the list opens in is always accepted back, whether or not the template lists it.
      const sortKeys = new Set([...definition.sorts.map((s) => s.key), sort.key]);
      const caller = { tenantId: auth.tenantId, userId: auth.userId };
      const list = {
        columns: definition.columns.map(({ key }) => key),
        filters: definition.filters,
        sorts: [...sortKeys],
        defaultSort: sort,
      };
      return dataset.list(db, caller, list, query);
    },
  };
}

export type TemplateService = ReturnType<typeof createTemplateService>;
