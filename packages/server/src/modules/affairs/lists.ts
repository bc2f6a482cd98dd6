import {
  HttpState,
  parseFilterKey,
  type AffairModuleDescriptor,
  type AffairReviewRow,
  type AffairRow,
  type AffairStatus,
  type Language,
  type ListQuery,
  type ListReply,
} from '@campus/contract';
import type { BpmInstance } from '../../db/schema.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { schoolDate } from '../../lib/school-date.js';
import { requireReviewer } from './audience.js';
import { affairRow, starterOf } from './columns.js';
import { currentNodeNames, taskStepNames } from './current-node.js';
import type { AffairExtension } from './extension.js';
import { maskRow } from './mask.js';
import * as repo from './repo.js';
import { AFFAIR_STATUSES } from './status.js';

/** The module lists: the caller's own requests, the requests waiting for them, the publicity list. */

/** `Q^status^S` names a module status (approved, rejected, ...), which is not one column. */
function takeStatus(query: ListQuery): [AffairStatus | undefined, ListQuery] {
  const entry = query.parameters.find((p) => parseFilterKey(p.key)?.column === 'status');
  if (!entry || entry.value === '') return [undefined, query];
  if (entry.key !== 'Q^status^S' || !AFFAIR_STATUSES.includes(entry.value as AffairStatus)) {
    throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key: entry.key } });
  }
  return [entry.value as AffairStatus, { ...query, parameters: query.parameters.filter((p) => p !== entry) }];
}

export interface ListContext {
  db: repo.Db;
  module: AffairModuleDescriptor;
  extension: AffairExtension;
}

async function recordsOf(ctx: ListContext, caller: AuthContext, instances: readonly BpmInstance[]) {
  if (!ctx.extension.records || instances.length === 0) return new Map<string, object>();
  return ctx.extension.records(
    { db: ctx.db, tenantId: caller.tenantId, today: schoolDate(Date.now()) },
    instances,
  );
}

async function rowsOf<T extends BpmInstance>(
  ctx: ListContext,
  caller: AuthContext,
  lang: Language,
  page: ListReply<T>,
  columns: AffairModuleDescriptor['lists']['mine'],
) {
  const [nodes, records] = await Promise.all([
    currentNodeNames(ctx.db, page.dataResult, lang),
    recordsOf(ctx, caller, page.dataResult),
  ]);
  return page.dataResult.map((i) =>
    affairRow(i, columns, nodes.get(i.id) ?? null, records.get(i.id) ?? null),
  );
}

export async function mine(
  ctx: ListContext,
  caller: AuthContext,
  lang: Language,
  query: ListQuery,
): Promise<ListReply<AffairRow>> {
  const [status, rest] = takeStatus(query);
  const page = await repo.mine(ctx.db, caller.tenantId, ctx.module.processKey, caller.userId, status, rest);
  return { ...page, dataResult: await rowsOf(ctx, caller, lang, page, ctx.module.lists.mine) };
}

export async function review(
  ctx: ListContext,
  caller: AuthContext,
  lang: Language,
  query: ListQuery,
): Promise<ListReply<AffairReviewRow>> {
  requireReviewer(ctx.module, caller);
  const page = await repo.reviewTasks(
    ctx.db,
    caller.tenantId,
    ctx.module.processKey,
    caller.userId,
    Date.now(),
    query,
  );
  const [rows, steps, flags] = await Promise.all([
    rowsOf(ctx, caller, lang, page, ctx.module.lists.review),
    taskStepNames(ctx.db, page.dataResult, lang),
    ctx.extension.flags && page.dataResult.length
      ? ctx.extension.flags(
          { db: ctx.db, tenantId: caller.tenantId, today: schoolDate(Date.now()) },
          page.dataResult,
        )
      : new Map<string, string[]>(),
  ]);
  return {
    ...page,
    dataResult: page.dataResult.map((task, index) => {
      const { id, name, number, className } = starterOf(task);
      return {
        ...rows[index]!,
        taskId: task.taskId,
        nodeName: steps[index]!,
        starter: { id, name, number, className },
        flags: flags.get(task.id) ?? [],
      };
    }),
  };
}

/** Approved requests for everyone in the school to see, with personal fields masked. */
export async function publicity(
  ctx: ListContext,
  caller: AuthContext,
  lang: Language,
  query: ListQuery,
): Promise<ListReply<AffairRow>> {
  const list = ctx.module.lists.publicity!;
  const page = await repo.approved(ctx.db, caller.tenantId, ctx.module.processKey, query);
  const rows = await rowsOf(ctx, caller, lang, page, list.columns);
  return {
    ...page,
    dataResult: rows.map((row, index) => maskRow(row, list.masked, page.dataResult[index]!.starterName)),
  };
}
