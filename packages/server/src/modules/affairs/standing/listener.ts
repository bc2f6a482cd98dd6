import { academicYearOf, ModuleState, type AffairModuleDescriptor } from '@campus/contract';
import type { MemberProfile } from '../../../core/org/profile.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { InstanceEvent, InstanceListener } from '../../../engine/events.js';
import type { CommandContext } from '../../../engine/runtime/run.js';
import { AppError } from '../../../http/errors.js';
import { addDays, schoolDate } from '../../../lib/school-date.js';
import { batchFor } from '../batches/find.js';
import { batchById, releasePlace, takePlace } from '../batches/repo.js';
import { checkEligibility } from '../eligibility/check.js';
import { systemValues } from '../system-fields.js';
import { enforceSystemValues } from '../system-values-check.js';
import { checkCollective } from '../collectives.js';
import type { AffairRegistry, LoadedModule } from '../registry/registry.js';
import { moduleSettings, schoolCalendar } from '../settings/settings.js';
import { amountOf, outcomeOf, payoutPlan, publicityEnd } from './award.js';
import * as repo from './repo.js';

/**
 * The mechanism's bookkeeping on every command of a module's requests, inside the command's
 * transaction (engine/events.ts), whatever way the command came in (the module's screens or the
 * BPM API): at submission the batch, eligibility and one-per-batch slot; at the quota step the
 * college's place; at approval the outcome, amount, publicity and payouts; a withdrawal or an
 * abandoned request gives its slot and place back. A refusal thrown here undoes the command.
 */
type Ctx = CommandContext;

const studentOf = (event: InstanceEvent) => JSON.parse(event.instance.starterAttrs) as MemberProfile;

async function submitted(ctx: Ctx, registry: AffairRegistry, loaded: LoadedModule, event: InstanceEvent) {
  const { descriptor: module } = loaded;
  const student = studentOf(event);
  const today = schoolDate(ctx.now);
  const instanceId = event.instance.id;
  let batch = null;
  if (module.batches) {
    const found = await batchFor(ctx.db, ctx.tenantId, module, student, today);
    if (!found.open) throw new AppError(ModuleState.AFFAIR_BATCH_NOT_OPEN, found.reason ?? {});
    batch = found.open;
  }
  const academicYear = batch?.academicYear ?? academicYearOf(today);
  // The system's facts (the year, the ID number, the evaluation's figures) are not the student's
  // to type; eligibility reads them as the system has them.
  await enforceSystemValues(
    ctx,
    event,
    await systemValues(registry, ctx.db, ctx.tenantId, loaded, student.id, academicYear),
    loaded.form,
  );
  const reasons = await checkEligibility({
    db: ctx.db,
    tenantId: ctx.tenantId,
    registry,
    module: loaded,
    student,
    academicYear,
    values: event.data,
    instanceId,
  });
  if (reasons[0]) throw new AppError(ModuleState.AFFAIR_NOT_ELIGIBLE, reasons[0]);
  // A collective is named by who leads or counsels it, or lives in it (collectives.ts).
  await checkCollective(registry, ctx.db, ctx.tenantId, module, loaded.form, event.data, student.id);
  await loaded.extension.beforeSubmit?.(ctx, module, event.data, { instanceId, starterId: student.id });

  let slot: number | null = null;
  if (batch) {
    const taken = await repo.takenSlots(ctx.db, batch.id, student.id, instanceId);
    slot = Array.from({ length: batch.perStudent }, (_, i) => i + 1).find((s) => !taken.has(s)) ?? null;
    if (slot === null) {
      throw new AppError(ModuleState.AFFAIR_ALREADY_APPLIED, {
        key: 'affairs.alreadyApplied',
        params: { batch: batch.name, count: batch.perStudent },
      });
    }
  }
  const standing = {
    moduleKey: module.key,
    batchId: batch?.id ?? null,
    academicYear,
    studentId: student.id,
    collegeId: student.collegeId,
    grade: student.grade,
    slot,
    updatedAt: ctx.now,
  };
  try {
    if (await repo.requestOf(ctx.db, instanceId)) await repo.updateRequest(ctx.db, instanceId, standing);
    else
      await repo.insertRequest(ctx.db, {
        ...standing,
        instanceId,
        tenantId: ctx.tenantId,
        holdsQuota: 'N',
        openObjections: 0,
        createdAt: ctx.now,
      });
  } catch (error) {
    // Two submissions at once for the last slot: the unique index lets one through.
    if (!isUniqueViolation(error) || !batch) throw error;
    throw new AppError(ModuleState.AFFAIR_ALREADY_APPLIED, {
      key: 'affairs.alreadyApplied',
      params: { batch: batch.name, count: batch.perStudent },
    });
  }
}

