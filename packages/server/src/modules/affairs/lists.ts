import { returnedToStarter } from '../../engine/returned.js';
import {
  AFFAIR_STATUSES,
  HttpState,
  parseFilterKey,
  type AffairColumn,
  type AffairGroupDescriptor,
  type AffairReviewRow,
  type AffairRow,
  type AffairStatus,
  type Language,
  type ListQuery,
  type ListReply,
} from '@campus/contract';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { mayReview } from './audience.js';
import { scopeOf, type AffairsContext } from './context.js';
import { currentStepNames as currentNodeNames } from '../../engine/current-steps.js';
import { subjectIn } from '../../engine/subjects.js';
import { taskStepNames } from './current-node.js';
import type { LoadedModule } from './registry/registry.js';
import * as repo from './repo.js';
import { affairRow, starterOf } from './rows.js';
import { isUnderway } from './status.js';

/** The module lists: the caller's own requests, and the requests waiting for them to review. */

/** `Q^status^S` names a module status (approved, publicity, ...), which is not one column. */
export function takeStatus(query: ListQuery): [AffairStatus | undefined, ListQuery] {
  const entry = query.parameters.find((p) => parseFilterKey(p.key)?.column === 'status');
  if (!entry || entry.value === '') return [undefined, query];
  if (entry.key !== 'Q^status^S' || !AFFAIR_STATUSES.includes(entry.value as AffairStatus)) {
    throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key: entry.key } });
  }
  return [entry.value as AffairStatus, { ...query, parameters: query.parameters.filter((p) => p !== entry) }];
}

const processesOf = (modules: readonly LoadedModule[]) => modules.map((m) => m.descriptor.processKey);

export const moduleFilter = (ctx: AffairsContext) => (key: string) =>
  ctx.registry.module(key)?.descriptor.processKey;

/** The module records of the rows (leave's return), grouped by module, by instance id. */
async function recordsOf(
  ctx: AffairsContext,
  caller: AuthContext,
  requests: readonly repo.RequestInstance[],
) {
  const records = new Map<string, object>();
  const scope = scopeOf(ctx, caller);
  const byModule = new Map<LoadedModule, repo.RequestInstance[]>();
  for (const request of requests) {
    const module = ctx.registry.byProcess(request.defKey);
    if (module?.extension.records) byModule.set(module, [...(byModule.get(module) ?? []), request]);
  }
  for (const [module, list] of byModule)
    for (const [id, record] of await module.extension.records!(scope, list))
      records.set(id, record as object);
  return records;
}

/** Rows of requests, each with its module's columns of a list (mine or review). */
export async function rowsOf(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  requests: readonly repo.RequestInstance[],
  columnsOf: (module: LoadedModule) => readonly AffairColumn[],
): Promise<AffairRow[]> {
  const [nodes, records, returned] = await Promise.all([
    currentNodeNames(ctx.db, requests, lang),
    recordsOf(ctx, caller, requests),
    returnedToStarter(
      ctx.db,
      requests.filter((r) => isUnderway(r.status)),
    ),
  ]);
  return requests.map((request) => {
    const module = ctx.registry.byProcess(request.defKey)!;
    return {
      ...affairRow(
        { ...request, subject: subjectIn(request, lang) },
        module.descriptor.key,
        columnsOf(module),
        nodes.get(request.id) ?? null,
        records.get(request.id) ?? null,
      ),
      returned: returned.get(request.id) ?? null,
    };
  });
}

/** The caller's own requests of some modules (one module's, or a whole group's), drafts included. */
export async function mine(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  modules: readonly LoadedModule[],
  query: ListQuery,
): Promise<ListReply<AffairRow>> {
  const [status, rest] = takeStatus(query);
  const page = await repo.mine(
    ctx.db,
    caller.tenantId,
    processesOf(modules),
    caller.userId,
    status,
    rest,
    moduleFilter(ctx),
  );
  return {
    ...page,
    dataResult: await rowsOf(ctx, caller, lang, page.dataResult, (m) => m.descriptor.lists.mine),
  };
}

async function reviewRows(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  modules: readonly LoadedModule[],
  query: ListQuery,
): Promise<ListReply<AffairReviewRow>> {
  const page = await repo.reviewTasks(
    ctx.db,
    caller.tenantId,
    processesOf(modules),
    caller.userId,
    Date.now(),
    query,
    moduleFilter(ctx),
  );
  const scope = scopeOf(ctx, caller);
  const flags = new Map<string, string[]>();
  for (const module of modules) {
    const own = page.dataResult.filter((t) => t.defKey === module.descriptor.processKey);
    if (module.extension.flags && own.length)
      for (const [id, list] of await module.extension.flags(scope, own)) flags.set(id, list);
  }
  const [rows, steps] = await Promise.all([
    rowsOf(ctx, caller, lang, page.dataResult, (m) => m.descriptor.lists.review),
    taskStepNames(ctx.db, page.dataResult, lang),
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

/** One module's to-review list (its reviewers only: the route's `moduleAccess.reviewer`). */
export function review(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  module: LoadedModule,
  query: ListQuery,
) {
  return reviewRows(ctx, caller, lang, [module], query);
}

/**
 * The to-review list over a group's modules the caller reviews (`Q^module^S` narrows it), for the
 * group's reviewers (the route's `groupAccess.reviewer`).
 */
export function groupReview(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
  query: ListQuery,
) {
  const modules = ctx.registry.modulesOf(group.key).filter((m) => mayReview(m.descriptor, caller));
  return reviewRows(ctx, caller, lang, modules, query);
}
