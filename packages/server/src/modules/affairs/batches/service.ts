import {
  HttpState,
  isAcademicYear,
  isDate,
  ModuleState,
  type AffairBatch,
  type AffairGroupDescriptor,
  type BatchInput,
  type BatchQuota,
  type LocalizedText,
} from '@campus/contract';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import { newId } from '../../../lib/ids.js';
import { schoolDate } from '../../../lib/school-date.js';
import { collegesInCharge, collegesOf } from '../colleges.js';
import type { AffairsContext } from '../context.js';
import { recordChange } from '../../../core/change-log/record.js';
import type { ChangeContext } from '../../../core/change-log/context.js';
import * as repo from './repo.js';

/** A batch's change-log entry: what it is and which of its fields are recorded. */
const batchChange = (id: string, name: string, action: 'create' | 'update' | 'close') =>
  ({ kind: 'batch', objectId: id, label: name, action }) as const;

const batchFields = (
  b: Pick<
    repo.BatchRow,
    'name' | 'academicYear' | 'startDate' | 'endDate' | 'grades' | 'colleges' | 'perStudent' | 'publicityDays'
  >,
) => ({
  name: b.name,
  academicYear: b.academicYear,
  startDate: b.startDate,
  endDate: b.endDate,
  grades: b.grades,
  colleges: b.colleges,
  perStudent: b.perStudent,
  publicityDays: b.publicityDays,
});

/**
 * Batches (批次) from the phone (MODULES.md §0): the office opens a module's window for an
 * academic year with its audience and publicity days, edits it, closes it early, and splits
 * places per college. Reviewers read them (the review list shows used / quota). Who may read or
 * change them is the routes' to check (`groupAccess.reviewer`, `groupAccess.manager`).
 */
const L = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

/** What the batch form calls its fields, so a refusal names them as the user sees them. */
const FIELD_LABELS: Record<string, LocalizedText> = {
  module: L('申请项目', '申請項目', 'Scheme', '申請項目'),
  academicYear: L('学年', '學年', 'Academic year', '学年度'),
  startDate: L('开始日期', '開始日期', 'Start date', '開始日'),
  endDate: L('截止日期', '截止日期', 'End date', '締切日'),
  'audience.grades': L('面向年级', '面向年級', 'Grades', '対象学年'),
  'audience.colleges': L('面向学院', '面向學院', 'Colleges', '対象学部'),
};

const invalid = (
  field: string,
  key: 'validation.date' | 'affairs.batch.dates' | 'validation.oneOf' = 'validation.oneOf',
) =>
  new AppError(HttpState.BAD_REQUEST, {
    fields: [{ field, label: FIELD_LABELS[field] ?? field, message: key }],
  });

function batchedModule(ctx: AffairsContext, group: AffairGroupDescriptor, key: string) {
  const module = ctx.registry.modulesOf(group.key).find((m) => m.descriptor.key === key);
  if (!module) throw invalid('module');
  if (!module.descriptor.batches)
    throw new AppError(HttpState.BAD_REQUEST, {
      key: 'affairs.batch.moduleNotBatched',
      params: { module: module.descriptor.title },
    });
  return module.descriptor;
}

export async function listBatches(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
  filter: { module?: string; academicYear?: string },
): Promise<AffairBatch[]> {
  const modules = ctx.registry
    .modulesOf(group.key)
    .filter((m) => m.descriptor.batches && (!filter.module || m.descriptor.key === filter.module))
    .map((m) => m.descriptor.key);
  const rows = await repo.batchesOf(ctx.db, caller.tenantId, modules, filter.academicYear);
  const applied = await repo.appliedCounts(
    ctx.db,
    caller.tenantId,
    rows.map((r) => r.id),
  );
  const today = schoolDate(Date.now());
  return rows.map((row) => repo.toBatch(row, today, applied.get(row.id) ?? 0));
}

export async function saveBatch(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
  input: BatchInput,
  change: ChangeContext,
): Promise<AffairBatch> {
  const module = batchedModule(ctx, group, input.module);
  if (!isAcademicYear(input.academicYear)) throw invalid('academicYear');
  for (const field of ['startDate', 'endDate'] as const)
    if (input[field].length !== 10 || !isDate(input[field])) throw invalid(field, 'validation.date');
  if (input.endDate < input.startDate) throw invalid('endDate', 'affairs.batch.dates');
  const minDays = module.batches?.minPublicityDays ?? 1;
  const publicityDays = input.publicityDays ?? module.batches?.publicityDays ?? 5;
  if (publicityDays < minDays)
    throw new AppError(HttpState.BAD_REQUEST, {
      key: 'affairs.batch.publicityMin',
      params: { min: minDays },
    });
  const grades = [...new Set(input.audience?.grades ?? [])];
  if (grades.some((g) => !/^\d{4}$/.test(g))) throw invalid('audience.grades');
  const colleges = [...new Set(input.audience?.colleges ?? [])];
  const known = new Set((await collegesOf(ctx, caller.tenantId)).map((c) => c.id));
  if (colleges.some((c) => !known.has(c))) throw invalid('audience.colleges');
  const now = Date.now();
  const fields = {
    moduleKey: module.key,
    academicYear: input.academicYear,
    name: input.name,
    startDate: input.startDate,
    endDate: input.endDate,
    grades: JSON.stringify(grades),
    colleges: JSON.stringify(colleges),
    perStudent: input.perStudent ?? module.batches?.perStudent ?? 1,
    publicityDays,
    updatedAt: now,
  };
  let id = input.id;
  if (id) {
    const current = await repo.batchById(ctx.db, caller.tenantId, id);
    if (!current || !ctx.registry.modulesOf(group.key).some((m) => m.descriptor.key === current.moduleKey))
      throw new AppError(ModuleState.AFFAIR_BATCH_NOT_FOUND);
    const { version } = input;
    await ctx.db.transaction().execute(async (trx) => {
      if (
        version === undefined ||
        !(await repo.updateBatch(trx, caller.tenantId, current.id, version, fields))
      )
        throw new AppError(ModuleState.AFFAIR_BATCH_STALE);
      await recordChange(trx, change, {
        ...batchChange(current.id, input.name, 'update'),
        before: batchFields(current),
        after: batchFields(fields),
      });
    });
  } else {
    const created = newId();
    id = created;
    await ctx.db.transaction().execute(async (trx) => {
      await repo.insertBatch(trx, {
        ...fields,
        id: created,
        tenantId: caller.tenantId,
        closed: 'N',
        version: 1,
        createdBy: caller.userId,
        createdAt: now,
      });
      await recordChange(trx, change, {
        ...batchChange(created, input.name, 'create'),
        after: batchFields(fields),
      });
    });
  }
  const saved = (await repo.batchById(ctx.db, caller.tenantId, id))!;
  return repo.toBatch(saved, schoolDate(now));
}

