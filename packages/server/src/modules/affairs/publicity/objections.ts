import {
  ModuleState,
  SecurityState,
  type Language,
  type ObjectionFiled,
  type ObjectionInput,
} from '@campus/contract';
import { memberProfile } from '../../../core/org/profile.js';
import type { InstanceEvent, InstanceListener } from '../../../engine/events.js';
import { graphOf } from '../../../engine/cache.js';
import { submitRequest } from '../../../engine/requests.js';
import { reopenInstance } from '../../../engine/runtime/commands/reopen.js';
import type { CommandContext } from '../../../engine/runtime/run.js';
import { agreedNodes, findInstance } from '../../../engine/runtime/store.js';
import { runCommand } from '../../../engine/runtime/transaction.js';
import { subjectIn, subjectsOf } from '../../../engine/subjects.js';
import type { BpmInstance } from '../../../db/schema.js';
import { startableVersionOf } from '../../../engine/versions.js';
import { isUniqueViolation } from '../../../db/errors.js';
import type { AuthContext } from '../../../http/auth.js';
import { AppError } from '../../../http/errors.js';
import type { AffairsContext } from '../context.js';
import { OBJECTION_PROCESS } from '../deploy.js';
import * as standing from '../standing/repo.js';
import { maskSubject } from './mask.js';
import { pickRow, rowWhere } from '../row-where.js';

/**
 * Objections (异议) to a request in publicity. Anyone in the school may file one while the period
 * runs (not the student objected to); it is a workflow request of its own (process
 * affair_objection) that reaches the office's to-do list; while it is open the request is not
 * final; when the office upholds it the request goes back into review at its last approver's step.
 * One person has at most one open objection to a request (issue 25 §9): a second is refused here,
 * and the database's partial unique index (migration 0102) refuses the one that raced it; filing
 * is also limited per person, OBJECTIONS_PER_HOUR (the route's rate limit, and a count here).
 */
type Ctx = CommandContext;

/**
 * Objections a person may file in an hour, over every module: each is a task for the office, so
 * one person cannot bury it (one open objection per request is the other rule).
 */
export const OBJECTIONS_PER_HOUR = 10;
const HOUR = 3_600_000;

async function publicRequest(ctx: Ctx, requestId: unknown) {
  const row = typeof requestId === 'string' ? await standing.requestOf(ctx.db, requestId) : undefined;
  const instance =
    row && row.tenantId === ctx.tenantId
      ? await findInstance(ctx.db, ctx.tenantId, row.instanceId)
      : undefined;
  if (!row || !instance) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
  return { row, instance };
}

/**
 * The objection names the request as the publicity list does, the student's name masked, and in
 * each reader's language (the request's subject in that language: an English reader's to-do list
 * reads "Objection to "National Scholarship: 李*轩"", not the Chinese subject). Its open task
 * keeps the request's subject, so lists show it in the reader's language too.
 */
async function nameObjection(ctx: Ctx, event: InstanceEvent, target: BpmInstance) {
  const objection = (await findInstance(ctx.db, ctx.tenantId, event.instance.id))!;
  const [graph, starter] = await Promise.all([
    graphOf(ctx.db, { id: objection.defId, version: objection.defVersion }),
    memberProfile(ctx.db, ctx.tenantId, objection.starterId),
  ]);
  const masked = (lang: Language) => maskSubject(subjectIn(target, lang), target.starterName);
  const named = subjectsOf(graph, objection.defName, starter!, (lang) => ({
    ...event.data,
    requestSubject: masked(lang),
  }));
  await ctx.db
    .updateTable('bpmInstance')
    .set({ data: JSON.stringify({ ...event.data, requestSubject: masked('zh-CN') }), ...named })
    .where('id', '=', objection.id)
    .execute();
  await ctx.db
    .updateTable('bpmTask')
    .set({ subject: named.subject })
    .where('instanceId', '=', objection.id)
    .where('subject', '=', objection.subject)
    .execute();
}