/** The college's reviewer passes the request on: one of the college's places in the batch. */
async function holdPlace(ctx: Ctx, event: InstanceEvent) {
  const row = await repo.requestOf(ctx.db, event.instance.id);
  if (!row?.batchId || !row.collegeId || row.holdsQuota === 'Y') return;
  const taken = await takePlace(ctx.db, row.batchId, row.collegeId);
  if (taken === 'full') {
    const batch = await batchById(ctx.db, ctx.tenantId, row.batchId);
    const quota = await ctx.db
      .selectFrom('affairQuota as q')
      .innerJoin('org as o', 'o.id', 'q.orgId')
      .select(['q.quota', 'q.used', 'o.name'])
      .where('q.batchId', '=', row.batchId)
      .where('q.orgId', '=', row.collegeId)
      .executeTakeFirstOrThrow();
    throw new AppError(ModuleState.AFFAIR_QUOTA_FULL, {
      key: 'affairs.quotaFull',
      params: { college: quota.name, batch: batch?.name ?? '', used: quota.used, quota: quota.quota },
    });
  }
  if (taken === 'taken')
    await repo.updateRequest(ctx.db, event.instance.id, { holdsQuota: 'Y', updatedAt: ctx.now });
}

async function releasePlaceOf(ctx: Ctx, instanceId: string) {
  const row = await repo.requestOf(ctx.db, instanceId);
  if (!row?.batchId || !row.collegeId || row.holdsQuota !== 'Y') return;
  await releasePlace(ctx.db, row.batchId, row.collegeId);
  await repo.updateRequest(ctx.db, instanceId, { holdsQuota: 'N', updatedAt: ctx.now });
}

/** A withdrawn or abandoned request gives back its slot in the batch and its college's place. */
async function released(ctx: Ctx, instanceId: string) {
  await releasePlaceOf(ctx, instanceId);
  await repo.updateRequest(ctx.db, instanceId, { slot: null, updatedAt: ctx.now });
}

async function approved(ctx: Ctx, module: AffairModuleDescriptor, event: InstanceEvent) {
  const row = await repo.requestOf(ctx.db, event.instance.id);
  if (!row) return;
  const today = schoolDate(ctx.now);
  const settings = await moduleSettings(ctx.db, ctx.tenantId, module);
  const outcome = outcomeOf(module, event.data);
  const amount = amountOf(module, event.data, outcome, settings);
  let end: number | null = null;
  if (module.publicity && row.batchId) {
    const batch = await batchById(ctx.db, ctx.tenantId, row.batchId);
    end = publicityEnd(today, batch?.publicityDays ?? 5, await schoolCalendar(ctx.db, ctx.tenantId));
  }
  await repo.updateRequest(ctx.db, row.instanceId, {
    outcome,
    amount,
    publicityStart: end === null ? null : ctx.now,
    publicityEnd: end,
    updatedAt: ctx.now,
  });
  if (module.payout && amount !== null) {
    // Paid once the result is final: after publicity, or from the next week.
    const firstDue = end === null ? addDays(today, 7) : addDays(schoolDate(end), 7);
    const plan = payoutPlan(
      module.payout,
      {
        requestId: row.instanceId,
        studentId: row.studentId,
        moduleKey: module.key,
        tenantId: ctx.tenantId,
        academicYear: row.academicYear,
      },
      amount,
      firstDue,
      ctx.now,
    );
    await repo.insertPayouts(ctx.db, plan);
  }
}

async function reopened(ctx: Ctx, event: InstanceEvent) {
  await repo.updateRequest(ctx.db, event.instance.id, {
    publicityStart: null,
    publicityEnd: null,
    updatedAt: ctx.now,
  });
  await repo.dropPendingPayouts(ctx.db, event.instance.id);
}

const isRejection = (action: string) => action === 'reject' || action.startsWith('rejectTo');

export function affairListener(registry: AffairRegistry, loaded: LoadedModule): InstanceListener {
  const { descriptor: module } = loaded;
  return async (ctx, event) => {
    const { action, instance } = event;
    if (action === 'start') await submitted(ctx, registry, loaded, event);
    else if (action === 'agree' && event.nodeId === module.quota?.node) await holdPlace(ctx, event);
    else if (action === 'revoke' && event.status === 'draft') await released(ctx, instance.id);
    else if (action === 'revoke' && event.task?.nodeId === module.quota?.node)
      await releasePlaceOf(ctx, instance.id);
    else if (isRejection(action) && !(await repo.returnsDirectly(ctx.db, instance.id)))
      await releasePlaceOf(ctx, instance.id);
    else if (action === 'reopen') await reopened(ctx, event);

    if (event.status === 'manualend' && instance.status !== 'manualend') await released(ctx, instance.id);
    if (event.status === 'end' && instance.status !== 'end') {
      if (event.result === 'agree') await approved(ctx, module, event);
      else await releasePlaceOf(ctx, instance.id);
    }
    await loaded.extension.onEvent?.(ctx, module, event);
  };
}