async function ownBatch(ctx: AffairsContext, caller: AuthContext, group: AffairGroupDescriptor, id: string) {
  const batch = await repo.batchById(ctx.db, caller.tenantId, id);
  if (!batch || !ctx.registry.modulesOf(group.key).some((m) => m.descriptor.key === batch.moduleKey))
    throw new AppError(ModuleState.AFFAIR_BATCH_NOT_FOUND);
  return batch;
}

/** Closes a batch early: no new applications; requests already in it go on. */
export async function closeBatch(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
  input: { id: string; version: number },
  change: ChangeContext,
): Promise<AffairBatch> {
  const batch = await ownBatch(ctx, caller, group, input.id);
  const now = Date.now();
  await ctx.db.transaction().execute(async (trx) => {
    if (
      !(await repo.updateBatch(trx, caller.tenantId, input.id, input.version, {
        closed: 'Y',
        updatedAt: now,
      }))
    )
      throw new AppError(ModuleState.AFFAIR_BATCH_STALE);
    await recordChange(trx, change, {
      ...batchChange(batch.id, batch.name, 'close'),
      before: { closed: batch.closed },
      after: { closed: 'Y' },
    });
  });
  return repo.toBatch((await repo.batchById(ctx.db, caller.tenantId, input.id))!, schoolDate(now));
}

/** Every college's places in a batch; reviewers below the office see their own colleges. */
export async function batchQuotas(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
  batchId: string,
): Promise<BatchQuota[]> {
  await ownBatch(ctx, caller, group, batchId);
  const [shown, quotas] = await Promise.all([
    collegesInCharge(ctx, caller, group),
    repo.quotasOf(ctx.db, caller.tenantId, batchId),
  ]);
  const byOrg = new Map(quotas.map((q) => [q.orgId, q]));
  const used = await ctx.db
    .selectFrom('affairRequest')
    .select(['collegeId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('batchId', '=', batchId)
    .where('holdsQuota', '=', 'Y')
    .groupBy('collegeId')
    .execute();
  const usedBy = new Map(used.map((u) => [u.collegeId, Number(u.count)]));
  return shown.map((college) => ({
    collegeId: college.id,
    collegeName: college.name,
    quota: byOrg.get(college.id)?.quota ?? null,
    used: byOrg.get(college.id)?.used ?? usedBy.get(college.id) ?? 0,
  }));
}

export async function saveQuotas(
  ctx: AffairsContext,
  caller: AuthContext,
  group: AffairGroupDescriptor,
  input: { batchId: string; quotas: { collegeId: string; quota: number | null }[] },
  change: ChangeContext,
): Promise<BatchQuota[]> {
  const batch = await ownBatch(ctx, caller, group, input.batchId);
  const names = new Map((await collegesOf(ctx, caller.tenantId)).map((c) => [c.id, c.name]));
  for (const [index, q] of input.quotas.entries()) {
    if (!names.has(q.collegeId)) throw invalid(`quotas[${index}].collegeId`);
  }
  const quotas = await repo.quotasOf(ctx.db, caller.tenantId, input.batchId);
  const current = new Map(quotas.map((q) => [q.orgId, q.used]));
  const before = new Map(quotas.map((q) => [q.orgId, q.quota]));
  // Every quota is checked before any is written: a refusal leaves the batch as it was.
  const below = input.quotas.flatMap((q, index) =>
    q.quota !== null && q.quota < (current.get(q.collegeId) ?? 0)
      ? [
          {
            field: `quotas[${index}].quota`,
            label: names.get(q.collegeId),
            message: 'affairs.quotaBelowUsed' as const,
            params: { used: current.get(q.collegeId) ?? 0 },
          },
        ]
      : [],
  );
  if (below.length) throw new AppError(HttpState.BAD_REQUEST, { fields: below });
  await ctx.db.transaction().execute(async (trx) => {
    for (const q of input.quotas) {
      await repo.setQuota(trx, caller.tenantId, input.batchId, q.collegeId, q.quota);
      const was = before.get(q.collegeId) ?? null;
      await recordChange(trx, change, {
        kind: 'quota',
        objectId: `${input.batchId}:${q.collegeId}`,
        label: `${batch.name} · ${names.get(q.collegeId)}`,
        action: was === null ? 'create' : q.quota === null ? 'delete' : 'update',
        before: { quota: was },
        after: { quota: q.quota },
      });
    }
  });
  return batchQuotas(ctx, caller, group, input.batchId);
}
