import {
  HttpState,
  localize,
  parseFilterKey,
  type AffairGroupDescriptor,
  type AffairRecordRow,
  type Language,
  type ListQuery,
  type ListReply,
} from '@campus/contract';
import { studentsInCharge, type Charge } from '../../../core/org/charge.js';
import { keywordFilter } from '../../../db/like.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { listSpec, runList } from '../../../http/list-query.js';
import { mayReview } from '../audience.js';
import type { AffairsContext } from '../context.js';
import { valueLabels } from '../labels.js';
import { moduleFilter, rowsOf, takeStatus } from '../lists.js';
import type { LoadedModule } from '../registry/registry.js';
import * as repo from '../repo.js';
import { starterOf } from '../rows.js';
import { hasStatus } from '../status.js';

/**
 * The staff query over a group's requests (MODULES-RESEARCH §0.5 "records"): every submitted
 * request of the students in the caller's charge across modules, batches and years, filtered by
 * module, batch, academic year, college, grade, status and the student's name or number (each,
 * or both at once with `Q^keyword^SL`). The same rows feed the export.
 */
const QUERY_SPEC = listSpec({
  filters: {
    ...repo.requestFilters,
    college: { column: 'r.collegeId', type: 'string', ops: ['S'] },
    grade: { column: 'r.grade', type: 'string', ops: ['S'] },
    starterName: { column: 'i.starterName', type: 'string' },
    number: { column: 'm.number', type: 'string' },
  },
  sorts: { createTime: 'i.createdAt', endTime: 'i.endedAt', amount: 'r.amount' },
  defaultSort: { column: 'i.createdAt', order: 'DESC' },
});

/** Takes `Q^keyword^SL` out of a query: a word the student's name or number contains. */
function takeKeyword(query: ListQuery): [string | undefined, ListQuery] {
  const entry = query.parameters.find((p) => parseFilterKey(p.key)?.column === 'keyword');
  if (!entry) return [undefined, query];
  if (entry.key !== 'Q^keyword^SL')
    throw new AppError(HttpState.BAD_REQUEST, { key: 'error.invalidFilter', params: { key: entry.key } });
  const rest = { ...query, parameters: query.parameters.filter((p) => p !== entry) };
  return [entry.value.trim() || undefined, rest];
}

/** The modules a reviewer of the group (the routes' `groupAccess.reviewer`) sees requests of. */
export function reviewedModules(ctx: AffairsContext, caller: AuthContext, group: AffairGroupDescriptor) {
  const modules = ctx.registry.modulesOf(group.key);
  const own = modules.filter((m) => mayReview(m.descriptor, caller));
  // A manager who reviews none of them (a tenant admin) sees them all.
  return own.length ? own : modules;
}

/** The requests of these modules whose students are in the charge: what the staff query and the figures read. */
export function requestsInCharge(
  ctx: AffairsContext,
  caller: AuthContext,
  modules: readonly LoadedModule[],
  charge: Charge,
) {
  return repo.inChargeOf(
    ctx.db,
    caller.tenantId,
    modules.map((m) => m.descriptor.key),
    charge,
  );
}

async function outcomeLabels(ctx: AffairsContext, tenantId: string, modules: readonly LoadedModule[]) {
  return new Map(
    await Promise.all(
      modules.map(
        async (m) =>
          [
            m.descriptor.key,
            await valueLabels(ctx.db, tenantId, m.form, m.descriptor.outcome?.field),
          ] as const,
      ),
    ),
  );
}

export async function recordRows(
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  requests: readonly repo.RequestInstance[],
  list: 'mine' | 'review',
): Promise<AffairRecordRow[]> {
  const modules = [...new Set(requests.map((r) => ctx.registry.byProcess(r.defKey)!))];
  const [rows, labels] = await Promise.all([
    rowsOf(ctx, caller, lang, requests, (m) => m.descriptor.lists[list]),
    outcomeLabels(ctx, caller.tenantId, modules),
  ]);
  return requests.map((request, index) => {
    const module = ctx.registry.byProcess(request.defKey)!.descriptor;
    const { id, name, number, className, collegeName, grade } = starterOf(request);
    const outcome = request.outcome;
    return {
      ...rows[index]!,
      moduleTitle: localize(module.title, lang),
      batchName: request.batchName,
      academicYear: request.academicYear,
      outcome: outcome === null ? null : localize(labels.get(module.key)?.get(outcome) ?? outcome, lang),
      amount: request.amount,
      starter: { id, name, number, className, collegeName, grade },
    };
  });
}

/** The requests of a page of the staff query (or, with a large limit, of an export). */
export async function queryRequests(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
  query: ListQuery,
): Promise<ListReply<repo.RequestInstance>> {
  const modules = reviewedModules(ctx, caller, group);
  const charge = await studentsInCharge(ctx.db, caller.tenantId, caller, group.seesAllStudents);
  const [keyword, withoutKeyword] = takeKeyword(query);
  const [status, rest] = takeStatus(withoutKeyword);
  const now = Date.now();
  let base = requestsInCharge(ctx, caller, modules, charge);
  if (status) base = base.where((eb) => hasStatus(eb, status, now));
  if (keyword)
    base = base.where((eb) =>
      keywordFilter(eb, ['i.starterName', 'm.number'], keyword, { ignoreCase: true }),
    );
  const mapped = {
    ...rest,
    parameters: rest.parameters.map((p) =>
      p.key === 'Q^module^S' && p.value !== '' ? { ...p, value: moduleFilter(ctx)(p.value) ?? '-' } : p,
    ),
  };
  return runList(base, (qb) => qb.selectAll('i').select(repo.STANDING), mapped, QUERY_SPEC);
}

/** A page of a group's requests as rows in the caller's language: the staff query, the caller's own records. */
type RecordPage = (
  ctx: AffairsContext,
  caller: AuthContext,
  lang: Language,
  group: AffairGroupDescriptor,
  query: ListQuery,
) => Promise<ListReply<AffairRecordRow>>;

export const groupQuery: RecordPage = async (ctx, caller, lang, group, query) => {
  const page = await queryRequests(ctx, caller, group, query);
  return { ...page, dataResult: await recordRows(ctx, caller, lang, page.dataResult, 'review') };
};

/** The caller's own requests across the group's modules and years (applicationRecord). */
export const groupRecords: RecordPage = async (ctx, caller, lang, group, query) => {
  const modules = ctx.registry.modulesOf(group.key);
  const [status, rest] = takeStatus(query);
  const page = await repo.mine(
    ctx.db,
    caller.tenantId,
    modules.map((m) => m.descriptor.processKey),
    caller.userId,
    status,
    rest,
    moduleFilter(ctx),
  );
  return { ...page, dataResult: await recordRows(ctx, caller, lang, page.dataResult, 'mine') };
};