async function filed(ctx: Ctx, event: InstanceEvent) {
  const { row, instance } = await publicRequest(ctx, event.data.requestId);
  if (instance.status !== 'end' || instance.result !== 'agree' || row.publicityEnd === null)
    throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'affairs.objectionNotPublic' });
  if (row.publicityEnd <= ctx.now)
    throw new AppError(ModuleState.AFFAIR_PUBLICITY_CLOSED, { key: 'affairs.publicityClosed' });
  if (instance.starterId === event.instance.starterId)
    throw new AppError(ModuleState.ACTION_NOT_ALLOWED, { key: 'affairs.objectionOwn' });
  // The route limits requests per person (routes.ts); this counts what was filed, however it was
  // started (the generic BPM start of this process too), so no way round the limit is left.
  const lastHour = await ctx.db
    .selectFrom('affairObjection')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenantId', '=', ctx.tenantId)
    .where('filedBy', '=', event.instance.starterId)
    .where('createdAt', '>', ctx.now - HOUR)
    .executeTakeFirstOrThrow();
  if (Number(lastHour.n) >= OBJECTIONS_PER_HOUR)
    throw new AppError(SecurityState.RATE_LIMIT, { httpStatus: 429 });
  const alreadyOpen = () =>
    new AppError(ModuleState.AFFAIR_ALREADY_APPLIED, { key: 'affairs.objectionOpen' });
  const open = await pickRow(ctx.db, 'affairObjection', ['id'], {
    tenantId: ctx.tenantId,
    requestId: row.instanceId,
    filedBy: event.instance.starterId,
    status: 'open',
  });
  if (open) throw alreadyOpen();
  await nameObjection(ctx, event, instance);
  try {
    await ctx.db
      .insertInto('affairObjection')
      .values({
        id: event.instance.id,
        tenantId: ctx.tenantId,
        requestId: row.instanceId,
        filedBy: event.instance.starterId,
        reason: String(event.data.reason ?? ''),
        status: 'open',
        createdAt: ctx.now,
        decidedAt: null,
      })
      .execute();
  } catch (error) {
    // Filed at the same moment by the same person: the other one holds the index; this one
    // rolls back whole (its workflow instance and task included).
    if (isUniqueViolation(error)) throw alreadyOpen();
    throw error;
  }
  await standing.updateRequest(ctx.db, row.instanceId, {
    openObjections: row.openObjections + 1,
    updatedAt: ctx.now,
  });
}

async function closed(ctx: Ctx, event: InstanceEvent, verdict: 'upheld' | 'dismissed' | null) {
  const objection = await rowWhere(ctx.db, 'affairObjection', { id: event.instance.id });
  if (!objection || objection.status !== 'open') return;
  const row = await standing.requestOf(ctx.db, objection.requestId);
  if (verdict === null) await ctx.db.deleteFrom('affairObjection').where('id', '=', objection.id).execute();
  else
    await ctx.db
      .updateTable('affairObjection')
      .set({ status: verdict, decidedAt: ctx.now })
      .where('id', '=', objection.id)
      .execute();
  if (!row) return;
  await standing.updateRequest(ctx.db, row.instanceId, {
    openObjections: Math.max(0, row.openObjections - 1),
    updatedAt: ctx.now,
  });
  if (verdict !== 'upheld') return;
  const target = await findInstance(ctx.db, ctx.tenantId, row.instanceId);
  if (!target || target.status !== 'end' || target.result !== 'agree') return;
  const graph = await graphOf(ctx.db, { id: target.defId, version: target.defVersion });
  const [lastStep] = await agreedNodes(ctx.db, target.id);
  const reason =
    typeof event.data.verdictNote === 'string' && event.data.verdictNote ? event.data.verdictNote : null;
  await reopenInstance(ctx, { instance: target, graph, nodeId: lastStep ?? graph.startId, reason });
}

/** The objection process's listener: counts objections open on a request and acts on the verdict. */
export const objectionListener: InstanceListener = async (ctx, event) => {
  if (event.action === 'start') await filed(ctx, event);
  else if (event.action === 'revoke' && event.status === 'draft') await closed(ctx, event, null);
  if (event.status === 'manualend' && event.instance.status !== 'manualend')
    await closed(ctx, event, 'dismissed');
  if (event.status === 'end' && event.instance.status !== 'end')
    await closed(ctx, event, event.data.verdict === 'upheld' ? 'upheld' : 'dismissed');
};

/** Files an objection: the masked subject and the reason, started as the caller's request. */
export async function fileObjection(
  ctx: AffairsContext,
  caller: AuthContext,
  input: ObjectionInput,
): Promise<ObjectionFiled> {
  const starter = await memberProfile(ctx.db, caller.tenantId, caller.userId);
  if (!starter) throw new AppError(ModuleState.EMPLOYEE_NOT_FOUND);
  return runCommand(ctx.db, caller, async (command) => {
    const target = await findInstance(command.db, caller.tenantId, input.id);
    if (!target) throw new AppError(ModuleState.INSTANCE_NOT_FOUND);
    const process = await startableVersionOf(command.db, caller.tenantId, OBJECTION_PROCESS);
    const submitted = {
      requestId: target.id,
      requestSubject: maskSubject(target.subject, target.starterName),
      reason: input.reason,
    };
    const started = await submitRequest(command, { process, starter, submitted });
    return { objectionId: started.instanceId };
  });
}
