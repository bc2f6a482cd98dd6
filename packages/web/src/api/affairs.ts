import type {
  AffairApplied,
  AffairBatch,
  AffairCatalogueEntry,
  AffairDetail,
  AffairGroupDescriptor,
  AffairMeta,
  AffairModuleDescriptor,
  AffairRecordRow,
  AffairReviewRow,
  AffairRow,
  AffairStatistics,
  BatchInput,
  BatchQuota,
  FormValues,
  GroupSchemes,
  GroupStatistics,
  ListQuery,
  ListReply,
  ObjectionFiled,
  ObjectionInput,
  PayoutRow,
  PublicityRow,
  SettingValue,
  StaffOptions,
} from '@campus/contract';
import { dataOf } from './core/reply-data';
import type { HttpClient } from './core/types';
import { http } from './http';

/** A module or a group as the API needs it: where its routes live. */
export type ModuleRef = Pick<AffairModuleDescriptor, 'key' | 'service'>;
export type GroupRef = Pick<AffairGroupDescriptor, 'key' | 'service'>;

/**
 * The generic API of every student-affairs module (/api/<service>/v3/affairs/<module key>/) and
 * group (/api/<service>/v3/affairs/<group key>/): contract affairs/types.ts and wire.ts. Task
 * actions, history and the diagram are the BPM API's.
 */
export function createAffairsApi(client: HttpClient) {
  const url = (ref: ModuleRef | GroupRef, path: string) => `/affairs/${ref.key}/${path}`;
  const get = async <T>(ref: ModuleRef | GroupRef, path: string, params?: Record<string, string>) =>
    dataOf(await client.request<T>({ service: ref.service, url: url(ref, path), params }));
  const post = async <T>(ref: ModuleRef | GroupRef, path: string, data: unknown, idempotent = false) =>
    dataOf(
      await client.request<T>({
        method: 'POST',
        service: ref.service,
        url: url(ref, path),
        data,
        idempotent,
      }),
    );
  /** Creates something: sent with the submission's Idempotency-Key. */
  const create = <T>(ref: ModuleRef | GroupRef, path: string, data: unknown) =>
    post<T>(ref, path, data, true);

  return {
    // One module
    meta: (module: ModuleRef) => get<AffairMeta>(module, 'meta'),
    apply: (module: ModuleRef, input: { data: FormValues; draftId?: string }) =>
      create<AffairApplied>(module, 'apply', input),
    mine: (module: ModuleRef, query: ListQuery) => post<ListReply<AffairRow>>(module, 'mine', query),
    review: (module: ModuleRef, query: ListQuery) =>
      post<ListReply<AffairReviewRow>>(module, 'review', query),
    detail: (module: ModuleRef, id: string) => get<AffairDetail>(module, 'detail', { id }),
    statistics: (module: ModuleRef) => get<AffairStatistics>(module, 'statistics'),
    objection: (module: ModuleRef, input: ObjectionInput) =>
      create<ObjectionFiled>(module, 'objection', input),

    // One group
    schemes: (group: GroupRef) => get<GroupSchemes>(group, 'schemes'),
    /** A request of any of the group's modules, when a link names only its id. */
    groupDetail: (group: GroupRef, id: string) => get<AffairDetail>(group, 'detail', { id }),
    records: (group: GroupRef, query: ListQuery) => post<ListReply<AffairRecordRow>>(group, 'records', query),
    payouts: (group: GroupRef) => get<PayoutRow[]>(group, 'payouts'),
    publicity: (group: GroupRef, query: ListQuery) =>
      post<ListReply<PublicityRow>>(group, 'publicity', query),
    groupReview: (group: GroupRef, query: ListQuery) =>
      post<ListReply<AffairReviewRow>>(group, 'review', query),
    query: (group: GroupRef, query: ListQuery) => post<ListReply<AffairRecordRow>>(group, 'query', query),
    /** What the staff screens choose from: the caller's colleges, the grades, the academic years. */
    options: (group: GroupRef) => get<StaffOptions>(group, 'options'),
    /** The staff query as an xlsx workbook (the same filters, every matching row). */
    exportQuery: (group: GroupRef, query: ListQuery) =>
      client.request({
        method: 'POST',
        service: group.service,
        url: url(group, 'export'),
        data: query,
        responseType: 'arraybuffer',
        loading: true,
      }),
    groupStatistics: (group: GroupRef, filter: { batchId?: string; module?: string } = {}) =>
      get<GroupStatistics>(
        group,
        'statistics',
        Object.fromEntries(Object.entries(filter).filter(([, v]) => v)),
      ),
    batches: (group: GroupRef, filter: { module?: string; academicYear?: string } = {}) =>
      get<AffairBatch[]>(group, 'batches', Object.fromEntries(Object.entries(filter).filter(([, v]) => v))),
    saveBatch: (group: GroupRef, input: BatchInput) => create<AffairBatch>(group, 'batch/save', input),
    closeBatch: (group: GroupRef, input: { id: string; version: number }) =>
      post<AffairBatch>(group, 'batch/close', input),
    quotas: (group: GroupRef, batchId: string) => get<BatchQuota[]>(group, 'quotas', { batchId }),
    saveQuotas: (
      group: GroupRef,
      input: { batchId: string; quotas: { collegeId: string; quota: number | null }[] },
    ) => post<BatchQuota[]>(group, 'quotas/save', input),
    settings: (group: GroupRef) => get<SettingValue[]>(group, 'settings'),
    saveSettings: (group: GroupRef, settings: { module: string; key: string; value: unknown }[]) =>
      post<SettingValue[]>(group, 'settings/save', { settings }),

    /** The caller's entries into every group (the workbench and More). */
    catalogue: async () =>
      dataOf(
        await client.request<AffairCatalogueEntry[]>({ service: 'business', url: '/affairs/catalogue' }),
      ),
  };
}

export type AffairsApi = ReturnType<typeof createAffairsApi>;

export const affairs = createAffairsApi(http);
