import {
  academicYearOf,
  ModuleState,
  resolveColumns,
  translate,
  type AffairMeta,
  type ApprovalStep,
  type Eligibility,
  type Language,
} from '@campus/contract';
import { memberProfile, type MemberProfile } from '../../core/org/profile.js';
import { localizeForm } from '../../engine/forms.js';
import { nameIn } from '../../engine/model.js';
import { approvalRoute } from '../../engine/route.js';
import { resolveAssignees } from '../../engine/runtime/assign.js';
import { startableVersionOf } from '../../engine/versions.js';
import type { AuthContext } from '../../http/auth.js';
import { AppError } from '../../http/errors.js';
import { localizeParams } from '../../http/error-funnel.js';
import { schoolDate } from '../../lib/school-date.js';
import { mayApply, mayReview } from './audience.js';
import { batchFor, currentBatch } from './batches/find.js';
import { appliedCounts, toBatch, type BatchRow } from './batches/repo.js';
import type { AffairsContext } from './context.js';
import { checkEligibility, type Reason } from './eligibility/check.js';
import { collectivesOf, noCollective, onlyCollective } from './collectives.js';
import { prefill } from './prefill.js';
import { systemFieldsOf, systemValues } from './system-fields.js';
import type { LoadedModule } from './registry/registry.js';
import { moduleSettings } from './settings/settings.js';

export const say = (reason: Reason, lang: Language) =>
  translate(lang, reason.key, localizeParams(reason.params, lang));

/** The caller's slots left in a batch: a reason when they have used them all. */
async function slotReason(ctx: AffairsContext, caller: AuthContext, batch: BatchRow): Promise<Reason | null> {
  const used = await ctx.db
    .selectFrom('affairRequest')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('batchId', '=', batch.id)
    .where('studentId', '=', caller.userId)
    .where('slot', 'is not', null)
    .executeTakeFirst();
  if (Number(used?.count ?? 0) < batch.perStudent) return null;
  return { key: 'affairs.alreadyApplied', params: { batch: batch.name, count: batch.perStudent } };
}

/**
 * Whether a student may apply to a module now, and why not: a role that does not apply, no open
 * batch for them (naming the next window), the module's eligibility rules, a used-up slot.
 */
export async function applyStanding(
  ctx: AffairsContext,
  caller: AuthContext,
  module: LoadedModule,
  student: MemberProfile,
  lang: Language,
): Promise<{ eligibility: Eligibility; batch: BatchRow | null; academicYear: string }> {
  const today = schoolDate(Date.now());
  if (!mayApply(module.descriptor, caller)) {
    // Staff see the batch they are reviewing (the places used in it), not a verdict on themselves.
    const batch = module.descriptor.batches
      ? await currentBatch(ctx.db, caller.tenantId, module.descriptor, today)
      : null;
    return {
      eligibility: { ok: false, reasons: [translate(lang, 'affairs.applyNotAllowed')] },
      batch,
      academicYear: batch?.academicYear ?? academicYearOf(today),
    };
  }
  const reasons: Reason[] = [];
  let batch: BatchRow | null = null;
  if (module.descriptor.batches) {
    const found = await batchFor(ctx.db, caller.tenantId, module.descriptor, student, today);
    batch = found.open ?? found.shown;
    if (found.reason) reasons.push(found.reason);
  }
  const academicYear = batch?.academicYear ?? academicYearOf(today);
  reasons.push(
    ...(await checkEligibility({
      db: ctx.db,
      tenantId: caller.tenantId,
      registry: ctx.registry,
      module,
      student,
      academicYear,
    })),
  );
  if (batch && reasons.length === 0) {
    const used = await slotReason(ctx, caller, batch);
    if (used) reasons.push(used);
  }
  return {
    eligibility: { ok: reasons.length === 0, reasons: reasons.map((r) => say(r, lang)) },
    batch,
    academicYear,
  };
}

/**
 * What a module's screens need before anything else: the descriptor, the form in the caller's
 * language, the approval route this caller would go through (each step with the people who
 * would act for them and, where the form decides, the condition in words), the batch, whether
 * they may apply and why not, the school's figures and the form's first values.
 */
export async function moduleMeta(
  ctx: AffairsContext,
  module: LoadedModule,
  caller: AuthContext,
  lang: Language,
): Promise<AffairMeta> {
  const { db } = ctx;
  const { descriptor } = module;
  const [process, applicant, settings] = await Promise.all([
    startableVersionOf(db, caller.tenantId, descriptor.processKey),
    memberProfile(db, caller.tenantId, caller.userId),
    moduleSettings(db, caller.tenantId, descriptor),
  ]);
  if (!applicant) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  const route = await Promise.all(
    approvalRoute(process.graph, applicant).map(async ({ node, condition }): Promise<ApprovalStep> => {
      const people = await resolveAssignees(db, caller.tenantId, node.assignment, applicant);
      const step: ApprovalStep = {
        nodeId: node.id,
        name: nameIn(node, lang),
        assignees: people.map((p) => p.name),
      };
      if (condition) step.condition = nameIn(condition, lang) || (condition.condition?.source ?? '');
      return step;
    }),
  );
  const standing = await applyStanding(ctx, caller, module, applicant, lang);
  // The collectives the caller may speak for (a collective honour): none, and they may not apply.
  const collectives =
    descriptor.collective && mayApply(descriptor, caller)
      ? await collectivesOf(ctx.registry, db, caller.tenantId, caller.userId)
      : undefined;
  const none = collectives && noCollective(collectives);
  if (none && standing.eligibility.ok) standing.eligibility = { ok: false, reasons: [none[lang]] };
  const applied = standing.batch ? await appliedCounts(db, caller.tenantId, [standing.batch.id]) : new Map();
  const today = schoolDate(Date.now());
  // The fields the system fills (the year, the ID number, the evaluation's figures): read-only.
  const year = standing.academicYear;
  const system = await systemValues(ctx.registry, db, caller.tenantId, module, applicant.id, year);
  const initial = await prefill(ctx, caller.tenantId, module, applicant, year, settings, system);
  const publicityColumns = (descriptor.publicity?.columns ?? []).map((key) => ({
    key,
    source: 'form' as const,
  }));
  return {
    module: descriptor,
    form: localizeForm(process.form, lang),
    defId: process.definition.id,
    route,
    mayApply: mayApply(descriptor, caller),
    mayReview: mayReview(descriptor, caller),
    columns: {
      mine: resolveColumns(descriptor.lists.mine, process.form, lang),
      review: resolveColumns(descriptor.lists.review, process.form, lang),
      publicity: resolveColumns(publicityColumns, process.form, lang),
    },
    batch: standing.batch
      ? toBatch(
          standing.batch,
          today,
          mayReview(descriptor, caller) ? (applied.get(standing.batch.id) ?? 0) : undefined,
        )
      : null,
    eligibility: standing.eligibility,
    settings,
    initial: { ...initial, ...onlyCollective(descriptor, collectives) },
    systemFields: systemFieldsOf(module, system, year, lang),
    ...(collectives ? { collectives } : {}),
  };
}
