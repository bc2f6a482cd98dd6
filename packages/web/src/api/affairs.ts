import type { AffairGroupDescriptor, AffairModuleDescriptor, BatchInput, ListQuery } from '@campus/contract';
import {
  affairsEndpoints,
  groupEndpoints,
  type QuotasInput,
  type SettingsInput,
} from '@campus/contract/api/affairs/group';
import { moduleEndpoints, type ApplyInput } from '@campus/contract/api/affairs/module';
import type { ObjectionInput } from '@campus/contract';
import { dataOf } from './core/reply-data';
import { call, download } from './http';

/**
 * The generic API of every student-affairs module (/api/<service>/v3/affairs/<module key>/) and
 * group (/api/<service>/v3/affairs/<group key>/), by their declarations (contract
 * api/affairs/module.ts, group.ts). Task actions, history and the diagram are the BPM API's.
 */
export { affairsEndpoints, groupEndpoints } from '@campus/contract/api/affairs/group';
export { moduleEndpoints } from '@campus/contract/api/affairs/module';

/** A module or a group as the API needs it: where its routes live. */
export type ModuleRef = Pick<AffairModuleDescriptor, 'key' | 'service'>;
export type GroupRef = Pick<AffairGroupDescriptor, 'key' | 'service'>;

/** Filters with a value (the others are not sent). */
const given = <T extends Record<string, string | undefined>>(filter: T) =>
  Object.fromEntries(Object.entries(filter).filter(([, v]) => v)) as Partial<T>;

export const affairs = {
  // One module
  meta: async (module: ModuleRef) => dataOf(await call(moduleEndpoints(module).meta)),
  /** Creates a request: sent with the submission's Idempotency-Key. */
  apply: async (module: ModuleRef, input: ApplyInput) =>
    dataOf(await call(moduleEndpoints(module).apply, { body: input })),
  mine: async (module: ModuleRef, query: ListQuery) =>
    dataOf(await call(moduleEndpoints(module).mine, { body: query })),
  review: async (module: ModuleRef, query: ListQuery) =>
    dataOf(await call(moduleEndpoints(module).review, { body: query })),
  detail: async (module: ModuleRef, id: string) =>
    dataOf(await call(moduleEndpoints(module).detail, { query: { id } })),
  statistics: async (module: ModuleRef) => dataOf(await call(moduleEndpoints(module).statistics)),
  objection: async (module: ModuleRef, input: ObjectionInput) =>
    dataOf(await call(moduleEndpoints(module).objection, { body: input })),

  // One group
  schemes: async (group: GroupRef) => dataOf(await call(groupEndpoints(group).schemes)),
  /** A request of any of the group's modules, when a link names only its id. */
  groupDetail: async (group: GroupRef, id: string) =>
    dataOf(await call(groupEndpoints(group).detail, { query: { id } })),
  records: async (group: GroupRef, query: ListQuery) =>
    dataOf(await call(groupEndpoints(group).records, { body: query })),
  payouts: async (group: GroupRef) => dataOf(await call(groupEndpoints(group).payouts)),
  publicity: async (group: GroupRef, query: ListQuery) =>
    dataOf(await call(groupEndpoints(group).publicity, { body: query })),
  groupReview: async (group: GroupRef, query: ListQuery) =>
    dataOf(await call(groupEndpoints(group).review, { body: query })),
  query: async (group: GroupRef, query: ListQuery) =>
    dataOf(await call(groupEndpoints(group).query, { body: query })),
  /** What the staff screens choose from: the caller's colleges, the grades, the academic years. */
  options: async (group: GroupRef) => dataOf(await call(groupEndpoints(group).options)),
  /** The staff query as an xlsx workbook (the same filters, every matching row). */
  exportQuery: (group: GroupRef, query: ListQuery) =>
    download(groupEndpoints(group).export, { body: query }, { loading: true }),
  groupStatistics: async (group: GroupRef, filter: { batchId?: string; module?: string } = {}) =>
    dataOf(await call(groupEndpoints(group).statistics, { query: given(filter) })),
  batches: async (group: GroupRef, filter: { module?: string; academicYear?: string } = {}) =>
    dataOf(await call(groupEndpoints(group).batches, { query: given(filter) })),
  /** Opens a batch: sent with the submission's Idempotency-Key. */
  saveBatch: async (group: GroupRef, input: BatchInput) =>
    dataOf(await call(groupEndpoints(group).saveBatch, { body: input })),
  closeBatch: async (group: GroupRef, input: { id: string; version: number }) =>
    dataOf(await call(groupEndpoints(group).closeBatch, { body: input })),
  quotas: async (group: GroupRef, batchId: string) =>
    dataOf(await call(groupEndpoints(group).quotas, { query: { batchId } })),
  saveQuotas: async (group: GroupRef, input: QuotasInput) =>
    dataOf(await call(groupEndpoints(group).saveQuotas, { body: input })),
  settings: async (group: GroupRef) => dataOf(await call(groupEndpoints(group).settings)),
  saveSettings: async (group: GroupRef, settings: SettingsInput['settings']) =>
    dataOf(await call(groupEndpoints(group).saveSettings, { body: { settings } })),

  /** The caller's entries into every group (the workbench and More). */
  catalogue: async () => dataOf(await call(affairsEndpoints.catalogue)),
};

export type AffairsApi = typeof affairs;
